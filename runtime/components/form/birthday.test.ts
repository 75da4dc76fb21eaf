import { describe, expect, it } from 'vitest'
import {
  BIRTHDAY_MONTHS,
  birthdayDays,
  birthdayYears,
  changeBirthday,
  chinaToday,
  daysInMonth,
  formatBirthday,
  isPartialBirthday,
  parseBirthday,
} from './birthday.ts'

describe('the birthday picker rules (spec 5 "Date picker")', () => {
  it('offers this year and the 99 before it, newest first', () => {
    const years = birthdayYears('2026-03-15')
    expect(years).toHaveLength(100)
    expect(years[0]).toBe(2026)
    expect(years.at(-1)).toBe(1927)
  })

  it('offers the months 1 to 12', () => {
    expect(BIRTHDAY_MONTHS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
  })

  it('offers as many days as the month has, leap years included', () => {
    expect(daysInMonth('2023', '2')).toBe(28)
    expect(daysInMonth('2024', '2')).toBe(29)
    expect(daysInMonth('1900', '2')).toBe(28)
    expect(daysInMonth('2000', '2')).toBe(29)
    expect(daysInMonth('2023', '4')).toBe(30)
    expect(daysInMonth('2023', '12')).toBe(31)
    expect(birthdayDays({ year: '2023', month: '11', day: '' })).toHaveLength(30)
    // Without a month every day up to 31 can be picked; without a year February allows the 29th.
    expect(daysInMonth('', '')).toBe(31)
    expect(daysInMonth('', '2')).toBe(29)
  })

  it('resets a day the newly chosen month does not have, and keeps one it does', () => {
    const jan31 = { year: '2023', month: '1', day: '31' }
    expect(changeBirthday(jan31, { month: '2' })).toEqual({ year: '2023', month: '2', day: '' })
    expect(changeBirthday(jan31, { month: '3' })).toEqual({ year: '2023', month: '3', day: '31' })
    const leapDay = { year: '2024', month: '2', day: '29' }
    expect(changeBirthday(leapDay, { year: '2023' }).day).toBe('')
    expect(changeBirthday(leapDay, { year: '2020' }).day).toBe('29')
  })

  it('writes YYYY-MM-DD, and nothing while a part is missing', () => {
    expect(formatBirthday({ year: '1990', month: '5', day: '8' })).toBe('1990-05-08')
    expect(formatBirthday({ year: '1990', month: '12', day: '' })).toBe('')
    expect(formatBirthday({ year: '', month: '', day: '' })).toBe('')
    expect(isPartialBirthday({ year: '1990', month: '', day: '' })).toBe(true)
    expect(isPartialBirthday({ year: '', month: '', day: '' })).toBe(false)
    expect(isPartialBirthday({ year: '1990', month: '1', day: '2' })).toBe(false)
  })

  it('reads the stored birthday back, and nothing from a broken one', () => {
    expect(parseBirthday('1990-05-08')).toEqual({ year: '1990', month: '5', day: '8' })
    expect(parseBirthday('')).toEqual({ year: '', month: '', day: '' })
    expect(parseBirthday('2023-02-30')).toEqual({ year: '', month: '', day: '' })
    expect(parseBirthday(null)).toEqual({ year: '', month: '', day: '' })
  })

  it('takes today in China time, whatever the machine’s zone', () => {
    // 2025-12-31 17:00 UTC is already 1 January 2026 in Beijing.
    expect(chinaToday(Date.UTC(2025, 11, 31, 17))).toBe('2026-01-01')
  })
})
