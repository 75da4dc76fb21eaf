import { useCallback, useRef, useState } from 'react'
import type { ImageRecord } from '../../schemas/api/designer.ts'
import { uploadImage } from '../api/client.ts'
import { toast } from '../../runtime/components/toast/toast.ts'
import { checkImageFile } from '../../runtime/lib/image-file.ts'

export interface ImageUpload {
  /** 0..1 while a file is being sent, null otherwise. */
  progress: number | null
  upload: (file: File) => Promise<void>
}

/**
 * Checks then uploads one file, reporting progress. A refused file is never sent; a failed upload
 * ends the loading state and shows the server's message.
 */
export function useImageUpload(onUploaded: (image: ImageRecord) => void): ImageUpload {
  const [progress, setProgress] = useState<number | null>(null)
  const busy = useRef(false)

  const upload = useCallback(
    async (file: File) => {
      if (busy.current) return
      const refusal = await checkImageFile(file)
      if (refusal) {
        toast.error(refusal)
        return
      }
      busy.current = true
      setProgress(0)
      try {
        const image = await uploadImage(file, setProgress)
        onUploaded(image)
      } catch (error) {
        toast.error(error instanceof Error && error.message ? error.message : '上传失败')
      } finally {
        busy.current = false
        setProgress(null)
      }
    },
    [onUploaded],
  )

  return { progress, upload }
}
