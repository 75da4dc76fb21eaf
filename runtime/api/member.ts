/**
 * The member centre's counters (spec 7.2 "Member area"): usable coupons and collected goods. The
 * profile itself (grade, points, staff flag) is GET member, in auth.ts.
 */
import type { CallOptions, Http } from './http.ts'

export { getMemberProfile, type MemberProfile } from './auth.ts'

/** Coupons the member holds and can still use (user/getUserCardList status 1); one row is enough to learn the total. */
export async function countUsableCoupons(http: Http, options?: CallOptions): Promise<number> {
  const page = await http.paged<unknown>('user/getUserCardList', { status: 1, page_no: 1, page_size: 1 }, options)
  return page.total
}

/** Goods the member has collected (member/collect/item). */
export async function countCollectedItems(http: Http, options?: CallOptions): Promise<number> {
  const page = await http.paged<unknown>('member/collect/item', { page_no: 1, page_size: 1 }, options)
  return page.total
}
