/**
 * Rules of the birthday picker (spec 5 "Date picker", spec 9 "Date picker span 100 years"): years
 * from this year back over 100 years, months 1-12, days by the month's length; a day the new
 * month lacks is cleared; the value is YYYY-MM-DD, or '' until all three parts are chosen.
 */

/** The picker's three parts as chosen; '' where nothing is chosen yet. */
export interface BirthdayParts {
  year: string
  month: string
  day: string
}

export const BIRTHDAY_SPAN_YEARS = 100

export const EMPTY_BIRTHDAY: BirthdayParts = { year: '', month: '', day: '' }

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const CHINA_OFFSET_MS = 8 * 3600 * 1000

/** Today in China (UTC+8, no daylight saving) as YYYY-MM-DD, the same on server and browser. */
export function chinaToday(now: number = Date.now()): string {
  return new Date(now + CHINA_OFFSET_MS).toISOString().slice(0, 10)
}

/** This year first, then back: 100 years in all. */
export function birthdayYears(today: string = chinaToday()): number[] {
  const thisYear = Number(today.slice(0, 4))
  return Array.from({ length: BIRTHDAY_SPAN_YEARS }, (_, i) => thisYear - i)
}

export const BIRTHDAY_MONTHS: readonly number[] = Array.from({ length: 12 }, (_, i) => i + 1)

/** 28-31; without a year February counts 29 days, so 29 February can be picked before the year. */
export function daysInMonth(year: string, month: string): number {
  if (!month) return 31
  const y = year ? Number(year) : 2000
  return new Date(Date.UTC(y, Number(month), 0)).getUTCDate()
}

export function birthdayDays(parts: BirthdayParts): number[] {
  return Array.from({ length: daysInMonth(parts.year, parts.month) }, (_, i) => i + 1)
}

/** Applies a change of one part; a day past the new month's end resets to unchosen. */
export function changeBirthday(parts: BirthdayParts, patch: Partial<BirthdayParts>): BirthdayParts {
  const next = { ...parts, ...patch }
  if (next.day && Number(next.day) > daysInMonth(next.year, next.month)) next.day = ''
  return next
}

const pad = (value: string) => value.padStart(2, '0')

/** YYYY-MM-DD, or '' while any part is missing. */
export function formatBirthday(parts: BirthdayParts): string {
  if (!parts.year || !parts.month || !parts.day) return ''
  return `${parts.year}-${pad(parts.month)}-${pad(parts.day)}`
}

/** Some parts chosen, but not all: nothing can be saved yet. */
export function isPartialBirthday(parts: BirthdayParts): boolean {
  const chosen = [parts.year, parts.month, parts.day].filter(Boolean).length
  return chosen > 0 && chosen < 3
}

/** The stored YYYY-MM-DD as picker parts (unpadded, as the options' values); anything else is empty. */
export function parseBirthday(value: string | null | undefined): BirthdayParts {
  const match = DATE.exec(value ?? '')
  if (!match) return EMPTY_BIRTHDAY
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number]
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(String(year), String(month))) return EMPTY_BIRTHDAY
  return { year: String(year), month: String(month), day: String(day) }
}
