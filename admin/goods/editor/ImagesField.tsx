import { useCallback, useId, useState, type DragEvent } from 'react'
import { ImageLibraryDialog } from '../../../designer/pickers/ImageLibraryDialog.tsx'
import { UploadButton } from '../../../designer/pickers/UploadButton.tsx'
import { UploadProgress } from '../../../designer/pickers/UploadProgress.tsx'
import { useImageUpload } from '../../../designer/pickers/useImageUpload.ts'
import type { ImageRecord } from '../../../schemas/api/designer.ts'
import { moveItem } from '../../../designer/pickers/list-edits.ts'

/**
 * 商品图片: the goods' pictures in order, the first marked 主图. Pictures come from the image library
 * or an upload (the designer's flow); they are reordered by dragging with the mouse or with the
 * 左移/右移 buttons, and removed with 删除.
 */
export function ImagesField({
  images,
  max,
  onChange,
  error,
  help,
}: {
  images: string[]
  max: number
  onChange: (images: string[]) => void
  error?: string
  help?: string
}) {
  const [library, setLibrary] = useState(false)
  const [dragged, setDragged] = useState<number | null>(null)
  const [over, setOver] = useState<number | null>(null)
  const id = useId()
  const full = images.length >= max
  const add = useCallback(
    (image: ImageRecord) => onChange(images.includes(image.img_full_url) ? images : [...images, image.img_full_url]),
    [images, onChange],
  )
  const { progress, upload } = useImageUpload(add)

  function drop(event: DragEvent, target: number) {
    event.preventDefault()
    if (dragged !== null && dragged !== target) onChange(moveItem(images, dragged, target))
    setDragged(null)
    setOver(null)
  }

  return (
    <div className="gd-images">
      <ol className="gd-images__list" aria-label="商品图片">
        {images.map((url, index) => (
          <li
            key={url}
            className={`gd-images__item${over === index ? ' is-over' : ''}${dragged === index ? ' is-dragged' : ''}`}
            draggable
            onDragStart={(event) => {
              event.dataTransfer.effectAllowed = 'move'
              setDragged(index)
            }}
            onDragOver={(event) => {
              event.preventDefault()
              setOver(index)
            }}
            onDragLeave={() => setOver(null)}
            onDragEnd={() => {
              setDragged(null)
              setOver(null)
            }}
            onDrop={(event) => drop(event, index)}
          >
            <img src={url} alt={`商品图片 ${index + 1}`} />
            {index === 0 && <span className="gd-images__main">主图</span>}
            <span className="gd-images__tools">
              <button
                type="button"
                className="gd-images__tool"
                aria-label={`左移 图片 ${index + 1}`}
                disabled={index === 0}
                onClick={() => onChange(moveItem(images, index, index - 1))}
              >
                ‹
              </button>
              <button
                type="button"
                className="gd-images__tool"
                aria-label={`删除 图片 ${index + 1}`}
                onClick={() => onChange(images.filter((_, at) => at !== index))}
              >
                删除
              </button>
              <button
                type="button"
                className="gd-images__tool"
                aria-label={`右移 图片 ${index + 1}`}
                disabled={index === images.length - 1}
                onClick={() => onChange(moveItem(images, index, index + 1))}
              >
                ›
              </button>
            </span>
          </li>
        ))}
        {!full && (
          <li className="gd-images__add">
            <button
              type="button"
              className="gd-images__add-btn"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : `${id}-help`}
              onClick={() => setLibrary(true)}
            >
              <span aria-hidden="true">＋</span>
              从图片库选择
            </button>
            {progress !== null && <UploadProgress fraction={progress} />}
          </li>
        )}
      </ol>
      <div className="gd-images__actions">
        <UploadButton
          label="上传图片"
          busy={progress !== null || full}
          type="default"
          onFile={(file) => void upload(file)}
        />
        <span id={`${id}-help`} className="dz-field__help">
          {help ?? `最多 ${max} 张，第一张为主图；拖动图片或用左右移动按钮调整顺序`}（{images.length}/{max}）
        </span>
      </div>
      {error && (
        <p id={`${id}-error`} className="dz-field__error">
          {error}
        </p>
      )}
      <ImageLibraryDialog
        open={library}
        onClose={() => setLibrary(false)}
        onConfirm={(image) => {
          setLibrary(false)
          add(image)
        }}
      />
    </div>
  )
}
