import { describe, expect, it } from 'vitest'
import { formatDate, formatDateTime, splitCountdown, toDate } from './date.ts'

// 2024-03-05 08:09:10 in China is 00:09:10 UTC.
const SECONDS = 1709597350
const MILLISECONDS = SECONDS * 1000

describe('toDate', () => {
  it.each([
    ['10-digit seconds', SECONDS],
    ['10-digit seconds as text', String(SECONDS)],
    ['milliseconds', MILLISECONDS],
    ['milliseconds as text', String(MILLISECONDS)],
    ['an ISO string with zone', '2024-03-05T00:09:10Z'],
    ['a string with an offset', '2024-03-05T08:09:10+08:00'],
    ['a China wall-clock string', '2024-03-05 08:09:10'],
    ['a Date', new Date(MILLISECONDS)],
  ])('reads %s', (_label, input) => {
    expect(toDate(input)?.getTime()).toBe(MILLISECONDS)
  })

  it.each([[null], [undefined], [''], ['not a date'], [Number.NaN], [new Date('x')]])('gives null for %s', (input) => {
    expect(toDate(input)).toBeNull()
  })
})

describe('formatting', () => {
  it('shows China time whatever the machine zone', () => {
    expect(formatDate(SECONDS)).toBe('2024-03-05')
    expect(formatDateTime(SECONDS)).toBe('2024-03-05 08:09:10')
    expect(formatDateTime(MILLISECONDS)).toBe('2024-03-05 08:09:10')
  })

  it('crosses midnight in China before it does in UTC', () => {
    // 2024-03-04 16:30:00 UTC is already the 5th in China.
    expect(formatDate('2024-03-04T16:30:00Z')).toBe('2024-03-05')
  })

  it('gives an empty string for a missing date', () => {
    expect(formatDate(null)).toBe('')
    expect(formatDateTime('garbage')).toBe('')
  })
})

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
