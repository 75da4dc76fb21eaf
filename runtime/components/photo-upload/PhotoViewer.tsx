import { lazy, Suspense, useState } from 'react'
import './photo-upload.css'

/** The larger photo's dialog loads with its code on the first thumbnail opened. */
const PhotoDialog = lazy(() => import('./PhotoDialog.tsx').then((module) => ({ default: module.PhotoDialog })))

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
  // Once opened the dialog stays mounted, so closing it returns focus as the dialog always does.
  const [dialogWanted, setDialogWanted] = useState(false)
  if (open !== null && !dialogWanted) setDialogWanted(true)
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
      {dialogWanted && (
        <Suspense fallback={null}>
          <PhotoDialog urls={urls} label={label} current={current} onShow={setOpen} />
        </Suspense>
      )}
    </>
  )
}
