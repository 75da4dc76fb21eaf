import { formatPoints, formatPrice } from '../../../schemas/money.ts'

/**
 * A points good's price as the points mall shows it: "800积分", or "800积分 + ¥19.90" when it
 * carries a cash part (its price in cents, paid at the cashier besides the points).
 */
export function formatPointPrice(points: number, cash: number): string {
  return cash > 0 ? `${formatPoints(points)} + ${formatPrice(cash)}` : formatPoints(points)
}
