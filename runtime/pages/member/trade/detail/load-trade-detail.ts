import type { Http } from '../../../../api/http.ts'
import { ApiError } from '../../../../api/api-error.ts'
import { getOrderDetail, trackOrder, type OrderDetail, type Tracking } from '../../../../api/orders.ts'
import { notFound } from '../../../../routing/params.ts'
import { requireMember } from '../../../../features/member/require-member.ts'
import { shopNamesOf } from '../../orders/shop-names.ts'

export interface TradeDetailData {
  order: OrderDetail
  /** The parcel's events, newest first; null before shipping or when tracking cannot be read. */
  tracking: Tracking | null
  shopNames: Record<number, string>
}

/** Order numbers are digits (the server's rule); anything else names no order. */
const ORDER_ID = /^\d{1,32}$/

/**
 * /member/trade/{id}: the order with its parcel tracking. An unknown order, or another member's,
 * is the 404 page (the server answers 404 for both).
 */
export async function loadTradeDetail(http: Http, request: Request, id: string | undefined): Promise<TradeDetailData> {
  requireMember(request)
  if (!id || !ORDER_ID.test(id)) throw notFound()
  let order: OrderDetail
  try {
    order = await getOrderDetail(http, id, { silent: true })
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound()
    throw error
  }
  const [tracking, shopNames] = await Promise.all([
    order.logistics ? trackOrder(http, id, { silent: true }).catch(() => null) : Promise.resolve(null),
    shopNamesOf(http, [order.distributor_id]),
  ])
  return { order, tracking, shopNames }
}
