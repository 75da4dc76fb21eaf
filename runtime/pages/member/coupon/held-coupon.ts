import { isSitePath } from '../../../../schemas/url-rules.ts'
import type { HeldCoupon } from '../../../api/member.ts'
import { formatDate, formatDateTime } from '../../../lib/date.ts'

/** An unused coupon ending within this many seconds is marked 即将过期. */
export const EXPIRING_WITHIN = 3 * 24 * 3600

/**
 * Where 去使用 leads: the coupon's own page when the mall set one inside the shop, else the goods
 * list. Anything that is not a local path (another site, javascript:) is ignored.
 */
export function couponUseHref(coupon: Pick<HeldCoupon, 'custom_url'>): string {
  const url = coupon.custom_url.trim()
  return isSitePath(url) ? url : '/items'
}

/** Where the coupon applies: the mall's own wording when it has one. */
export function heldCouponScope(coupon: Pick<HeldCoupon, 'object_use_for' | 'use_scope'>): string {
  if (coupon.object_use_for.trim()) return coupon.object_use_for.trim()
  return coupon.use_scope === 'goods' ? '指定商品可用' : coupon.use_scope === 'category' ? '指定分类可用' : '全场通用'
}

/** The copy's own validity window (a relative coupon's window starts when it was received). */
export function heldCouponValidity(coupon: Pick<HeldCoupon, 'begin_date' | 'end_date'>): string {
  return `${formatDate(coupon.begin_date)} 至 ${formatDate(coupon.end_date)}`
}

export function isExpiringSoon(coupon: Pick<HeldCoupon, 'status' | 'end_date'>, now: number): boolean {
  return coupon.status === 'unused' && coupon.end_date > now && coupon.end_date - now <= EXPIRING_WITHIN
}

/** The line under the dates of a used coupon. */
export function usedLine(coupon: Pick<HeldCoupon, 'used_at'>): string {
  return coupon.used_at ? `使用时间：${formatDateTime(coupon.used_at)}` : ''
}

export const STAMPS = { used: '已使用', expired: '已过期' } as const
