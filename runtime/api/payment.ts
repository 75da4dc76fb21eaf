/** Cashier calls (spec 7.2 "Orders and payment"): methods, starting a payment, polling it, the Alipay return. */
import type { CallOptions, Http } from './http.ts'
import type { OrderStatus } from './checkout.ts'

export type PayChannel = 'pc' | 'wap' | 'native' | 'h5' | 'jsapi'

/** A payment method the cashier offers. */
export interface PayType {
  /** testpay, alipay or wxpay. */
  pay_type: string
  pay_name: string
  /** The channel to use on the desktop site. */
  pay_channel: PayChannel
}

export type PayStatus = 'NOTPAY' | 'SUCCESS' | 'CLOSED'

export interface PaymentView {
  order_id: string
  trade_no: string
  pay_type: string
  pay_name: string
  total_fee: number
  pay_status: PayStatus
  paid_at: number | null
}

/** What POST payment answers: paid at once (模拟支付), or what the browser needs to pay. */
export interface PaymentStart extends PaymentView {
  pay_channel: PayChannel
  /** 支付宝: send the browser here. */
  pay_url?: string
  /** 微信扫码: the code and it drawn as a PNG data URL. */
  code_url?: string
  qrcode?: string
}

export interface PaymentState extends PaymentView {
  order_status: OrderStatus | null
}

export function getPayTypes(http: Http, options?: CallOptions): Promise<PayType[]> {
  return http.get<PayType[]>('trade/payment/list', { platform: 'pc' }, options)
}

export function startPayment(http: Http, input: { order_id: string; pay_type: string; pay_channel: PayChannel }, options?: CallOptions): Promise<PaymentStart> {
  return http.post<PaymentStart>('payment', { ...input }, options)
}

/** One payment, confirmed with its provider while unpaid (the cashier's poll). */
export function getPaymentState(http: Http, tradeNo: string, options?: CallOptions): Promise<PaymentState> {
  return http.get<PaymentState>(`payment/${encodeURIComponent(tradeNo)}`, undefined, options)
}

/**
 * The payment the browser came back with from Alipay: its signed return parameters exactly as
 * they arrived, or an order_id the signed-in member looks up. Sent without company_id (spec 7.1).
 */
export function getAlipayResult(http: Http, query: Record<string, string>, options?: CallOptions): Promise<PaymentState & { status: PayStatus }> {
  return http.get<PaymentState & { status: PayStatus }>('trade/payment/alipay/result', query, options)
}
