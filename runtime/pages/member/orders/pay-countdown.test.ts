import { describe, expect, it } from 'vitest'
import { formatPayCountdown } from './pay-countdown.ts'

describe('formatPayCountdown', () => {
  it('shows minutes and seconds under an hour', () => {
    expect(formatPayCountdown(29 * 60 + 41)).toBe('29分41秒')
    expect(formatPayCountdown(65)).toBe('1分05秒')
  })

  it('adds hours, then days, padding the smaller units', () => {
    expect(formatPayCountdown(2 * 3600 + 5 * 60 + 9)).toBe('2小时05分09秒')
    expect(formatPayCountdown(86_400 + 2 * 3600 + 5 * 60 + 9)).toBe('1天02小时05分09秒')
    expect(formatPayCountdown(86_400)).toBe('1天00小时00分00秒')
  })

  it('shows only seconds in the last minute, and 00秒 once the deadline has passed', () => {
    expect(formatPayCountdown(9)).toBe('09秒')
    expect(formatPayCountdown(0)).toBe('00秒')
    expect(formatPayCountdown(-30)).toBe('00秒')
    expect(formatPayCountdown(Number.NaN)).toBe('00秒')
  })
})
