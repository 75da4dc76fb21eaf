import type { Http } from '../../../api/http.ts'
import { countHeldCoupons, listHeldCoupons, type HeldCoupon, type HeldCouponTab } from '../../../api/member.ts'
import { requireMember } from '../../../features/member/require-member.ts'
import { couponListHref, couponTabOf, HELD_COUPON_TABS } from './coupon-tabs.ts'
import { keepPageInRange, pageParam } from './page-param.ts'
import { now } from '../../../../schemas/time.ts'

/** Three tickets a row, four rows a page. */
export const COUPON_PAGE_SIZE = 12

export interface MemberCouponData {
  tab: HeldCouponTab
  page: number
  list: HeldCoupon[]
  total: number
  /** Each tab's count; null when it could not be read. */
  counts: Record<HeldCouponTab, number | null>
  /** Unix seconds when the page was read, so 即将过期 is judged the same on server and browser. */
  now: number
}

/**
 * 我的优惠券: one page of the tab in the address (?status=used&page=2) and every tab's count. The
 * other tabs' counts are extras: the page does without them when they fail.
 */
export async function loadMemberCoupons(http: Http, request: Request): Promise<MemberCouponData> {
  requireMember(request)
  const url = new URL(request.url)
  const tab = couponTabOf(url.searchParams.get('status'))
  const page = pageParam(url)
  const others = HELD_COUPON_TABS.filter((item) => item.key !== tab)
  const [result, ...otherCounts] = await Promise.all([
    listHeldCoupons(http, tab, { page_no: page, page_size: COUPON_PAGE_SIZE }),
    ...others.map((item) => countHeldCoupons(http, item.key, { silent: true }).catch(() => null)),
  ])
  keepPageInRange(page, result.total, COUPON_PAGE_SIZE, (last) => couponListHref(tab, last))
  const counts = { unused: null, used: null, expired: null, [tab]: result.total } as Record<
    HeldCouponTab,
    number | null
  >
  others.forEach((item, i) => {
    counts[item.key] = otherCounts[i] ?? null
  })
  return { tab, page, list: result.list, total: result.total, counts, now: now() }
}
