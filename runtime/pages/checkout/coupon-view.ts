import type { CheckoutCoupon, CheckoutPreview, HeldCoupon } from '../../api/checkout.ts'
import { formatAmount, formatFold, formatPrice } from '../../../schemas/money.ts'
import { formatDate } from '../../lib/date.ts'

/** The coupon's face: ¥10 for cash, 8折 for a discount, 兑换券 for a gift. */
export function couponFace(coupon: Pick<CheckoutCoupon, 'card_type' | 'reduce_cost' | 'discount'>): string {
  if (coupon.card_type === 'cash') return formatPrice(coupon.reduce_cost).replace(/\.00$/, '')
  if (coupon.card_type === 'discount') return formatFold(coupon.discount)
  return '兑换券'
}

/** 满99可用, 无门槛, or what a gift coupon is exchanged for. */
export function couponCondition(coupon: Pick<CheckoutCoupon, 'card_type' | 'least_cost' | 'gift'>): string {
  if (coupon.card_type === 'gift') return coupon.gift ? `兑换：${coupon.gift}` : '兑换礼品'
  return coupon.least_cost > 0 ? `满${formatAmount(coupon.least_cost).replace(/\.00$/, '')}可用` : '无门槛'
}

export function couponPeriod(coupon: Pick<CheckoutCoupon, 'begin_date' | 'end_date'>): string {
  return `${formatDate(coupon.begin_date)} 至 ${formatDate(coupon.end_date)}`
}

/** What the goods cost after member prices and promotions: what a coupon's threshold is measured on. */
export function couponBase(preview: CheckoutPreview): number {
  return preview.item_fee - preview.member_discount - preview.discount_fee
}

/**
 * Why one of the member's coupons is not offered for this order. The server lists only the usable
 * ones; the reason is read from the coupon's own terms.
 */
export function unusableReason(coupon: HeldCoupon, preview: CheckoutPreview, now: number): string {
  if (preview.order_type === 'normal_seckill') return '秒杀商品不可使用优惠券'
  if (coupon.begin_date * 1000 > now) return `${formatDate(coupon.begin_date)} 起可用`
  if (coupon.use_scope !== 'all') return '本单商品不在该券的适用范围内'
  const base = couponBase(preview)
  if (coupon.least_cost > base) return `未满足使用门槛，还差${formatPrice(coupon.least_cost - base)}`
  return '本单不满足使用条件'
}

/** The member's coupons this order cannot use, with why. */
export function unusableCoupons(
  held: HeldCoupon[],
  preview: CheckoutPreview,
  now: number,
): { coupon: HeldCoupon; reason: string }[] {
  const usable = new Set(preview.coupon_list.map((coupon) => coupon.id))
  return held
    .filter((coupon) => !usable.has(coupon.id))
    .map((coupon) => ({ coupon, reason: unusableReason(coupon, preview, now) }))
}
