import { redirect } from 'react-router-dom'
import { orderDetailHref, TRADE_LIST_PATH } from '../orders/trade-tabs.ts'
import { requireMember } from '../../../features/member/require-member.ts'

const ORDER_ID = /^\d{1,32}$/

/** Where /member/trade/logistics?order_id=… leads: the order's own parcel panel, or 我的订单 without an order. */
export function logisticsTarget(search: string): string {
  const orderId = new URLSearchParams(search).get('order_id')
  return orderId && ORDER_ID.test(orderId) ? `${orderDetailHref(orderId)}#logistics` : TRADE_LIST_PATH
}

/**
 * /member/trade/logistics (物流详情): the order detail page already shows the parcel's timeline,
 * so this address sends the member there.
 */
export function logisticsLoader({ request }: { request: Request }): Response {
  requireMember(request)
  return redirect(logisticsTarget(new URL(request.url).search))
}
