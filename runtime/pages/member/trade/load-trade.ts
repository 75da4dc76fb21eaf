import type { Http } from '../../../api/http.ts'
import { getOrderCounts, listOrders, type OrderCard, type OrderCounts } from '../../../api/orders.ts'
import { requireMember } from '../../../features/member/require-member.ts'
import { keepPageInRange, pageParam } from '../coupon/page-param.ts'
import { shopNamesOf } from '../orders/shop-names.ts'
import { tradeListHref, tradeTabOf, type TradeTabKey } from '../orders/trade-tabs.ts'

/** Orders are tall cards, so a page holds 10 of them (the server's own default for this list). */
export const TRADE_PAGE_SIZE = 10

export interface TradeData {
  tab: TradeTabKey
  page: number
  list: OrderCard[]
  total: number
  counts: OrderCounts | null
  shopNames: Record<number, string>
}

/**
 * 我的订单: one page of the tab in the address (?status=notpay&page=2) with the tab counts and the
 * shops' names. A page past the end goes to the last page (spec 4).
 */
export async function loadTrade(http: Http, request: Request): Promise<TradeData> {
  requireMember(request)
  const url = new URL(request.url)
  const tab = tradeTabOf(url.searchParams.get('status'))
  const page = pageParam(url)
  const [result, counts] = await Promise.all([
    listOrders(http, { status: tab.status, page, pageSize: TRADE_PAGE_SIZE }),
    // The tabs can do without their counts.
    getOrderCounts(http, { silent: true }).catch(() => null),
  ])
  keepPageInRange(page, result.total, TRADE_PAGE_SIZE, (last) => tradeListHref(tab.key, last))
  const shopNames = await shopNamesOf(
    http,
    result.list.map((order) => order.distributor_id),
  )
  return { tab: tab.key, page, list: result.list, total: result.total, counts, shopNames }
}
