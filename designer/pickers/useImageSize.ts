import { useEffect, useState } from 'react'

/** The natural size of the image at `url`, once it has loaded; null before or when it fails. */
export function useImageSize(url: string): { width: number; height: number } | null {
  const [size, setSize] = useState<{ url: string; width: number; height: number } | null>(null)
  useEffect(() => {
    if (!url) return
    let live = true
    const image = new Image()
    image.onload = () => {
      if (live && image.naturalWidth > 0 && image.naturalHeight > 0)
        setSize({ url, width: image.naturalWidth, height: image.naturalHeight })
    }
    image.src = url
    return () => {
      live = false
    }
  }, [url])
  return size && size.url === url ? { width: size.width, height: size.height } : null
}
