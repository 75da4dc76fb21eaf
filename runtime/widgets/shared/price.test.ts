import { describe, expect, it } from 'vitest'
import { formatPriceFixed } from './price.ts'

describe('formatPriceFixed', () => {
  it('rounds cents to the decimals, clamps out-of-range decimals and shows - when invalid', () => {
    expect(formatPriceFixed(149, 0)).toBe('¥1')
    expect(formatPriceFixed(150, 0)).toBe('¥2')
    expect(formatPriceFixed(155, 1)).toBe('¥1.6')
    expect(formatPriceFixed(155, 5)).toBe('¥1.55')
    expect(formatPriceFixed(155, -1)).toBe('¥2')
    expect(formatPriceFixed(undefined, 1)).toBe('-')
  })
})
