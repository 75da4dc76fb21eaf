import { describe, expect, it } from 'vitest'
import { imageInfo, sniffImageType } from './image-dimensions.ts'
import { makeJpeg, makePng } from './test-images.ts'

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

  it('knows files by their bytes, not by what they claim', () => {
    expect(sniffImageType(Buffer.from('GIF89a......'))).toBeNull()
    expect(imageInfo(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toEqual({ ok: false, reason: 'type' })
    expect(imageInfo(Buffer.from('not an image at all'))).toEqual({ ok: false, reason: 'type' })
    expect(imageInfo(Buffer.alloc(0))).toEqual({ ok: false, reason: 'type' })
  })

  it('refuses a PNG or JPEG whose size cannot be read', () => {
    const png = makePng(4, 4)
    expect(imageInfo(png.subarray(0, 20))).toEqual({ ok: false, reason: 'undecodable' })
    const zeroWidth = Buffer.from(png)
    zeroWidth.writeUInt32BE(0, 16)
    expect(imageInfo(zeroWidth)).toEqual({ ok: false, reason: 'undecodable' })
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
  })
})
