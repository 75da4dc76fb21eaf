import type { Http } from '../../../api/http.ts'
import type { OrderCard } from '../../../api/orders.ts'
import { listPointOrders } from '../../../api/pointitems.ts'
import { keepPageInRange, pageParam, type ListPage } from '../coupon/page-param.ts'
import { shopNamesOf } from '../orders/shop-names.ts'
import { requireMember } from '../../../features/member/require-member.ts'

export const POINT_TRADE_PATH = '/member/trade/point'
/** As 我的订单: tall cards, 10 a page. */
export const POINT_TRADE_PAGE_SIZE = 10

export interface PointTradeData extends ListPage<OrderCard> {
  shopNames: Record<number, string>
}

export function pointTradeHref(page = 1): string {
  return page > 1 ? `${POINT_TRADE_PATH}?page=${page}` : POINT_TRADE_PATH
}

/** 积分订单: one page of the member's points-mall orders; a page past the end goes to the last one. */
export async function loadPointTrade(http: Http, request: Request): Promise<PointTradeData> {
  requireMember(request)
  const page = pageParam(new URL(request.url))
  const result = await listPointOrders(http, { page, pageSize: POINT_TRADE_PAGE_SIZE })
  keepPageInRange(page, result.total, POINT_TRADE_PAGE_SIZE, pointTradeHref)
  const shopNames = await shopNamesOf(
    http,
    result.list.map((order) => order.distributor_id),
  )
  return { page, list: result.list, total: result.total, shopNames }
}
