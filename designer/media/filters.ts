import type { MediaQuery, MediaSize } from '../../schemas/api/media.ts'

/** What the library's filter bar holds: dates as the date inputs give them (YYYY-MM-DD, local). */
export interface MediaFilter {
  keywords: string
  size: MediaSize | ''
  tag: string
  from: string
  to: string
}

export const NO_FILTER: MediaFilter = { keywords: '', size: '', tag: '', from: '', to: '' }

/** Local midnight of a YYYY-MM-DD date, in Unix seconds; undefined for an empty or bad date. */
function dayStart(date: string, plusDays = 0): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  if (!match) return undefined
  const day = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + plusDays)
  return Math.floor(day.getTime() / 1000)
}

/** The query of a filter: from the start of 开始日期 to the end of 结束日期, both days included. */
export function mediaQuery(filter: MediaFilter): Omit<MediaQuery, 'page' | 'pageSize'> {
  return {
    keywords: filter.keywords || undefined,
    size: filter.size || undefined,
    tag: filter.tag || undefined,
    from: dayStart(filter.from),
    to: dayStart(filter.to, 1),
  }
}

/** 1.2 MB, 356 KB. */
export const fileSize = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`

/** 2026-11-29 (local). */
export function uploadDate(seconds: number): string {
  const at = new Date(seconds * 1000)
  const two = (n: number) => String(n).padStart(2, '0')
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}`
}
