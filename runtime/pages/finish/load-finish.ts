import { redirect } from 'react-router-dom'
import { ApiError } from '../../api/api-error.ts'
import { getOrderSummary, type OrderSummary } from '../../api/checkout.ts'
import type { Http } from '../../api/http.ts'
import { getAlipayResult } from '../../api/payment.ts'
import { loginUrl } from '../../lib/login-url.ts'
import { notFound } from '../../routing/params.ts'
import {
  PAID_STATUSES,
  loadOrder,
  requireMember,
  requireOrderId,
  successHref,
} from '../../features/cashier/load-cashier.ts'
import { requestIsLoggedIn } from '../../lib/request-session.ts'

/** What a result page shows about the order. */
export interface FinishOrder {
  order_id: string
  total_fee: number
  /** testpay, alipay, wxpay … once paid. */
  pay_type: string | null
  receiver: string
  /** The order can still be paid (重新支付 goes to the cashier). */
  payable: boolean
}

export interface FinishPageData {
  paid: boolean
  order: FinishOrder | null
  /** Why the payment did not go through, when known. */
  reason: string | null
}

export const cashierHref = (orderId: string) => `/cashier?order_id=${encodeURIComponent(orderId)}`
export const failHref = (orderId: string) => `/finish/fail?order_id=${encodeURIComponent(orderId)}`

function finishOrder(order: OrderSummary): FinishOrder {
  return {
    order_id: order.order_id,
    total_fee: order.total_fee,
    pay_type: order.pay_type,
    receiver: [order.receiver_name, order.receiver_mobile, order.receiver_address].filter(Boolean).join(' '),
    payable: order.status === 'NOTPAY' && order.remaining_seconds > 0,
  }
}

/** /finish/success: only a paid order; an unpaid one goes back to the cashier, a cancelled one to the fail page. */
export async function loadSuccess(http: Http, request: Request): Promise<FinishPageData> {
  const order = await loadOrder(http, requireOrderId(requireMember(request)))
  if (PAID_STATUSES.includes(order.status)) return { paid: true, order: finishOrder(order), reason: null }
  throw redirect(
    order.status === 'NOTPAY' && order.remaining_seconds > 0 ? cashierHref(order.order_id) : failHref(order.order_id),
  )
}

/** /finish/fail: the order with 重新支付 while it can still be paid; a paid order is a success after all. */
export async function loadFail(http: Http, request: Request): Promise<FinishPageData> {
  const order = await loadOrder(http, requireOrderId(requireMember(request)))
  if (PAID_STATUSES.includes(order.status)) throw redirect(successHref(order.order_id))
  return {
    paid: false,
    order: finishOrder(order),
    reason: order.status === 'CANCEL' ? '订单已取消，无法继续支付' : null,
  }
}

/**
 * /finish/result, where Alipay sends the browser back: its signed parameters (or an order_id the
 * member looks up) are passed on exactly as they came to trade/payment/alipay/result, which
 * confirms the payment with Alipay before saying it is paid.
 */
export async function loadResult(http: Http, request: Request): Promise<FinishPageData> {
  const url = new URL(request.url)
  const query = Object.fromEntries(url.searchParams)
  if (!query.sign && !query.out_trade_no && !query.order_id) throw notFound()
  if (!query.sign && !requestIsLoggedIn(request)) throw redirect(loginUrl(url.pathname + url.search))
  const loggedIn = requestIsLoggedIn(request)
  try {
    const result = await getAlipayResult(http, query, { silent: true })
    const paid =
      result.status === 'SUCCESS' || (result.order_status !== null && PAID_STATUSES.includes(result.order_status))
    const summary = loggedIn ? await getOrderSummary(http, result.order_id, { silent: true }).catch(() => null) : null
    const order = summary
      ? finishOrder(summary)
      : {
          order_id: result.order_id,
          total_fee: result.total_fee,
          pay_type: result.pay_type,
          receiver: '',
          payable: result.order_status === 'NOTPAY',
        }
    return {
      paid,
      order,
      reason: paid ? null : result.order_status === 'CANCEL' ? '订单已取消，款项将原路退回' : '未查询到支付成功的记录',
    }
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === 401) throw error
    const orderId = query.order_id ?? null
    const order =
      orderId && loggedIn ? await getOrderSummary(http, orderId, { silent: true }).then(finishOrder, () => null) : null
    return { paid: false, order, reason: error.message }
  }
}
