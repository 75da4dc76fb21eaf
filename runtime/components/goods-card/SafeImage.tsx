import { useEffect, useRef, useState } from 'react'
import './safe-image.css'

export interface SafeImageProps {
  src: string | undefined
  alt: string
  width: number
  height: number
  className?: string
  /** Above-the-fold images load eagerly; the rest wait until they scroll near. */
  eager?: boolean
}

/**
 * An image that falls back to a neutral placeholder when the address is missing or broken,
 * including a failure that happened before hydration attached the error handler.
 */
export function SafeImage({ src, alt, width, height, className, eager = false }: SafeImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | undefined>()
  const ref = useRef<HTMLImageElement>(null)

  useEffect(() => {
    const img = ref.current
    if (img && img.complete && img.naturalWidth === 0) setFailedSrc(src)
  }, [src])

  const classes = `mf-safe-image${className ? ` ${className}` : ''}`
  if (!src || failedSrc === src) {
    return (
      <span className={`${classes} mf-safe-image--empty`} {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}>
        <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
          <path
            d="M8 10h32a2 2 0 0 1 2 2v24a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V12a2 2 0 0 1 2-2Zm2 24h28l-9-12-7 9-5-6-7 9Zm7-15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z"
            fill="currentColor"
          />
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
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailedSrc(src)}
    />
  )
}
