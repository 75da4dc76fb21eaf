/** Cashier calls (spec 7.2 "Orders and payment"): methods, starting a payment, polling it, the Alipay return. */
import type { AlipayResult, PayBody, PaymentStart, PaymentState, PayType } from '../../schemas/api/payment.ts'
import type { CallOptions, Http } from './http.ts'
import { call } from './call.ts'

export type { AlipayResult, PaymentStart, PaymentState, PayType } from '../../schemas/api/payment.ts'

export function getPayTypes(http: Http, options?: CallOptions): Promise<PayType[]> {
  return call(http, 'GET /trade/payment/list', { platform: 'pc' }, options)
}

export function startPayment(
  http: Http,
  input: Required<Pick<PayBody, 'order_id' | 'pay_type' | 'pay_channel'>>,
  options?: CallOptions,
): Promise<PaymentStart> {
  return call(http, 'POST /payment', { ...input }, options)
}

/** One payment, confirmed with its provider while unpaid (the cashier's poll). */
export function getPaymentState(http: Http, tradeNo: string, options?: CallOptions): Promise<PaymentState> {
  return call(http, 'GET /payment/:trade_no', { trade_no: tradeNo }, undefined, options)
}

/**
 * The payment the browser came back with from Alipay: its signed return parameters exactly as
 * they arrived, or an order_id the signed-in member looks up. Sent without company_id (spec 7.1).
 */
export function getAlipayResult(
  http: Http,
  query: Record<string, string>,
  options?: CallOptions,
): Promise<AlipayResult> {
  return call(http, 'GET /trade/payment/alipay/result', query, options)
}
