import type { Footprint } from '../../../api/member.ts'
import { formatDate } from '../../../lib/date.ts'

const DAY = 24 * 3600

export interface FootprintDay {
  /** YYYY-MM-DD in China time. */
  date: string
  /** 今天, 昨天, or the date. */
  label: string
  items: Footprint[]
}

/**
 * Footprints grouped by the day they were viewed (China time), in the list's order (newest first).
 * `now` comes from the loader so the server and the browser name the days alike.
 */
export function groupByDay(list: readonly Footprint[], now: number): FootprintDay[] {
  const today = formatDate(now)
  const yesterday = formatDate(now - DAY)
  const days: FootprintDay[] = []
  for (const item of list) {
    const date = formatDate(item.viewed_at)
    let day = days[days.length - 1]
    if (!day || day.date !== date) {
      day = { date, label: date === today ? '今天' : date === yesterday ? '昨天' : date, items: [] }
      days.push(day)
    }
    day.items.push(item)
  }
  return days
}
