import { useCallback, useState, type DragEvent } from 'react'
import { Button } from '../../runtime/components/button/Button.tsx'
import type { ImageRecord } from '../../schemas/api/designer.ts'
import type { FieldEditorProps } from '../inspector/field-types.ts'
import { ImageLibraryDialog } from './ImageLibraryDialog.tsx'
import { UploadButton } from './UploadButton.tsx'
import { UploadProgress } from './UploadProgress.tsx'
import { useImageUpload } from './useImageUpload.ts'
import './pickers.css'

/**
 * An image field: the current picture (or an empty drop area), 上传图片, 从图片库选择 and 删除图片.
 * A file dropped on it is uploaded like a chosen one. The stored value is the image's address.
 */
export function ImageField({ id, path, label, value, onChange }: FieldEditorProps) {
  const url = typeof value === 'string' ? value : ''
  const [library, setLibrary] = useState(false)
  const [dragging, setDragging] = useState(false)
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
    <div className="dzp-image-field">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the drop zone is a pointer-only shortcut; the same image is chosen with the buttons inside. */}
      <div
        className={`dzp-image-field__drop${dragging ? ' is-dragging' : ''}${url ? '' : ' is-empty'}`}
        onDragOver={(event) => {
          event.preventDefault()
          setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        data-testid="image-drop"
      >
        {url ? (
          <img className="dzp-image-field__img" src={url} alt={label} />
        ) : (
          <span className="dzp-image-field__hint">拖拽图片到这里，或点击下方按钮上传</span>
        )}
        {busy && (
          <div className="dzp-image-field__busy">
            <UploadProgress fraction={progress} />
          </div>
        )}
      </div>
      <div className="dzp-image-field__actions">
        <UploadButton
          id={id}
          fieldPath={path}
          ariaLabel={`${label}：上传图片`}
          busy={busy}
          onFile={(file) => void upload(file)}
        />
        <Button size="small" disabled={busy} aria-label={`${label}：从图片库选择`} onClick={() => setLibrary(true)}>
          从图片库选择
        </Button>
        <Button
          size="small"
          type="text"
          disabled={!url || busy}
          aria-label={`${label}：删除图片`}
          onClick={() => onChange('')}
        >
          删除图片
        </Button>
      </div>
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
