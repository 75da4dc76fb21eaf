import type { ResolvedCoupon } from '../../../../schemas/resolved.ts'
import { formatFold, formatPrice } from '../../../../schemas/money.ts'

/** A coupon as the page descriptor resolves it (spec 3 "Coupon"); money in cents. */
export type WidgetCoupon = ResolvedCoupon

export const CLAIM_LABELS: Record<number, string> = { 0: '立即领取', 1: '已领取', 2: '已抢光' }

export function claimLabel(getted: number | undefined): string {
  return CLAIM_LABELS[getted ?? 0] ?? CLAIM_LABELS[0]
}

/** The face value: a fold such as '8折' for discount coupons, the amount off for the others. */
export function couponAmount(coupon: WidgetCoupon): string {
  return coupon.card_type === 'discount' ? formatFold(coupon.discount) : formatPrice(coupon.reduce_cost)
}

export function couponCondition(coupon: WidgetCoupon): string {
  return coupon.least_cost ? `满${formatPrice(coupon.least_cost)}可用` : '无门槛'
}

/** The state after one more copy was received: 1 once the member holds as many as they may. */
export function gettedAfterClaim(coupon: WidgetCoupon): number {
  return coupon.user_get_num + 1 >= coupon.get_limit ? 1 : 0
}
