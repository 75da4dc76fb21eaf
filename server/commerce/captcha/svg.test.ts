import { describe, expect, it } from 'vitest'
import { CAPTCHA_ALPHABET, GLYPHS } from './glyphs.ts'
import { CAPTCHA_HEIGHT, CAPTCHA_LENGTH, CAPTCHA_WIDTH, randomCaptchaText, renderCaptchaSvg, svgDataUrl } from './svg.ts'

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
  it('draws every glyph as its own path, with noise, and never the answer as text', () => {
    const svg = renderCaptchaSvg('K7WM')
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true)
    expect(svg).not.toMatch(/<text|K7WM|font/i)
    expect(svg.match(/<circle /g)?.length).toBeGreaterThanOrEqual(20)
    // 4 glyphs plus 3 noise lines.
    expect(svg.match(/<path /g)).toHaveLength(7)
  })

  it('renders every character of the alphabet', () => {
    for (const char of CAPTCHA_ALPHABET) {
      expect(GLYPHS[char]).toBeDefined()
      expect(renderCaptchaSvg(char.repeat(4))).toContain('<path')
    }
  })

  it('never draws the same text the same way twice', () => {
    expect(renderCaptchaSvg('AAAA')).not.toBe(renderCaptchaSvg('AAAA'))
  })

  it('keeps every glyph point inside the image', () => {
    for (let round = 0; round < 300; round++) {
      const svg = renderCaptchaSvg(randomCaptchaText())
      const glyphPaths = [...svg.matchAll(/<path d="([^"]+)" fill="none" stroke="[^"]+" stroke-width="[^"]+" stroke-linecap/g)]
      expect(glyphPaths).toHaveLength(4)
      for (const [, d] of glyphPaths) {
        const numbers = d.split(/[ML ]/).filter(Boolean).map(Number)
        numbers.forEach((n, i) => {
          expect(n).toBeGreaterThanOrEqual(0)
          expect(n).toBeLessThanOrEqual(i % 2 === 0 ? CAPTCHA_WIDTH : CAPTCHA_HEIGHT)
        })
      }
    }
  })

  it('is served as a base64 SVG data URL', () => {
    const svg = renderCaptchaSvg('ACDE')
    const url = svgDataUrl(svg)
    expect(url.startsWith('data:image/svg+xml;base64,')).toBe(true)
    expect(Buffer.from(url.split(',')[1], 'base64').toString()).toBe(svg)
  })
})
