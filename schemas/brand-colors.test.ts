import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { PRICE_COLOR, THEME_COLOR } from './brand-colors.ts'

/** The stylesheets read the brand colours from the design tokens; code that cannot (canvas, defaults) from brand-colors.ts. */
describe('brand colours', () => {
  it('are the design tokens of the stylesheets', () => {
    const tokens = readFileSync(new URL('../runtime/styles/tokens.css', import.meta.url), 'utf8')
    const token = (name: string) => new RegExp(`--${name}:\\s*(#[0-9a-f]{6});`, 'i').exec(tokens)?.[1]?.toUpperCase()
    expect(token('mf-theme')).toBe(THEME_COLOR)
    expect(token('mf-price')).toBe(PRICE_COLOR)
  })
})
