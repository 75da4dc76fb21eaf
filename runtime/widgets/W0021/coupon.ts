import { formatFold, formatPrice } from '../../lib/money.ts'

/** A coupon as the page descriptor resolves it (spec 3 "Coupon"); money in cents. */
export interface WidgetCoupon {
  card_id: number | string
  title?: string
  description?: string
  card_type?: string
  reduce_cost?: number
  discount?: number
  least_cost?: number
  imgUrl?: string
  /** 0 receivable, 1 personal limit reached, 2 all issued (spec 4 "Coupon"). */
  getted?: number
  get_limit?: number
  user_get_num?: number
}

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

/**
 * The state after one more copy was received: the personal limit is reached when the descriptor
 * says how many the member may hold, and otherwise assumed (the resolver counts again on reload).
 */
export function gettedAfterClaim(coupon: WidgetCoupon): number {
  if (coupon.get_limit && coupon.user_get_num !== undefined) {
    return coupon.user_get_num + 1 >= coupon.get_limit ? 1 : 0
  }
  return 1
}
