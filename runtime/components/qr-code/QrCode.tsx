import { useMemo } from 'react'
import QRCode from 'qrcode'

/** Quiet zone around the symbol, in modules, as the QR standard asks for. */
const MARGIN = 4

export interface QrCodeProps {
  text: string
  /** Rendered width and height in px. */
  size: number
  label: string
}

/**
 * A QR code drawn as one SVG path. It is computed synchronously from the text, so the server and
 * the hydrating browser produce the same markup.
 */
export function QrCode({ text, size, label }: QrCodeProps) {
  const { width, path } = useMemo(() => {
    const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' })
    let d = ''
    for (let y = 0; y < modules.size; y++) {
      for (let x = 0; x < modules.size; x++) {
        if (modules.data[y * modules.size + x]) d += `M${x + MARGIN} ${y + MARGIN}h1v1h-1z`
      }
    }
    return { width: modules.size + MARGIN * 2, path: d }
  }, [text])

  return (
    <svg
      viewBox={`0 0 ${width} ${width}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      role="img"
      aria-label={label}
    >
      <rect width={width} height={width} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  )
}
