import { describe, expect, it } from 'vitest'
import { CAPTCHA_ALPHABET, GLYPHS } from './glyphs.ts'
import {
  CAPTCHA_HEIGHT,
  CAPTCHA_LENGTH,
  CAPTCHA_WIDTH,
  pngDataUrl,
  randomCaptchaText,
  renderCaptchaPng,
} from './image.ts'

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

describe('captcha text', () => {
  it('is 4 characters from the unambiguous alphabet', () => {
    for (let i = 0; i < 200; i++) {
      const text = randomCaptchaText()
      expect(text).toHaveLength(CAPTCHA_LENGTH)
      for (const char of text) expect(CAPTCHA_ALPHABET).toContain(char)
    }
  })

  it('leaves out characters that read two ways', () => {
    for (const char of 'ILOSB0126') expect(CAPTCHA_ALPHABET).not.toContain(char)
  })
})

describe('captcha image', () => {
  it('is a 120 × 40 PNG', () => {
    const png = renderCaptchaPng('K7WM')
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true)
    expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR')
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([CAPTCHA_WIDTH, CAPTCHA_HEIGHT])
  })

  it('renders every character of the alphabet', () => {
    for (const char of CAPTCHA_ALPHABET) {
      expect(GLYPHS[char]).toBeDefined()
      expect(renderCaptchaPng(char.repeat(4)).subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true)
    }
  })

  it('is served as a base64 PNG data URL', () => {
    const png = renderCaptchaPng('ACDE')
    const url = pngDataUrl(png)
    expect(url.startsWith('data:image/png;base64,')).toBe(true)
    expect(Buffer.from(url.split(',')[1], 'base64').equals(png)).toBe(true)
  })
})
