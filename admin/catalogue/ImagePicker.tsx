import { useCallback, useId, useState, type DragEvent } from 'react'
import { Button } from '../../runtime/components/button/Button.tsx'
import { ImageLibraryDialog } from '../../designer/pickers/ImageLibraryDialog.tsx'
import { UploadButton } from '../../designer/pickers/UploadButton.tsx'
import { UploadProgress } from '../../designer/pickers/UploadProgress.tsx'
import { useImageUpload } from '../../designer/pickers/useImageUpload.ts'
import type { ImageRecord } from '../../schemas/api/designer.ts'

/**
 * One picture of a form (a category's image, a brand's logo): the current picture, 上传图片 (the
 * designer's upload flow: ticket → storage → image record), 从图片库选择 and 移除. A file dropped on
 * the picture is uploaded as a chosen one is.
 */
export function ImagePicker({
  label,
  value,
  onChange,
  shape = 'square',
  help,
  error,
}: {
  label: string
  value: string
  onChange: (url: string) => void
  shape?: 'square' | 'wide'
  help?: string
  error?: string
}) {
  const [library, setLibrary] = useState(false)
  const [dragging, setDragging] = useState(false)
  const id = useId()
  const uploaded = useCallback((image: ImageRecord) => onChange(image.img_full_url), [onChange])
  const { progress, upload } = useImageUpload(uploaded)
  const busy = progress !== null

  function drop(event: DragEvent) {
    event.preventDefault()
    setDragging(false)
    const file = event.dataTransfer.files[0]
    if (file && !busy) void upload(file)
  }

  return (
    <div className="dz-field" role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-note`}>
      <span id={`${id}-label`} className="dz-field__label">
        {label}
      </span>
      <div className="cg-image">
        {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping a file is a pointer shortcut for 上传图片 beside it */}
        <div
          className={`cg-image__frame cg-image__frame--${shape}${dragging ? ' is-dragging' : ''}`}
          onDragOver={(event) => {
            event.preventDefault()
            setDragging(true)
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={drop}
        >
          {value ? <img src={value} alt={label} /> : <span className="cg-image__empty">拖入图片</span>}
          {busy && (
            <div className="cg-image__busy">
              <UploadProgress fraction={progress} />
            </div>
          )}
        </div>
        <div className="cg-image__actions">
          <UploadButton ariaLabel={`${label}：上传图片`} busy={busy} onFile={(file) => void upload(file)} />
          <Button size="small" disabled={busy} aria-label={`${label}：从图片库选择`} onClick={() => setLibrary(true)}>
            从图片库选择
          </Button>
          {value && (
            <button
              type="button"
              className="dz-link"
              disabled={busy}
              aria-label={`${label}：移除`}
              onClick={() => onChange('')}
            >
              移除
            </button>
          )}
        </div>
      </div>
      <p id={`${id}-note`} className={error ? 'dz-field__error' : 'dz-field__help'}>
        {error || help}
      </p>
      <ImageLibraryDialog
        open={library}
        onClose={() => setLibrary(false)}
        onConfirm={(image) => {
          setLibrary(false)
          onChange(image.img_full_url)
        }}
      />
    </div>
  )
}
