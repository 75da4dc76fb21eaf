import { useEffect, useRef, useState } from 'react'
import { PLACEHOLDER_ICON_PATH } from './image-placeholder.ts'
import './safe-image.css'

export interface SafeImageProps {
  src: string | undefined
  alt: string
  width: number
  height: number
  className?: string
  /** Above-the-fold images load eagerly; the rest wait until they scroll near. */
  eager?: boolean
  /**
   * The page's main image (its banner, the item's photo): loaded eagerly and first, and the server
   * preloads it from the document's head (runtime/entry-server.tsx) so it is asked for before the
   * stylesheets and scripts.
   */
  priority?: boolean
}

/**
 * An image that falls back to a neutral placeholder when the address is missing or broken,
 * including a failure that happened before hydration attached the error handler.
 */
export function SafeImage({ src, alt, width, height, className, eager = false, priority = false }: SafeImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | undefined>()
  const ref = useRef<HTMLImageElement>(null)

  useEffect(() => {
    const img = ref.current
    if (img?.complete && img.naturalWidth === 0) setFailedSrc(src)
  }, [src])

  const classes = `mf-safe-image${className ? ` ${className}` : ''}`
  if (!src || failedSrc === src) {
    return (
      <span
        className={`${classes} mf-safe-image--empty`}
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      >
        <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
          <path d={PLACEHOLDER_ICON_PATH} fill="currentColor" />
        </svg>
      </span>
    )
  }
  return (
    <img
      ref={ref}
      className={classes}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      // A lazy image is decoded as it arrives, after the first paint: only an eager one needs the hint.
      decoding={eager || priority ? 'async' : undefined}
      onError={() => setFailedSrc(src)}
    />
  )
}
