import { redirect } from 'react-router-dom'
import { ApiError } from '../../api/api-error.ts'
import { getOrderSummary, type OrderStatus, type OrderSummary } from '../../api/checkout.ts'
import type { Http } from '../../api/http.ts'
import { getPayTypes, type PayType } from '../../api/payment.ts'
import { loginUrl } from '../../lib/login-url.ts'
import { notFound } from '../../routing/params.ts'
import { requestIsLoggedIn } from '../../lib/request-session.ts'
import { pointCashierHref } from '../checkout/point-checkout-query.ts'

export interface CashierPageData {
  order: OrderSummary
  payTypes: PayType[]
}

const ORDER_ID = /^\d{1,32}$/
/** Statuses of an order whose money has been taken. */
export const PAID_STATUSES: readonly OrderStatus[] = ['PAYED', 'WAIT_BUYER_CONFIRM', 'DONE']

export function successHref(orderId: string): string {
  return `/finish/success?order_id=${encodeURIComponent(orderId)}`
}

/** The order_id of a page's query, or the 404 page. */
export function requireOrderId(url: URL): string {
  const orderId = url.searchParams.get('order_id') ?? ''
  if (!ORDER_ID.test(orderId)) throw notFound()
  return orderId
}

/** One of the member's orders; another member's, or none, is the 404 page. */
export async function loadOrder(http: Http, orderId: string): Promise<OrderSummary> {
  try {
    return await getOrderSummary(http, orderId, { silent: true })
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw notFound()
    throw error
  }
}

/** Members only: guests go to the login page, which brings them back here. */
export function requireMember(request: Request): URL {
  const url = new URL(request.url)
  if (!requestIsLoggedIn(request)) throw redirect(loginUrl(url.pathname + url.search))
  return url
}

/**
 * /cashier?order_id=: the order to pay and the payment methods on offer. A paid order goes
 * straight to the success page, a points order with its points unpaid to the points cashier; a
 * cancelled one is shown as such.
 */
export async function loadCashier(http: Http, request: Request): Promise<CashierPageData> {
  const url = requireMember(request)
  const order = await loadOrder(http, requireOrderId(url))
  if (PAID_STATUSES.includes(order.status)) throw redirect(successHref(order.order_id))
  // A points order pays its points first, at the points cashier; only its cash part is paid here.
  if (order.order_type === 'point' && order.status === 'NOTPAY' && (order.total_fee === 0 || order.point_use === 0)) {
    throw redirect(pointCashierHref(order.order_id))
  }
  const payTypes = order.status === 'NOTPAY' ? await getPayTypes(http, { silent: true }).catch(() => []) : []
  return { order, payTypes }
}
