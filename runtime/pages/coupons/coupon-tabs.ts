import type { Coupon, CouponType } from '../../api/coupons.ts'

export type CouponTab = 'all' | CouponType

export const COUPON_TABS: ReadonlyArray<{ value: CouponTab; label: string }> = [
  { value: 'all', label: '全部' },
  { value: 'cash', label: '满减券' },
  { value: 'discount', label: '折扣券' },
  { value: 'gift', label: '赠品券' },
]

export function couponsOfTab(coupons: readonly Coupon[], tab: CouponTab): Coupon[] {
  return tab === 'all' ? [...coupons] : coupons.filter((coupon) => coupon.card_type === tab)
}
