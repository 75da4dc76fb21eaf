import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  MUTED_TEXT_COLOR,
  ON_THEME_COLOR,
  PRICE_COLOR,
  PRICE_TEXT_COLOR,
  TEXT_SURFACES,
  THEME_COLOR,
  THEME_TEXT_COLOR,
  themeVariables,
} from './brand-colors.ts'
import { contrastRatio } from './contrast.ts'

const tokens = readFileSync(new URL('../runtime/styles/tokens.css', import.meta.url), 'utf8')
const token = (name: string) => new RegExp(`--${name}:\\s*(#[0-9a-f]{3,6});`, 'i').exec(tokens)?.[1]?.toUpperCase()

/** The stylesheets read the brand colours from the design tokens; code that cannot (canvas, defaults) from brand-colors.ts. */
describe('brand colours', () => {
  it('are the design tokens of the stylesheets', () => {
    expect(token('mf-theme')).toBe(THEME_COLOR)
    expect(token('mf-price')).toBe(PRICE_COLOR)
    expect(token('mf-theme-text')).toBe(THEME_TEXT_COLOR)
    expect(token('mf-price-text')).toBe(PRICE_TEXT_COLOR)
    expect(token('mf-price-fill')).toBe(PRICE_TEXT_COLOR)
    expect(token('mf-on-theme')).toBe(ON_THEME_COLOR)
    expect(token('mf-text-muted')).toBe(MUTED_TEXT_COLOR)
  })

  it('give small text at least 4.5:1 on every light surface, in the brand hues', () => {
    for (const surface of TEXT_SURFACES) {
      for (const text of [THEME_TEXT_COLOR, PRICE_TEXT_COLOR, MUTED_TEXT_COLOR])
        expect(contrastRatio(text, surface)).toBeGreaterThanOrEqual(4.5)
    }
    expect(contrastRatio(ON_THEME_COLOR, THEME_COLOR)).toBeGreaterThanOrEqual(4.5)
    expect(contrastRatio('#FFFFFF', PRICE_TEXT_COLOR)).toBeGreaterThanOrEqual(4.5)
    expect(THEME_TEXT_COLOR).toMatch(/^#[0-9A-F]{6}$/)
  })

  it('keep the fills: the brand colours reach 3:1 on white for large figures only', () => {
    expect(contrastRatio(PRICE_COLOR, '#FFFFFF')).toBeGreaterThanOrEqual(3)
    expect(contrastRatio(PRICE_COLOR, '#FFFFFF')).toBeLessThan(4.5)
    expect(contrastRatio(THEME_COLOR, '#FFFFFF')).toBeLessThan(3)
  })

  it('derive the text shades of a page theme colour', () => {
    expect(themeVariables(THEME_COLOR)).toEqual({
      '--mf-theme': THEME_COLOR,
      '--mf-theme-text': THEME_TEXT_COLOR,
      '--mf-on-theme': ON_THEME_COLOR,
    })
    const festive = themeVariables('#C81623')
    expect(festive['--mf-on-theme']).toBe('#FFFFFF')
    expect(contrastRatio(festive['--mf-theme-text'], '#F5F5F5')).toBeGreaterThanOrEqual(4.5)
    const pale = themeVariables('#FFE9B0')
    expect(contrastRatio(pale['--mf-theme-text'], '#FFFFFF')).toBeGreaterThanOrEqual(4.5)
    expect(contrastRatio(pale['--mf-on-theme'], '#FFE9B0')).toBeGreaterThanOrEqual(4.5)
    expect(themeVariables('rgb(1, 2, 3)')).toEqual({ '--mf-theme': 'rgb(1, 2, 3)' })
  })
})
