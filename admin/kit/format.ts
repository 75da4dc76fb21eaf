import { formatPrice } from '../../schemas/money.ts'

const pad = (n: number) => String(n).padStart(2, '0')

/** '2026-11-28 14:05' for Unix seconds; '—' for none. */
export function formatTime(seconds: number | null | undefined): string {
  if (!seconds) return '—'
  const date = new Date(seconds * 1000)
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/** '¥1,234.50' for cents. */
export const money = (cents: number) => formatPrice(cents)

/** Unix seconds of the start of a 'YYYY-MM-DD' day (local time), or undefined for ''. */
export function dayStart(day: string): number | undefined {
  return day ? Math.floor(new Date(`${day}T00:00:00`).getTime() / 1000) : undefined
}

/** Unix seconds of the last second of a 'YYYY-MM-DD' day (local time), or undefined for ''. */
export function dayEnd(day: string): number | undefined {
  const start = dayStart(day)
  return start === undefined ? undefined : start + 86_399
}
