import { useState } from 'react'
import { Modal } from '../modal/Modal.tsx'
import './photo-upload.css'

export interface PhotoThumbsProps {
  urls: readonly string[]
  /** Names the photos for screen readers, e.g. 凭证图片 → "查看凭证图片 1". */
  label?: string
  /** Thumbnail edge in px; default 64. */
  size?: number
  /** The number of the first photo (a list cut into single items keeps counting); default 1. */
  start?: number
}

/**
 * A row of photo thumbnails (after-sales evidence, 晒单); each is a button that opens the photo
 * larger in a dialog with 上一张/下一张. Renders nothing for an empty list.
 */
export function PhotoThumbs({ urls, label = '图片', size = 64, start = 1 }: PhotoThumbsProps) {
  const [open, setOpen] = useState<number | null>(null)
  if (urls.length === 0) return null
  const current = open === null ? null : Math.min(open, urls.length - 1)
  return (
    <>
      <ul className="mf-photo-thumbs" aria-label={label}>
        {urls.map((url, index) => (
          <li key={`${url}-${index}`}>
            <button
              type="button"
              className="mf-photo-thumbs__button"
              aria-label={`查看${label} ${start + index}`}
              onClick={() => setOpen(index)}
              style={{ width: size, height: size }}
            >
              <img src={url} alt="" loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
      <Modal
        open={current !== null}
        title={`${label} ${(current ?? 0) + 1}/${urls.length}`}
        width={720}
        height="auto"
        maskClosable
        onClose={() => setOpen(null)}
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
                  onClick={() => setOpen(current - 1)}
                >
                  上一张
                </button>
                <button
                  type="button"
                  className="mf-photo-viewer__step"
                  disabled={current === urls.length - 1}
                  onClick={() => setOpen(current + 1)}
                >
                  下一张
                </button>
              </div>
            )}
          </div>
        )}
      </Modal>
    </>
  )
}
