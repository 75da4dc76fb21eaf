import type { OrderType } from '../../db/types.ts'
import { proportionalShare } from '../order/proportional-share.ts'

/**
 * What an after-sales application refunds, computed on the server only. A line's paid amount
 * (after its share of promotions, coupon and points) is refunded unit by unit: `num` of
 * `quantity` units get ⌊paid × num / quantity⌋ cents and the application that takes the line's
 * last unit gets whatever is left, so the parts of a line add up to exactly what it paid and
 * never more — whatever order applications are made, withdrawn or refused in.
 */

export interface LineRefundInput {
  /** order_items.total_fee: what the line paid in cash. */
  lineTotal: number
  quantity: number
  /** Units in this application. */
  num: number
  /** Units of the line in live after-sales once this application counts (≤ quantity). */
  unitsAfter: number
  /** Cents other live applications on the line already claim. */
  claimed: number
}

export function lineRefund(input: LineRefundInput): number {
  const remaining = Math.max(0, input.lineTotal - input.claimed)
  if (input.unitsAfter >= input.quantity) return remaining
  return Math.min(remaining, proportionalShare(input.lineTotal, input.num, input.quantity))
}

export interface PointRefundInput {
  orderType: OrderType
  /** Points-mall price per unit of the line. */
  pointPrice: number
  num: number
  /** orders.point_used: points paid (points goods) or deducted (other orders). */
  orderPoints: number
  /** Σ total_fee of the order's goods lines: the cash the deduction was spread over. */
  orderCash: number
  /** Cash this application refunds. */
  refundFee: number
  /** Every unit of every goods line is in live after-sales once this application counts. */
  orderComplete: boolean
  /** Points other live applications of the order already claim. */
  claimed: number
}

/**
 * Points given back with a refund: the points price of the units for points goods; for other
 * orders the points deduction in proportion to the cash refunded, the rest with the last unit.
 */
export function pointRefund(input: PointRefundInput): number {
  const remaining = Math.max(0, input.orderPoints - input.claimed)
  if (input.orderType === 'point') return Math.min(remaining, input.pointPrice * input.num)
  if (remaining === 0) return 0
  if (input.orderComplete) return remaining
  return Math.min(remaining, proportionalShare(input.orderPoints, input.refundFee, input.orderCash))
}
