/**
 * What an uploaded file really is, read from its bytes: PNG or baseline/progressive JPEG, and its
 * pixel size. The name and the declared type are never trusted; anything else is refused.
 */

export type ImageType = 'png' | 'jpg'

export type ImageInfo =
  | { ok: true; type: ImageType; width: number; height: number }
  /** 'type': not a PNG or JPEG at all; 'undecodable': starts like one but its size cannot be read. */
  | { ok: false; reason: 'type' | 'undecodable' }

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/** Browsers refuse larger images anyway; a bigger header value means a damaged or hostile file. */
const MAX_SIDE = 65_535

export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (bytes.length >= 8 && Buffer.from(bytes.subarray(0, 8)).equals(PNG_SIGNATURE)) return 'png'
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg'
  return null
}

const sized = (type: ImageType, width: number, height: number): ImageInfo =>
  width > 0 && height > 0 && width <= MAX_SIDE && height <= MAX_SIDE
    ? { ok: true, type, width, height }
    : { ok: false, reason: 'undecodable' }

/** PNG: the IHDR chunk must come first, right after the signature (length 13, then width, height). */
function pngSize(bytes: Buffer): ImageInfo {
  if (bytes.length < 24 || bytes.readUInt32BE(8) !== 13 || bytes.toString('latin1', 12, 16) !== 'IHDR')
    return { ok: false, reason: 'undecodable' }
  return sized('png', bytes.readUInt32BE(16), bytes.readUInt32BE(20))
}

/** Start-of-frame markers carry the size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but are not frames. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc

/**
 * JPEG: walks the marker segments after SOI until a start-of-frame (precision, height, width).
 * Reaching the scan data or the end first means the size cannot be known.
 */
function jpegSize(bytes: Buffer): ImageInfo {
  let offset = 2
  while (offset < bytes.length) {
    if (bytes[offset] !== 0xff) return { ok: false, reason: 'undecodable' }
    // Any number of 0xFF fill bytes may precede a marker.
    while (offset < bytes.length && bytes[offset] === 0xff) offset++
    if (offset >= bytes.length) break
    const marker = bytes[offset++]
    // Markers without a length: TEM and RST0–7.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue
    // End of image or start of scan before any frame header.
    if (marker === 0xd9 || marker === 0xda || offset + 2 > bytes.length) break
    const length = bytes.readUInt16BE(offset)
    if (length < 2) break
    if (isStartOfFrame(marker)) {
      if (length < 7 || offset + 7 > bytes.length) break
      return sized('jpg', bytes.readUInt16BE(offset + 5), bytes.readUInt16BE(offset + 3))
    }
    offset += length
  }
  return { ok: false, reason: 'undecodable' }
}

export function imageInfo(input: Uint8Array): ImageInfo {
  const bytes = Buffer.from(input.buffer, input.byteOffset, input.byteLength)
  const type = sniffImageType(bytes)
  if (type === 'png') return pngSize(bytes)
  if (type === 'jpg') return jpegSize(bytes)
  return { ok: false, reason: 'type' }
}
