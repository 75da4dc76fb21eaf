import { useCallback, useEffect, useState } from 'react'
import { PickerDialog } from './PickerDialog.tsx'
import { Pagination } from '../../runtime/components/pagination/Pagination.tsx'
import type { ImageRecord } from '../../schemas/api/designer.ts'
import { designerApi } from '../api/client.ts'
import { PickRow, PickerRows } from './PickerRows.tsx'
import { UploadButton } from './UploadButton.tsx'
import { UploadProgress } from './UploadProgress.tsx'
import { useImageUpload } from './useImageUpload.ts'
import { usePagedList } from './usePagedList.ts'

export interface ImageLibraryDialogProps {
  open: boolean
  onClose: () => void
  onConfirm: (image: ImageRecord) => void
}

const PAGE_SIZE = 18

/** 图片库: the company's past uploads, newest first, with their dimensions; upload from here too. */
export function ImageLibraryDialog({ open, onClose, onConfirm }: ImageLibraryDialogProps) {
  const [chosen, setChosen] = useState<ImageRecord | null>(null)
  // Bumped after an upload so the list reloads from page 1, where the new image now is.
  const [generation, setGeneration] = useState(0)
  useEffect(() => {
    if (open) setChosen(null)
  }, [open])
  const images = usePagedList((page) => designerApi.images({ page, pageSize: PAGE_SIZE }), String(generation), open)
  const uploaded = useCallback((image: ImageRecord) => {
    setChosen(image)
    setGeneration((value) => value + 1)
  }, [])
  const { progress, upload } = useImageUpload(uploaded)

  return (
    <PickerDialog
      open={open}
      title="图片库"
      width={860}
      height={640}
      picked={chosen ? `已选：${chosen.img_name}` : ''}
      canConfirm={chosen !== null}
      onConfirm={() => chosen && onConfirm(chosen)}
      onClose={onClose}
    >
      <div className="dzp-picker">
        <div className="dzp-picker__filters">
          <UploadButton busy={progress !== null} onFile={upload} />
          {progress !== null && <UploadProgress fraction={progress} />}
          <span className="dzp-help">支持 JPG、PNG 格式，不超过 5MB</span>
        </div>
        <PickerRows state={images} emptyText="图片库还是空的，先上传一张吧" label="图片" className="dzp-image-grid">
          {images.list.map((image) => (
            <PickRow
              key={image.id}
              picked={chosen?.id === image.id}
              label={`${image.img_name} ${image.width}×${image.height}`}
              className="dzp-image-card"
              onPick={() => setChosen(image)}
              onDoubleClick={() => onConfirm(image)}
            >
              <span className="dzp-image-card__frame">
                <img src={image.img_full_url} alt="" loading="lazy" />
              </span>
              <span className="dzp-image-card__name" title={image.img_name}>
                {image.img_name}
              </span>
              <span className="dzp-image-card__size">
                {image.width}×{image.height}
              </span>
            </PickRow>
          ))}
        </PickerRows>
        <Pagination current={images.page} total={images.total} pageSize={PAGE_SIZE} onChange={images.setPage} />
      </div>
    </PickerDialog>
  )
}
