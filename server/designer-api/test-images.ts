import { deflateSync } from 'node:zlib'

/** Small real image files for tests, built byte by byte. */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** A valid RGB PNG of the given size, filled with one colour. */
export function makePng(width: number, height: number, rgb: [number, number, number] = [71, 158, 233]): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8 // bit depth
  header[9] = 2 // colour type: truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())])
  const pixels = Buffer.concat(Array.from({ length: height }, () => row))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

const segment = (marker: number, data: Buffer) => {
  const head = Buffer.alloc(4)
  head[0] = 0xff
  head[1] = marker
  head.writeUInt16BE(data.length + 2, 2)
  return Buffer.concat([head, data])
}

/**
 * The head of a JPEG as cameras and editors write it: SOI, a JFIF APP0, a comment, a quantisation
 * table, then the frame header (SOF0, or SOF2 for progressive) with the size, a Huffman table, and
 * a scan with a few bytes of data before EOI. The size parser only reads up to the frame header.
 */
export function makeJpeg(width: number, height: number, options: { progressive?: boolean } = {}): Buffer {
  const frame = Buffer.alloc(6 + 3 * 3)
  frame[0] = 8 // precision
  frame.writeUInt16BE(height, 1)
  frame.writeUInt16BE(width, 3)
  frame[5] = 3 // components
  for (let i = 0; i < 3; i++) frame.set([i + 1, 0x11, 0], 6 + i * 3)
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1')),
    segment(0xfe, Buffer.from('mallfront test', 'latin1')),
    segment(0xdb, Buffer.concat([Buffer.from([0]), Buffer.alloc(64, 1)])),
    segment(options.progressive ? 0xc2 : 0xc0, frame),
    segment(0xc4, Buffer.concat([Buffer.from([0]), Buffer.alloc(16), Buffer.alloc(0)])),
    segment(0xda, Buffer.from([1, 1, 0, 0, 0x3f, 0])),
    Buffer.from([0x12, 0x34, 0xff, 0x00, 0x56]),
    Buffer.from([0xff, 0xd9]),
  ])
}
