import { Modal } from '../modal/Modal.tsx'

interface PhotoDialogProps {
  urls: readonly string[]
  label: string
  /** The photo shown, or null while the dialog is closed. */
  current: number | null
  /** Shows another photo, or closes the dialog with null. */
  onShow: (index: number | null) => void
}

/** A photo of PhotoThumbs, larger, with 上一张/下一张. */
export function PhotoDialog({ urls, label, current, onShow }: PhotoDialogProps) {
  return (
    <Modal
      open={current !== null}
      title={`${label} ${(current ?? 0) + 1}/${urls.length}`}
      width={720}
      height="auto"
      maskClosable
      onClose={() => onShow(null)}
    >
      {current !== null && (
        <div className="mf-photo-viewer">
          <img className="mf-photo-viewer__image" src={urls[current]} alt={`${label} ${current + 1}`} />
          {urls.length > 1 && (
            <div className="mf-photo-viewer__nav">
              <button
                type="button"
                className="mf-photo-viewer__step"
                disabled={current === 0}
                onClick={() => onShow(current - 1)}
              >
                上一张
              </button>
              <button
                type="button"
                className="mf-photo-viewer__step"
                disabled={current === urls.length - 1}
                onClick={() => onShow(current + 1)}
              >
                下一张
              </button>
            </div>
          )}
        </div>
      )}
    </Modal>
  )
}
