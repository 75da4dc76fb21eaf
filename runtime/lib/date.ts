/**
 * Dates are shown in China Standard Time whatever the machine's zone: the server renders the same
 * text the browser hydrates, and China has no daylight saving, so a fixed +08:00 offset is exact.
 * Plain Date arithmetic, so no date library is downloaded with the pages that show dates.
 */
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000

const HAS_ZONE = /(?:Z|[+-]\d{2}:?\d{2})$/i
/** A wall-clock date and time without a zone: `2024-03-05`, `2024/03/05 08:09:10`, `2024-03-05T08:09:10.5`. */
const WALL_CLOCK = /^(\d{4})[-/]?(\d{1,2})?[-/]?(\d{0,2})[Tt\s]*(\d{1,2})?:?(\d{1,2})?:?(\d{1,2})?[.:]?(\d+)?$/

export type Timestamp = number | string | Date | null | undefined

const valid = (date: Date): Date | null => (Number.isNaN(date.getTime()) ? null : date)

/** A date string without a zone is China wall-clock time, not the machine's. */
function chinaWallClock(text: string): Date | null {
  const parts = WALL_CLOCK.exec(text)
  if (!parts) return null
  const [, year, month, day, hour, minute, second, fraction] = parts
  const ms = Number((fraction ?? '0').padEnd(3, '0').slice(0, 3))
  const utc = Date.UTC(
    Number(year),
    Number(month || 1) - 1,
    Number(day || 1),
    Number(hour || 0),
    Number(minute || 0),
    Number(second || 0),
    ms,
  )
  return valid(new Date(utc - CHINA_OFFSET_MS))
}

/** 10-digit timestamps are unix seconds (spec 9); longer ones are milliseconds. */
export function toDate(ts: Timestamp): Date | null {
  if (ts === null || ts === undefined || ts === '') return null
  if (ts instanceof Date) return valid(ts)
  if (typeof ts === 'number' || /^\d+$/.test(ts)) {
    const numeric = Number(ts)
    if (!Number.isFinite(numeric)) return null
    const ms = String(Math.trunc(Math.abs(numeric))).length === 10 ? numeric * 1000 : numeric
    return new Date(ms)
  }
  return HAS_ZONE.test(ts) ? valid(new Date(ts)) : chinaWallClock(ts)
}

const pad = (value: number) => String(value).padStart(2, '0')

/** The date's fields on a clock in China. */
function inChina(ts: Timestamp): Date | null {
  const date = toDate(ts)
  return date ? new Date(date.getTime() + CHINA_OFFSET_MS) : null
}

/** 'YYYY-MM-DD', or '' when there is no valid date. */
export function formatDate(ts: Timestamp): string {
  const china = inChina(ts)
  return china ? `${china.getUTCFullYear()}-${pad(china.getUTCMonth() + 1)}-${pad(china.getUTCDate())}` : ''
}

/** 'YYYY-MM-DD HH:mm:ss', or '' when there is no valid date. */
export function formatDateTime(ts: Timestamp): string {
  const china = inChina(ts)
  if (!china) return ''
  return `${formatDate(ts)} ${pad(china.getUTCHours())}:${pad(china.getUTCMinutes())}:${pad(china.getUTCSeconds())}`
}
