import { describe, expect, it } from 'vitest'
import { makeJpeg, makePng } from '../designer-api/test-images.ts'
import { MAX_IMAGE_PIXELS, imageInfo, sniffImageType, withinPixelLimit } from './image-dimensions.ts'

/** A small PNG whose header declares another size (its pixels stay 1 × 1): how a decompression bomb looks. */
function pngDeclaring(width: number, height: number): Buffer {
  const png = Buffer.from(makePng(1, 1))
  png.writeUInt32BE(width, 16)
  png.writeUInt32BE(height, 20)
  return png
}

const gif = (width: number, height: number) => {
  const head = Buffer.alloc(13)
  head.write('GIF89a', 0, 'latin1')
  head.writeUInt16LE(width, 6)
  head.writeUInt16LE(height, 8)
  return Buffer.concat([head, Buffer.from(';', 'latin1')])
}

const riff = (chunk: string, data: Buffer) => {
  const head = Buffer.alloc(20)
  head.write('RIFF', 0, 'latin1')
  head.writeUInt32LE(12 + data.length, 4)
  head.write('WEBP', 8, 'latin1')
  head.write(chunk, 12, 'latin1')
  head.writeUInt32LE(data.length, 16)
  return Buffer.concat([head, data])
}

function webpLossy(width: number, height: number): Buffer {
  const data = Buffer.alloc(16)
  data.set([0x9d, 0x01, 0x2a], 3)
  data.writeUInt16LE(width, 6)
  data.writeUInt16LE(height, 8)
  return riff('VP8 ', data)
}

function webpLossless(width: number, height: number): Buffer {
  const data = Buffer.alloc(16)
  data[0] = 0x2f
  data.writeUInt32LE(((width - 1) | ((height - 1) << 14)) >>> 0, 1)
  return riff('VP8L', data)
}

function webpExtended(width: number, height: number): Buffer {
  const data = Buffer.alloc(16)
  data.writeUIntLE(width - 1, 4, 3)
  data.writeUIntLE(height - 1, 7, 3)
  return riff('VP8X', data)
}

describe('imageInfo', () => {
  it('reads a PNG’s size from its IHDR chunk', () => {
    expect(imageInfo(makePng(3, 2))).toEqual({ ok: true, type: 'png', width: 3, height: 2 })
    expect(imageInfo(makePng(1190, 1))).toEqual({ ok: true, type: 'png', width: 1190, height: 1 })
  })

  it('reads a JPEG’s size from its frame header, past APP0, comments, tables and fill bytes', () => {
    expect(imageInfo(makeJpeg(640, 480))).toEqual({ ok: true, type: 'jpg', width: 640, height: 480 })
    expect(imageInfo(makeJpeg(17, 1024, { progressive: true }))).toEqual({
      ok: true,
      type: 'jpg',
      width: 17,
      height: 1024,
    })
    const jpeg = makeJpeg(20, 10)
    const padded = Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xff]), jpeg.subarray(2)])
    expect(imageInfo(padded)).toEqual({ ok: true, type: 'jpg', width: 20, height: 10 })
  })

  it('reads GIF and the three kinds of WebP', () => {
    expect(imageInfo(gif(300, 200))).toEqual({ ok: true, type: 'gif', width: 300, height: 200 })
    expect(imageInfo(webpLossy(640, 360))).toEqual({ ok: true, type: 'webp', width: 640, height: 360 })
    expect(imageInfo(webpLossless(16383, 2))).toEqual({ ok: true, type: 'webp', width: 16383, height: 2 })
    expect(imageInfo(webpExtended(16_777_216, 3))).toEqual({ ok: true, type: 'webp', width: 16_777_216, height: 3 })
  })

  it('knows files by their bytes, not by what they claim', () => {
    expect(sniffImageType(Buffer.from('GIF89a......'))).toBe('gif')
    expect(sniffImageType(Buffer.from('RIFF....WAVEfmt '))).toBeNull()
    expect(imageInfo(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toEqual({ ok: false, reason: 'type' })
    expect(imageInfo(Buffer.from('not an image at all'))).toEqual({ ok: false, reason: 'type' })
    expect(imageInfo(Buffer.alloc(0))).toEqual({ ok: false, reason: 'type' })
  })

  it('refuses an image whose size cannot be read', () => {
    const png = makePng(4, 4)
    expect(imageInfo(png.subarray(0, 20))).toEqual({ ok: false, reason: 'undecodable' })
    expect(imageInfo(pngDeclaring(0, 4))).toEqual({ ok: false, reason: 'undecodable' })
    const jpeg = makeJpeg(8, 8)
    // Cut before the frame header: only SOI, APP0 and the comment remain.
    expect(imageInfo(jpeg.subarray(0, 30))).toEqual({ ok: false, reason: 'undecodable' })
    // A scan before any frame header.
    expect(imageInfo(Buffer.from([0xff, 0xd8, 0xff, 0xda, 0x00, 0x04, 0, 0, 0xff, 0xd9]))).toEqual({
      ok: false,
      reason: 'undecodable',
    })
    // Garbage where a marker should be.
    expect(imageInfo(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0, 0, 0x12, 0x34]))).toEqual({
      ok: false,
      reason: 'undecodable',
    })
    expect(imageInfo(gif(0, 10))).toEqual({ ok: false, reason: 'undecodable' })
    expect(imageInfo(riff('VP8 ', Buffer.alloc(16)))).toEqual({ ok: false, reason: 'undecodable' })
    expect(imageInfo(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toEqual({ ok: false, reason: 'undecodable' })
  })
})

describe('the pixel limit', () => {
  it('is 40 megapixels of declared size, whatever the file weighs', () => {
    expect(MAX_IMAGE_PIXELS).toBe(40_000_000)
    expect(withinPixelLimit({ width: 8000, height: 5000 })).toBe(true)
    expect(withinPixelLimit({ width: 8000, height: 5001 })).toBe(false)
    const bomb = imageInfo(pngDeclaring(65_535, 65_535))
    expect(bomb).toEqual({ ok: true, type: 'png', width: 65_535, height: 65_535 })
    expect(bomb.ok && withinPixelLimit(bomb)).toBe(false)
    const wide = imageInfo(pngDeclaring(2 ** 31, 1))
    expect(wide.ok && withinPixelLimit(wide)).toBe(false)
  })
})
