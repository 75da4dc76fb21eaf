import { redirect } from 'react-router-dom'
import type { Http } from '../../../api/http.ts'
import type { OrderCard } from '../../../api/orders.ts'
import { listPointOrders } from '../../../api/pointitems.ts'
import { pageCountOf } from '../../../components/pagination/page-window.ts'
import { shopNamesOf } from '../orders/shop-names.ts'
import { requireMember } from '../../../features/member/require-member.ts'

export const POINT_TRADE_PATH = '/member/trade/point'
/** As 我的订单: tall cards, 10 a page. */
export const POINT_TRADE_PAGE_SIZE = 10

export interface PointTradeData {
  page: number
  list: OrderCard[]
  total: number
  shopNames: Record<number, string>
}

export function pointTradeHref(page = 1): string {
  return page > 1 ? `${POINT_TRADE_PATH}?page=${page}` : POINT_TRADE_PATH
}

/** 积分订单: one page of the member's points-mall orders; a page past the end goes to the last one. */
export async function loadPointTrade(http: Http, request: Request): Promise<PointTradeData> {
  requireMember(request)
  const raw = Number(new URL(request.url).searchParams.get('page'))
  const page = Number.isSafeInteger(raw) && raw >= 1 ? raw : 1
  const result = await listPointOrders(http, { page, pageSize: POINT_TRADE_PAGE_SIZE })
  const lastPage = pageCountOf(result.total, POINT_TRADE_PAGE_SIZE)
  if (lastPage > 0 && page > lastPage) throw redirect(pointTradeHref(lastPage))
  const shopNames = await shopNamesOf(
    http,
    result.list.map((order) => order.distributor_id),
  )
  return { page, list: result.list, total: result.total, shopNames }
}
