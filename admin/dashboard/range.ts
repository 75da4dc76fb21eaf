import {
  DASHBOARD_RANGES,
  DEFAULT_STOCK_THRESHOLD,
  type DashboardRange,
  type DashboardView,
} from '../../schemas/api/admin/dashboard.ts'
import { chinaClock } from '../../schemas/time.ts'

/** The range in the address, or 今日 for anything else. */
export function rangeFrom(text: string): DashboardRange {
  return DASHBOARD_RANGES.find((range) => range.value === text)?.value ?? 'today'
}

/** The threshold in the address, or the default for anything that is not a whole number in bounds. */
export function thresholdFrom(text: string): number {
  const value = Number(text)
  return text !== '' && Number.isInteger(value) && value >= 1 && value <= 100_000 ? value : DEFAULT_STOCK_THRESHOLD
}

/** What the change compares with: 昨日, 前7天, 前30天. */
export const previousLabel = (range: DashboardRange) => (range === 'today' ? '昨日' : `前${range === '7d' ? 7 : 30}天`)

/** '2026-11-20' or '2026-11-14 至 2026-11-20', China dates. */
export function periodText(view: Pick<DashboardView, 'from' | 'to'>): string {
  const first = chinaClock(view.from).date
  const last = chinaClock(view.to - 1).date
  return first === last ? first : `${first} 至 ${last}`
}
