import type { Selectable } from 'kysely'
import type { PaymentsTable } from '../../db/types.ts'
import type { PayChannel } from '../../../schemas/api/payment.ts'

/**
 * What every payment method implements. The cashier shows the enabled providers, POST payment asks
 * one for what the browser needs to pay, notifications and queries tell the server what was paid,
 * and refunds go back through the provider that took the money.
 */

export type Payment = Selectable<PaymentsTable>

/** The storefront the cashier runs in; picks a provider's default channel. */
export type Platform = 'pc' | 'h5'

export interface PayableOrder {
  order_id: string
  /** What the buyer sees on the provider's page, e.g. "iPhone 15 等3件商品". */
  subject: string
  /** Unix seconds when the order is cancelled unless paid; the provider closes its trade then too. */
  expires_at: number | null
}

export interface PayContext {
  channel: PayChannel
  /** Absolute URL the provider sends the browser back to. */
  returnUrl: string
  /** Absolute URL of this provider's notification endpoint. */
  notifyUrl: string
  clientIp: string
  /** The buyer's WeChat openid, for JSAPI pay. */
  openid: string | null
}

/** What the cashier needs to go on; exactly one of these is set, or `paid` for providers that pay at once. */
export interface CashierAction {
  paid?: { providerTradeNo: string | null }
  /** Send the browser here (Alipay page/mobile pay). */
  pay_url?: string
  /** WeChat Native: the code_url and it drawn as a QR PNG data URL. */
  code_url?: string
  qrcode?: string
  /** WeChat H5: open in the mobile browser. */
  h5_url?: string
  /** WeChat JSAPI: arguments for WeixinJSBridge getBrandWCPayRequest. */
  jsapi?: { appId: string; timeStamp: string; nonceStr: string; package: string; signType: 'RSA'; paySign: string }
}

/** A provider's verified word on a trade. */
export interface TradeState {
  paid: boolean
  /** Cents the provider says were paid (only when paid). */
  amount: number
  providerTradeNo: string | null
}

/** A verified notification; `paid` false for notifications that pay nothing (closed trades, refunds). */
export interface PaymentNotice extends TradeState {
  /** Our payments.trade_no (the provider's out_trade_no). */
  tradeNo: string
  /** Kept on the payment for reconciliation. */
  raw: string
}

export interface NotifyRequest {
  headers: Record<string, string | string[] | undefined>
  body: string
}

/** SUCCESS and FAIL are final; PENDING means the provider has not answered for sure (retry later). */
export type RefundOutcome =
  | { status: 'SUCCESS' }
  | { status: 'FAIL'; reason: string }
  | { status: 'PENDING'; reason: string }

export interface PaymentProvider {
  /** The pay_type stored on payments and orders. */
  readonly payType: string
  /** Shown in the cashier. */
  readonly name: string
  readonly channels: readonly PayChannel[]
  readonly defaultChannel: Record<Platform, PayChannel>
  createPayment(order: PayableOrder, payment: Payment, context: PayContext): Promise<CashierAction>
  /** Verifies a notification; throws NotifyRejected when it is not genuine. */
  verifyNotify?(request: NotifyRequest): PaymentNotice
  query(tradeNo: string): Promise<TradeState>
  refund(payment: Payment, amount: number, refundNo: string, reason: string): Promise<RefundOutcome>
}

/** The provider could not be reached or answered something unusable; the outcome is unknown. */
export class ProviderError extends Error {
  override name = 'ProviderError'
}

/** A notification that is not genuine or not ours; answered as a failure and changes nothing. */
export class NotifyRejected extends Error {
  override name = 'NotifyRejected'
}

/** Cents as the yuan string providers expect: 8888 → "88.88". */
export function yuan(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
}

/** A yuan amount ("88.88", "88.8", "88") as cents; null when it is not one. */
export function centsOf(value: string | undefined): number | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(value ?? '')
  if (!match) return null
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}

/** Calls a provider's HTTP API with a time limit; network failures become ProviderError. */
export async function send(
  fetcher: typeof fetch,
  url: string,
  init: RequestInit,
): Promise<{ status: number; headers: Headers; text: string }> {
  try {
    const response = await fetcher(url, { ...init, signal: AbortSignal.timeout(10_000) })
    return { status: response.status, headers: response.headers, text: await response.text() }
  } catch (error) {
    throw new ProviderError(
      `request to ${new URL(url).host} failed: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
}
