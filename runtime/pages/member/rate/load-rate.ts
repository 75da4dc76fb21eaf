import { ApiError } from '../../../api/api-error.ts'
import type { Http } from '../../../api/http.ts'
import { getOrderDetail, type OrderDetail, type OrderLine } from '../../../api/orders.ts'
import { notFound } from '../../../routing/params.ts'
import { requireMember } from '../../../features/member/require-member.ts'

export interface RateData {
  order: OrderDetail
}

const ORDER_ID = /^\d{1,32}$/

/** The lines a rating is about: bought goods, not gifts (the server's rule). */
export const rateableLines = (order: Pick<OrderDetail, 'items'>): OrderLine[] =>
  order.items.filter((line) => line.is_gift === 0 && line.item_id !== null)

/** /member/trade/rate?order_id=…: the order to rate; an unknown one (or another member's) is the 404 page. */
export async function loadRate(http: Http, request: Request): Promise<RateData> {
  requireMember(request)
  const orderId = new URL(request.url).searchParams.get('order_id')
  if (!orderId || !ORDER_ID.test(orderId)) throw notFound()
  try {
    return { order: await getOrderDetail(http, orderId, { silent: true }) }
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound()
    throw error
  }
}
