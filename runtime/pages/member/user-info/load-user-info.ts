import type { Http } from '../../../api/http.ts'
import { countCollectedItems, countUsableCoupons, getMemberProfile, type MemberProfile } from '../../../api/member.ts'
import { getOrderCounts, listOrders, type OrderCard, type OrderCounts } from '../../../api/orders.ts'
import { requireMember } from '../../../features/member/require-member.ts'

/** How many recent orders the member centre's home lists. */
export const RECENT_ORDER_COUNT = 3

export interface UserInfoData {
  profile: MemberProfile
  /** Null when a counter cannot be read; the page then shows '-'. */
  counts: OrderCounts | null
  coupons: number | null
  collected: number | null
  recent: OrderCard[]
}

/**
 * /member/user-info: the member's card, asset and order counters, and the latest orders. Only the
 * profile is essential; every counter that fails is shown as unknown rather than failing the page.
 */
export async function loadUserInfo(http: Http, request: Request): Promise<UserInfoData> {
  requireMember(request)
  const quiet = { silent: true }
  const [profile, counts, coupons, collected, recent] = await Promise.all([
    getMemberProfile(http),
    getOrderCounts(http, quiet).catch(() => null),
    countUsableCoupons(http, quiet).catch(() => null),
    countCollectedItems(http, quiet).catch(() => null),
    listOrders(http, { status: '0', page: 1, pageSize: RECENT_ORDER_COUNT }, quiet).then(
      (page) => page.list,
      (): OrderCard[] => [],
    ),
  ])
  return { profile, counts, coupons, collected, recent }
}
