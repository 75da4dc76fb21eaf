import { fail } from '../../lib/errors.ts'
import { CHINA_UTC_OFFSET_SECONDS } from '../../../schemas/time.ts'
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** Unix seconds of 00:00 China time on a 'YYYY-MM-DD' day; a malformed or impossible day is refused. */
export function chinaDateStart(day: string): number {
  const match = DAY.exec(day.trim())
  if (!match) throw fail('ORDER_DATE_INVALID')
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const utc = Date.UTC(year, month - 1, date)
  const check = new Date(utc)
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date)
    throw fail('ORDER_DATE_INVALID')
  return utc / 1000 - CHINA_UTC_OFFSET_SECONDS
}

/** 'YYYYMMDD-HHmm' of Unix seconds in China time (the export file's name). */
export function chinaStamp(seconds: number): string {
  const date = new Date((seconds + CHINA_UTC_OFFSET_SECONDS) * 1000)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}-${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}`
}

/** 'YYYY-MM-DD HH:mm' of Unix seconds in China time, '' for none (the export's cells). */
export function chinaTime(seconds: number | null | undefined): string {
  if (!seconds) return ''
  const stamp = chinaStamp(seconds)
  return `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)} ${stamp.slice(9, 11)}:${stamp.slice(11, 13)}`
}
