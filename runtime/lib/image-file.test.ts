// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { IMAGE_SIZE_MESSAGE, IMAGE_TYPE_MESSAGE, MAX_IMAGE_BYTES } from '../../schemas/image-limits.ts'
import { checkImageFile, imageTypeOf } from './image-file.ts'

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const JPEG = [0xff, 0xd8, 0xff, 0xe0]

describe('image check by bytes', () => {
  it('recognises PNG and JPEG signatures only', () => {
    expect(imageTypeOf(new Uint8Array(PNG))).toBe('png')
    expect(imageTypeOf(new Uint8Array(JPEG))).toBe('jpg')
    expect(imageTypeOf(new Uint8Array([0x47, 0x49, 0x46, 0x38]))).toBeNull()
    expect(imageTypeOf(new Uint8Array([0x89, 0x50]))).toBeNull()
  })

  it('refuses a text file named .png and accepts a PNG named .jpg', async () => {
    expect(await checkImageFile(new File(['hello, not an image'], 'photo.png', { type: 'image/png' }))).toBe(
      IMAGE_TYPE_MESSAGE,
    )
    expect(await checkImageFile(new File([new Uint8Array(PNG)], 'photo.jpg', { type: 'image/jpeg' }))).toBeNull()
    expect(await checkImageFile(new File([new Uint8Array(JPEG)], 'photo.txt'))).toBeNull()
  })

  it('refuses a file over the size limit', async () => {
    const big = new Uint8Array(MAX_IMAGE_BYTES + 1)
    big.set(PNG)
    expect(await checkImageFile(new File([big], 'big.png'))).toBe(IMAGE_SIZE_MESSAGE)
  })
})
