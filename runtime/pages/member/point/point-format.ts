/** Points with thousands separators: 5000 is '5,000'. */
export function formatPointCount(points: number): string {
  return Number.isFinite(points) ? Math.round(points).toLocaleString('en-US') : '-'
}

/** A ledger change with its sign: '+1,500', '−500' (a true minus sign, as a ledger prints it). */
export function formatPointDelta(delta: number): string {
  if (!Number.isFinite(delta)) return '-'
  const size = formatPointCount(Math.abs(delta))
  return delta < 0 ? `\u2212${size}` : `+${size}`
}

/** What 100 积分抵 1 元 makes of a balance, in cents. */
export function pointsWorthCents(points: number, pointsPerYuan: number): number {
  return pointsPerYuan > 0 ? Math.floor((points * 100) / pointsPerYuan) : 0
}
