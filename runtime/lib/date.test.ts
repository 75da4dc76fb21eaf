import { describe, expect, it } from 'vitest'
import { formatDate, formatDateTime, toDate } from './date.ts'

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
    ['a China wall-clock string with a T and slashes', '2024/03/05T08:09:10'],
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

  it('reads a China date without a time as its midnight', () => {
    expect(formatDateTime('2024-03-05')).toBe('2024-03-05 00:00:00')
  })
})
