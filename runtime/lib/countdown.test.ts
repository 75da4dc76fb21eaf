import { describe, expect, it } from 'vitest'
import { splitCountdown } from './countdown.ts'

describe('splitCountdown', () => {
  it.each([
    [0, { days: 0, hours: 0, minutes: 0, seconds: 0 }],
    [59, { days: 0, hours: 0, minutes: 0, seconds: 59 }],
    [3_661, { days: 0, hours: 1, minutes: 1, seconds: 1 }],
    [86_400 * 2 + 3_600 * 5 + 60 * 7 + 9, { days: 2, hours: 5, minutes: 7, seconds: 9 }],
    [90.9, { days: 0, hours: 0, minutes: 1, seconds: 30 }],
    [-5, { days: 0, hours: 0, minutes: 0, seconds: 0 }],
  ])('%s seconds', (seconds, expected) => {
    expect(splitCountdown(seconds)).toEqual(expected)
  })
})
