/**
 * The mall's points rule. Deduction: 100 积分 are worth 1 元 (1 point = 1 分) and points may pay
 * at most half of an order. Earning: 1 point per whole 元 paid, times the grade's multiplier.
 */
export const POINT_RULE = {
  /** Points worth one yuan. */
  pointsPerYuan: 100,
  /** Share of the order amount points may pay, in percent. */
  maxDeductPercent: 50,
  /** Points earned per yuan paid before the grade multiplier. */
  earnPerYuan: 1,
} as const

/** Cash value in cents of a number of points. */
export function pointsToCents(points: number): number {
  return Math.floor((points * 100) / POINT_RULE.pointsPerYuan)
}

/** Most points usable on an order of `orderCents`, given the member's balance. */
export function maxDeductiblePoints(orderCents: number, balance: number): number {
  const capCents = Math.floor((orderCents * POINT_RULE.maxDeductPercent) / 100)
  const capPoints = Math.floor((capCents * POINT_RULE.pointsPerYuan) / 100)
  return Math.max(0, Math.min(balance, capPoints))
}

/** Points earned for paying `paidCents`, with the grade's multiplier. */
export function pointsEarnedFor(paidCents: number, multiplier = 1): number {
  return Math.max(0, Math.floor(paidCents / 100) * POINT_RULE.earnPerYuan * multiplier)
}

/** Points a points-mall order costs: Σ points price × quantity of its bought lines. */
export function pointsOfLines(lines: readonly { point_price: number; quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + line.point_price * line.quantity, 0)
}
