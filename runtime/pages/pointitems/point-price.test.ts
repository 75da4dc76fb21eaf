import { describe, expect, it } from 'vitest'
import { formatPointPrice } from './point-price.ts'

describe('formatPointPrice', () => {
  it('shows points only, or points plus the cash part', () => {
    expect(formatPointPrice(1200, 0)).toBe('1,200积分')
    expect(formatPointPrice(800, 1990)).toBe('800积分 + ¥19.90')
  })
})
