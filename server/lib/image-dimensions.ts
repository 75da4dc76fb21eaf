/**
 * What an image file really is, read from its bytes: PNG, JPEG, GIF or WebP, and its pixel size
 * as its header declares it. The name and the declared type are never trusted. Uploads accept
 * only PNG and JPEG (see receive.ts); the other two are read so that a refusal can say why.
 */

export type ImageFormat = 'png' | 'jpg' | 'gif' | 'webp'

export type ImageInfo =
  | { ok: true; type: ImageFormat; width: number; height: number }
  /** 'type': no image format known here; 'undecodable': starts like one but its size cannot be read. */
  | { ok: false; reason: 'type' | 'undecodable' }

/**
 * The most pixels (width × height) an uploaded image may declare: 40 megapixels, e.g. 8000 × 5000.
 * A browser holds a decoded image at 4 bytes a pixel, so this caps one photo at 160 MB of memory
 * in every shopper's browser that shows it, whatever the size of the file.
 */
export const MAX_IMAGE_PIXELS = 40_000_000

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const undecodable: ImageInfo = { ok: false, reason: 'undecodable' }

export function sniffImageType(bytes: Uint8Array): ImageFormat | null {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (buffer.length >= 8 && buffer.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png'
  if (buffer.length >= 3 && buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff) return 'jpg'
  const head = buffer.toString('latin1', 0, 6)
  if (head === 'GIF87a' || head === 'GIF89a') return 'gif'
  if (buffer.length >= 12 && buffer.toString('latin1', 0, 4) === 'RIFF' && buffer.toString('latin1', 8, 12) === 'WEBP')
    return 'webp'
  return null
}

const sized = (type: ImageFormat, width: number, height: number): ImageInfo =>
  width > 0 && height > 0 ? { ok: true, type, width, height } : undecodable

/** PNG: the IHDR chunk must come first, right after the signature (length 13, then width, height). */
function pngSize(bytes: Buffer): ImageInfo {
  if (bytes.length < 24 || bytes.readUInt32BE(8) !== 13 || bytes.toString('latin1', 12, 16) !== 'IHDR')
    return undecodable
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
    if (bytes[offset] !== 0xff) return undecodable
    // Any number of 0xFF fill bytes may precede a marker.
    while (offset < bytes.length && bytes[offset] === 0xff) offset++
    if (offset >= bytes.length) break
    const marker = bytes[offset++] as number
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
  return undecodable
}

/** GIF: the logical screen (width, height, little-endian) follows the six-byte signature. */
function gifSize(bytes: Buffer): ImageInfo {
  if (bytes.length < 10) return undecodable
  return sized('gif', bytes.readUInt16LE(6), bytes.readUInt16LE(8))
}

/**
 * WebP: the first chunk after `RIFF <size> WEBP` says which kind: VP8 (lossy: 14-bit sizes after
 * the frame tag and start code), VP8L (lossless: 14-bit sizes minus one, packed after a 0x2F
 * byte) or VP8X (extended: 24-bit canvas sizes minus one).
 */
function webpSize(bytes: Buffer): ImageInfo {
  if (bytes.length < 30) return undecodable
  const chunk = bytes.toString('latin1', 12, 16)
  if (chunk === 'VP8 ') {
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return undecodable
    return sized('webp', bytes.readUInt16LE(26) & 0x3fff, bytes.readUInt16LE(28) & 0x3fff)
  }
  if (chunk === 'VP8L') {
    if (bytes[20] !== 0x2f) return undecodable
    const bits = bytes.readUInt32LE(21)
    return sized('webp', (bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1)
  }
  if (chunk === 'VP8X') return sized('webp', bytes.readUIntLE(24, 3) + 1, bytes.readUIntLE(27, 3) + 1)
  return undecodable
}

const READERS: Record<ImageFormat, (bytes: Buffer) => ImageInfo> = {
  png: pngSize,
  jpg: jpegSize,
  gif: gifSize,
  webp: webpSize,
}

export function imageInfo(input: Uint8Array): ImageInfo {
  const bytes = Buffer.from(input.buffer, input.byteOffset, input.byteLength)
  const type = sniffImageType(bytes)
  return type ? READERS[type](bytes) : { ok: false, reason: 'type' }
}

/** Whether an image's declared size stays within MAX_IMAGE_PIXELS. */
export const withinPixelLimit = (image: { width: number; height: number }) =>
  image.width * image.height <= MAX_IMAGE_PIXELS
