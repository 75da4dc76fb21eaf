import { useEffect, useState, type MouseEvent } from 'react'
import { SafeImage } from '../../../components/goods-card/SafeImage.tsx'

/** Spec 2.7: the lens is 168 px wide and the zoom pane magnifies it twice. */
export const ZOOM_WIDTH = 168
export const ZOOM_SCALE = 2
const IMAGE_SIZE = 420
const THUMBS_PER_VIEW = 4

export interface GalleryProps {
  pics: string[]
  /** The chosen variant's picture, shown while that variant is chosen. */
  variantImage?: string
  alt: string
}

/** The main picture with a hover zoom, and a 4-per-view thumbnail carousel with arrows. */
export function Gallery({ pics, variantImage, alt }: GalleryProps) {
  const [active, setActive] = useState(variantImage || pics[0] || '')
  const [first, setFirst] = useState(0)
  const [lens, setLens] = useState<{ x: number; y: number } | null>(null)

  useEffect(() => {
    if (variantImage) setActive(variantImage)
  }, [variantImage])

  function track(event: MouseEvent<HTMLDivElement>) {
    const box = event.currentTarget.getBoundingClientRect()
    const half = ZOOM_WIDTH / 2
    const x = Math.min(Math.max(event.clientX - box.left - half, 0), box.width - ZOOM_WIDTH)
    const y = Math.min(Math.max(event.clientY - box.top - half, 0), box.height - ZOOM_WIDTH)
    setLens({ x, y })
  }

  const lastFirst = Math.max(0, pics.length - THUMBS_PER_VIEW)
  const paneSize = ZOOM_WIDTH * ZOOM_SCALE
  return (
    <div className="mf-item-gallery">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the magnifier follows the pointer only; it adds nothing a keyboard user needs, the image is the same. */}
      <div className="mf-item-gallery__stage" onMouseMove={track} onMouseLeave={() => setLens(null)}>
        <SafeImage
          className="mf-item-gallery__image"
          src={active}
          alt={alt}
          width={IMAGE_SIZE}
          height={IMAGE_SIZE}
          priority
        />
        {lens && active && (
          <>
            <span
              className="mf-item-gallery__lens"
              style={{ width: ZOOM_WIDTH, height: ZOOM_WIDTH, left: lens.x, top: lens.y }}
              aria-hidden="true"
            />
            <span
              className="mf-item-gallery__zoom"
              aria-hidden="true"
              style={{
                width: paneSize,
                height: paneSize,
                backgroundImage: `url("${active}")`,
                backgroundSize: `${IMAGE_SIZE * ZOOM_SCALE}px ${IMAGE_SIZE * ZOOM_SCALE}px`,
                backgroundPosition: `-${lens.x * ZOOM_SCALE}px -${lens.y * ZOOM_SCALE}px`,
              }}
            />
          </>
        )}
      </div>
      <div className="mf-item-gallery__thumbs">
        <button
          type="button"
          className="mf-item-gallery__arrow"
          aria-label="上一张"
          disabled={first === 0}
          onClick={() => setFirst(first - 1)}
        >
          ‹
        </button>
        <ul className="mf-item-gallery__track">
          {pics.slice(first, first + THUMBS_PER_VIEW).map((pic, index) => (
            <li key={pic}>
              <button
                type="button"
                className={`mf-item-gallery__thumb${pic === active ? ' is-active' : ''}`}
                aria-label={`查看第${first + index + 1}张图片`}
                aria-pressed={pic === active}
                onMouseEnter={() => setActive(pic)}
                onClick={() => setActive(pic)}
              >
                <SafeImage src={pic} alt="" width={64} height={64} eager />
              </button>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="mf-item-gallery__arrow"
          aria-label="下一张"
          disabled={first >= lastFirst}
          onClick={() => setFirst(first + 1)}
        >
          ›
        </button>
      </div>
    </div>
  )
}
