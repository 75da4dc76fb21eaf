/**
 * The page numbers a pager shows: at most `max` consecutive pages around `current`,
 * sliding so the window never runs past the first or last page (spec 4: at most 3 buttons).
 * `current` outside 1..pageCount is clamped first.
 */
export function pageWindow(current: number, pageCount: number, max = 3): number[] {
  const count = Math.max(0, Math.floor(pageCount))
  const size = Math.min(Math.max(1, Math.floor(max)), count)
  if (size === 0) return []
  const page = clampPage(current, count)
  const start = Math.min(Math.max(1, page - Math.floor((size - 1) / 2)), count - size + 1)
  return Array.from({ length: size }, (_, i) => start + i)
}

/** A page number forced into 1..pageCount (1 when there are no pages). */
export function clampPage(page: number, pageCount: number): number {
  const whole = Number.isFinite(page) ? Math.floor(page) : 1
  return Math.min(Math.max(1, whole), Math.max(1, pageCount))
}

/** How many pages `total` rows fill at `pageSize` per page. */
export function pageCountOf(total: number, pageSize: number): number {
  if (!(total > 0) || !(pageSize > 0)) return 0
  return Math.ceil(total / pageSize)
}
