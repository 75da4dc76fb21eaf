import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { formatAmount, formatFold, formatPoints, formatPrice } from './money.ts'

describe('formatPrice', () => {
  it.each([
    [123450, '¥1,234.50'],
    [0, '¥0.00'],
    [1, '¥0.01'],
    [99, '¥0.99'],
    [100, '¥1.00'],
    [100000, '¥1,000.00'],
    [123456789, '¥1,234,567.89'],
    [-500, '-¥5.00'],
    ['2990', '¥29.90'],
    [12.6, '¥0.13'],
    [null, '-'],
    [undefined, '-'],
    [Number.NaN, '-'],
    [Number.POSITIVE_INFINITY, '-'],
    ['abc', '-'],
    ['', '-'],
  ])('%s -> %s', (cents, expected) => {
    expect(formatPrice(cents)).toBe(expected)
  })

  it('round-trips every whole number of cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        const text = formatPrice(cents)
        expect(text).toMatch(/^-?¥\d{1,3}(,\d{3})*\.\d{2}$/)
        const [yuan, fen] = text.replace(/[¥,-]/g, '').split('.')
        const magnitude = Number(yuan) * 100 + Number(fen)
        expect(cents < 0 ? -magnitude : magnitude).toBe(cents)
      }),
    )
  })
})

/** Each formatter's table: the value, and the text it is shown as. */
function formats<T>(name: string, format: (value: T) => string, table: [T, string][]) {
  describe(name, () => {
    it.each(table)('%s -> %s', (value, expected) => {
      expect(format(value)).toBe(expected)
    })
  })
}

formats('formatAmount', formatAmount, [
  [123450, '1,234.50'],
  [5, '0.05'],
  [null, '-'],
])

formats('formatPoints', formatPoints, [
  [1200, '1,200积分'],
  [0, '0积分'],
  [999, '999积分'],
  [1234567, '1,234,567积分'],
  [undefined, '-'],
])

formats('formatFold', formatFold, [
  [20, '8折'],
  [15, '8.5折'],
  [33, '6.7折'],
  [0, '10折'],
  [95, '0.5折'],
  [null, '-'],
])
