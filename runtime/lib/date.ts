import dayjs, { type Dayjs } from 'dayjs'
import utc from 'dayjs/plugin/utc.js'

dayjs.extend(utc)

/**
 * Dates are shown in China Standard Time whatever the machine's zone: the server renders the same
 * text the browser hydrates, and China has no daylight saving, so a fixed +08:00 offset is exact.
 */
const CHINA_OFFSET_MINUTES = 8 * 60

const HAS_ZONE = /(?:Z|[+-]\d{2}:?\d{2})$/i

export type Timestamp = number | string | Date | null | undefined

/** 10-digit timestamps are unix seconds (spec 9); longer ones are milliseconds. */
export function toDate(ts: Timestamp): Date | null {
  if (ts === null || ts === undefined || ts === '') return null
  if (ts instanceof Date) return Number.isNaN(ts.getTime()) ? null : ts
  if (typeof ts === 'number' || /^\d+$/.test(ts)) {
    const numeric = Number(ts)
    if (!Number.isFinite(numeric)) return null
    const ms = String(Math.trunc(Math.abs(numeric))).length === 10 ? numeric * 1000 : numeric
    return new Date(ms)
  }
  // A date string without a zone is China wall-clock time, not the machine's.
  const parsed = HAS_ZONE.test(ts) ? dayjs(ts) : dayjs.utc(ts).subtract(CHINA_OFFSET_MINUTES, 'minute')
  return parsed.isValid() ? parsed.toDate() : null
}

function inChina(ts: Timestamp): Dayjs | null {
  const date = toDate(ts)
  return date ? dayjs(date).utcOffset(CHINA_OFFSET_MINUTES) : null
}

/** 'YYYY-MM-DD', or '' when there is no valid date. */
export function formatDate(ts: Timestamp): string {
  return inChina(ts)?.format('YYYY-MM-DD') ?? ''
}

/** 'YYYY-MM-DD HH:mm:ss', or '' when there is no valid date. */
export function formatDateTime(ts: Timestamp): string {
  return inChina(ts)?.format('YYYY-MM-DD HH:mm:ss') ?? ''
}
