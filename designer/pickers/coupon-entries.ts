import type { PickerCoupon } from '../../schemas/api/designer.ts'
import type { CouponEntry } from '../../schemas/entries.ts'

export const couponLimitMessage = (limit: number) => `最多选择${limit}张优惠券`
export const couponMinMessage = (min: number) => `请至少添加${min}个优惠券`

const CARD_TYPES: ReadonlyArray<CouponEntry['card_type']> = ['cash', 'discount', 'gift']

/** A picked coupon as widgets store it; the server replaces it with the live coupon and its getted state. */
export function couponEntryOf(coupon: PickerCoupon, stored?: Partial<CouponEntry>): CouponEntry {
  const cardType = CARD_TYPES.find((type) => type === coupon.card_type) ?? 'cash'
  return {
    ...stored,
    card_id: coupon.card_id,
    title: coupon.title,
    card_type: cardType,
    reduce_cost: coupon.reduce_cost,
    least_cost: coupon.least_cost,
    discount: coupon.discount,
  }
}

export function asCouponEntries(value: unknown): CouponEntry[] {
  if (!Array.isArray(value)) return []
  return value.filter(
    (entry): entry is CouponEntry => typeof entry === 'object' && entry !== null && 'card_id' in entry,
  )
}

/** A default entry (card_id 0) stands for "no coupon picked yet". */
export const isPlaceholderCoupon = (entry: CouponEntry) => !(Number(entry.card_id) > 0)
