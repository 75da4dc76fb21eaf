import { describe, expect, it } from 'vitest'
import { contrastRatio, luminance, textOnFill, textShade } from './contrast.ts'
import { THEME_COLOR } from './brand-colors.ts'

describe('contrast', () => {
  it('computes WCAG ratios', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#fff', '#fff')).toBe(1)
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2)
    expect(contrastRatio(THEME_COLOR, '#FFFFFF')).toBeCloseTo(2.86, 2)
    expect(luminance('#ffffff')).toBe(1)
  })

  it('darkens a hue only as far as the ratio needs', () => {
    expect(textShade('#333333', ['#FFFFFF'])).toBe('#333333')
    const shade = textShade('#999999', ['#FFFFFF'])
    expect(contrastRatio(shade, '#FFFFFF')).toBeGreaterThanOrEqual(4.5)
    expect(contrastRatio(shade, '#FFFFFF')).toBeLessThan(4.8)
  })

  it('picks white on dark fills and a deep shade of the hue on light ones', () => {
    expect(textOnFill('#333333')).toBe('#FFFFFF')
    const onBlue = textOnFill(THEME_COLOR)
    expect(contrastRatio(onBlue, THEME_COLOR)).toBeGreaterThanOrEqual(4.5)
    expect(onBlue).not.toBe('#000000')
  })

  it('refuses what is not a hex colour', () => {
    expect(() => luminance('red')).toThrow()
  })
})
