import { TYPE_LABELS } from '../../runtime/components/coupon-card/coupon-text.ts'
import { formatDate } from '../../runtime/lib/date.ts'
import { formatFold, formatPrice } from '../../schemas/money.ts'

/** Display texts of the pickers: money in cents shown as ¥ with two decimals (spec 9). */

export const price = (cents: unknown): string =>
  formatPrice(typeof cents === 'number' || typeof cents === 'string' ? cents : undefined)

function yuan(cents: number): string {
  return String(Number((cents / 100).toFixed(2)))
}

export interface CouponFace {
  card_type: string
  reduce_cost?: number
  least_cost?: number
  discount?: number
}

/**
 * 满减 and 折扣 texts as operators know them: 满100元减10元, 满200元打8.5折, 无门槛减5元. The fold is
 * (100 - discount)/10 (spec 9, designer display).
 */
export function couponText(coupon: CouponFace): string {
  const least = coupon.least_cost ?? 0
  const condition = least > 0 ? `满${yuan(least)}元` : '无门槛'
  if (coupon.card_type === 'discount') return `${condition}${least > 0 ? '打' : ''}${formatFold(coupon.discount ?? 0)}`
  if (coupon.card_type === 'gift') return '赠品券'
  return `${condition}减${yuan(coupon.reduce_cost ?? 0)}元`
}

/** 满减券 / 折扣券 / 赠品券, as the storefront names them. */
export const couponTypeLabel = (cardType: string): string =>
  (TYPE_LABELS as Record<string, string>)[cardType] ?? cardType

export function validUntil(endDate: number): string {
  const day = formatDate(endDate)
  return day ? `有效期至 ${day}` : '长期有效'
}
