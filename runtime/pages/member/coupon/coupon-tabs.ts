import type { HeldCouponTab } from '../../../api/member.ts'
import { listHref } from './page-param.ts'

export const MEMBER_COUPON_PATH = '/member/coupon'

/** The tabs of 我的优惠券, as JD shows them; `?status=<key>` picks one, 未使用 by default. */
export const HELD_COUPON_TABS: readonly { key: HeldCouponTab; label: string }[] = [
  { key: 'unused', label: '未使用' },
  { key: 'used', label: '已使用' },
  { key: 'expired', label: '已过期' },
]

export function couponTabOf(value: string | null): HeldCouponTab {
  return HELD_COUPON_TABS.find((tab) => tab.key === value)?.key ?? 'unused'
}

export function couponListHref(tab: HeldCouponTab, page = 1): string {
  return listHref(MEMBER_COUPON_PATH, { status: tab === 'unused' ? undefined : tab, page })
}
