import type { Kysely } from 'kysely'
import type { Database, OrderStatus } from '../../db/types.ts'
import { AppError, fail } from '../../lib/errors.ts'
import { toPage } from '../../lib/pagination.ts'
import type { PageQuery } from '../../../schemas/api/paging.ts'
import { urlOnOrigins } from '../../../schemas/redirect.ts'
import { lockMember } from '../member/repo.ts'
import { orderLines } from '../order/repo/items.ts'
import { currentStatus, markOrderPaid, memberPayableOrder, payableOrder } from '../order/repo/orders.ts'
import { pointOrderCashState } from '../pointitems/pay.ts'
import { applyPaidVipOrder } from '../vip/service.ts'
import { ProviderError, type CashierAction, type Payment, type Platform } from './provider.ts'
import type { PayChannel } from '../../../schemas/api/payment.ts'
import { reservePaymentRefund, settleRefund, type RefundLine } from './refund.ts'
import { providersFor, type PaymentProviders } from './registry.ts'
import * as repo from './repo.ts'
import { newTradeNumber } from './trade-number.ts'
import { now } from '../../../schemas/time.ts'

/** Where each provider posts its notifications (registered by notify-routes.ts, outside /api/h5app/wxapp). */
export const NOTIFY_PATHS: Record<string, string> = { alipay: '/api/alipay/notify', wxpay: '/api/wechatpay/notify' }
/**
 * member_trust_logins.type of a WeChat official-account login, whose openid JSAPI pay needs (the
 * website QR login's openid, type weixin, belongs to another app and cannot pay).
 */
export const WECHAT_LOGIN_PROVIDER = 'weixin_mp'
/** Where the provider sends the browser back when the cashier names no page. */
const DEFAULT_RETURN_PATH = '/finish/result'

export interface Logger {
  warn(details: object, message: string): void
}

/** Names of pay types without a provider here: orders paid in points, or by a provider since turned off. */
const PAY_NAMES: Record<string, string> = {
  testpay: '模拟支付',
  alipay: '支付宝',
  wxpay: '微信支付',
  point: '积分支付',
}
const payName = (providers: PaymentProviders, payType: string) =>
  providers.get(payType)?.name ?? PAY_NAMES[payType] ?? payType

const orderNotFound = () => fail('ORDER_NOT_FOUND')
const paymentNotFound = () => fail('PAYMENT_NOT_FOUND')

// ─── recording a payment ─────────────────────────────────────────────────────────────────────

export interface MarkPaidInput {
  order_id: string
  pay_type: string
  /** Cents the provider says were paid; must equal the order's total_fee. */
  amount: number
  provider_trade_no: string | null
  /** Our payment number; without it (money taken outside the cashier) a payment row is recorded for the call. */
  trade_no?: string
  /** The provider's notification, kept for reconciliation. */
  notify_raw?: string | null
}

/** paid: this call paid the order; duplicate: already recorded, nothing done; refunded: the money is being sent back. */
export type MarkPaidOutcome = 'paid' | 'duplicate' | 'refunded'

export interface MarkPaidResult {
  outcome: MarkPaidOutcome
  order_id: string
  trade_no: string
  refund: RefundLine | null
}

/**
 * Records money the provider took, in one transaction: the payment NOTPAY/CLOSED → SUCCESS and
 * the order NOTPAY → PAYED (paid_at, pay_type), both conditional, so a repeated notification
 * changes nothing; a 'vip' order has its grade granted in the same transaction. Refused, with
 * nothing written, when the amount differs from the order total ('支付金额与订单金额不一致').
 *
 * Money can arrive for an order that can no longer take it: the order was cancelled (by the buyer,
 * or for not being paid in time) while the buyer was paying, or a second payment arrived for an
 * order another one had paid. The payment is still recorded — the money is real — and refunded
 * in full through the same provider.
 */
export async function markPaid(
  db: Kysely<Database>,
  input: MarkPaidInput,
  providers: PaymentProviders = providersFor(db),
): Promise<MarkPaidResult> {
  const at = now()
  const recorded = await db.transaction().execute(async (trx) => {
    const order = await payableOrder(trx, input.order_id)
    if (!order) throw orderNotFound()
    // The member's lock first, as order creation and cancelling take it, so neither waits on the other crosswise.
    await lockMember(trx, order.member_id)
    let payment: Payment | undefined
    if (input.trade_no !== undefined) {
      payment = await repo.lockPayment(trx, input.trade_no)
      if (!payment || payment.order_id !== input.order_id || payment.pay_type !== input.pay_type)
        throw paymentNotFound()
    } else {
      const existing = await repo.findRecordedPayment(trx, input.order_id, input.pay_type, input.provider_trade_no)
      if (existing) return { outcome: 'duplicate' as const, tradeNo: existing.trade_no, refundBn: null }
    }
    if (input.amount !== order.total_fee || (payment && payment.amount !== input.amount)) {
      throw fail('AMOUNT_MISMATCH')
    }
    payment ??= await repo.insertPayment(trx, {
      trade_no: newTradeNumber(),
      order_id: order.order_id,
      member_id: order.member_id,
      pay_type: input.pay_type,
      amount: input.amount,
      provider_trade_no: null,
      notify_raw: null,
      created_at: at,
      paid_at: null,
    })
    const tradeNo = payment.trade_no
    const fresh = await repo.setPaymentSuccess(trx, tradeNo, {
      providerTradeNo: input.provider_trade_no,
      notifyRaw: input.notify_raw ?? null,
      at,
    })
    if (!fresh) return { outcome: 'duplicate' as const, tradeNo, refundBn: null }

    if (await markOrderPaid(trx, order.order_id, input.pay_type, at)) {
      await repo.closeOtherPayments(trx, order.order_id, tradeNo)
      if (order.order_type === 'vip') await applyPaidVipOrder(trx, order.order_id)
      return { outcome: 'paid' as const, tradeNo, refundBn: null }
    }
    const status = await currentStatus(trx, order.order_id)
    const reason = status === 'CANCEL' ? '订单已取消，支付款原路退回' : '订单已支付，重复支付款原路退回'
    const reserved = await reservePaymentRefund(trx, { ...payment, status: 'SUCCESS' }, reason, at)
    return { outcome: 'refunded' as const, tradeNo, refundBn: reserved.refund_bn }
  })
  // The refund goes to the provider after the payment is committed, never inside the transaction.
  const refund = recorded.refundBn ? await settleRefund(db, recorded.refundBn, providers) : null
  return { outcome: recorded.outcome, order_id: input.order_id, trade_no: recorded.tradeNo, refund }
}

// ─── the cashier ─────────────────────────────────────────────────────────────────────────────

/** The enabled payment methods, with the channel to use on this platform. */
export function payTypeList(providers: PaymentProviders, platform: Platform) {
  return providers.list().map((provider) => ({
    pay_type: provider.payType,
    pay_name: provider.name,
    // ECShopX's names for the same two fields.
    pay_type_code: provider.payType,
    pay_type_name: provider.name,
    pay_channel: provider.defaultChannel[platform],
    pay_channels: [...provider.channels],
  }))
}

export interface PayInput {
  order_id: string
  pay_type: string
  /** Empty or left out: the method's PC channel. */
  pay_channel?: PayChannel | ''
  /** A page of this site (a path), or an address on a trusted origin, to come back to after paying. */
  return_url?: string
}

export interface PayRequestContext {
  /** This site's public origin, for notify and return URLs. */
  origin: string
  /** Origins an absolute return_url may name: the public one and CORS_ORIGINS' listed ones. */
  returnOrigins: readonly string[]
  clientIp: string
  log: Logger
}

/**
 * A path of this site, or an absolute address on one of `origins` (the shop's public origin and
 * its CORS clients'): any other host would make us an open redirect.
 */
function returnUrl(value: string | undefined, site: string, origins: readonly string[]): string {
  if (value === undefined || value === '') return `${site}${DEFAULT_RETURN_PATH}`
  if (/^\/(?![/\\])[^\s\\]*$/.test(value)) return `${site}${value}`
  const absolute = urlOnOrigins(value, origins)
  if (absolute === null) throw fail('RETURN_URL_INVALID')
  return absolute
}

/** "iPhone 15 等3件商品", without the characters Alipay refuses in a subject. */
async function subjectOf(db: Kysely<Database>, orderId: string): Promise<string> {
  const lines = await orderLines(db, orderId)
  if (lines.length === 0) return `订单${orderId}`
  const name =
    lines[0]!.item_name
      .replace(/[/=&\s]+/g, ' ')
      .trim()
      .slice(0, 60) || `订单${orderId}`
  const units = lines.reduce((sum, line) => sum + line.quantity, 0)
  return units > 1 ? `${name} 等${units}件商品` : name
}

function paymentView(providers: PaymentProviders, payment: Payment) {
  return {
    order_id: payment.order_id,
    trade_no: payment.trade_no,
    pay_type: payment.pay_type,
    pay_name: payName(providers, payment.pay_type),
    total_fee: payment.amount,
    pay_status: payment.status,
    paid_at: payment.paid_at,
  }
}

/**
 * Starts paying one of the member's orders: records a NOTPAY payment of the order's total (as the
 * database holds it) and asks the provider what the cashier needs. A provider that pays at once
 * (模拟支付), or an order with nothing left to pay, is recorded paid before answering.
 */
export async function pay(
  db: Kysely<Database>,
  providers: PaymentProviders,
  memberId: number,
  input: PayInput,
  context: PayRequestContext,
) {
  const provider = providers.get(input.pay_type)
  if (!provider) throw fail('PAY_TYPE_UNSUPPORTED')
  const channel = input.pay_channel || provider.defaultChannel.pc
  if (!provider.channels.includes(channel)) throw fail('PAY_CHANNEL_UNSUPPORTED')
  const back = returnUrl(input.return_url, context.origin, context.returnOrigins)

  const order = await memberPayableOrder(db, memberId, input.order_id)
  if (!order) throw orderNotFound()
  const at = now()
  if (order.status !== 'NOTPAY') throw fail('ORDER_NOT_PAYABLE')
  if (order.expires_at !== null && order.expires_at <= at) throw fail('ORDER_EXPIRED')
  // A points-mall order pays its points at the points cashier; only its cash part, once those
  // points are spent, is paid here.
  if (order.order_type === 'point') {
    const state = await pointOrderCashState(db, order.order_id)
    if (state === 'points_only') throw fail('POINT_ORDER_PAY_IN_POINTS')
    if (state === 'points_first') throw fail('POINT_ORDER_POINTS_FIRST')
  }
  const openid = channel === 'jsapi' ? await repo.wechatOpenid(db, memberId, WECHAT_LOGIN_PROVIDER) : null
  if (channel === 'jsapi' && !openid) throw fail('WECHAT_OPENID_REQUIRED')

  const payment = await repo.insertPayment(db, {
    trade_no: newTradeNumber(),
    order_id: order.order_id,
    member_id: memberId,
    pay_type: provider.payType,
    amount: order.total_fee,
    provider_trade_no: null,
    notify_raw: null,
    created_at: at,
    paid_at: null,
  })
  const view = { ...paymentView(providers, payment), pay_channel: channel }

  let action: CashierAction
  try {
    action =
      payment.amount === 0
        ? { paid: { providerTradeNo: null } }
        : await provider.createPayment(
            { order_id: order.order_id, subject: await subjectOf(db, order.order_id), expires_at: order.expires_at },
            payment,
            {
              channel,
              returnUrl: back,
              notifyUrl: `${context.origin}${NOTIFY_PATHS[provider.payType] ?? ''}`,
              clientIp: context.clientIp,
              openid,
            },
          )
  } catch (error) {
    await repo.closePayment(db, payment.trade_no)
    if (!(error instanceof ProviderError)) throw error
    context.log.warn({ err: error, trade_no: payment.trade_no }, 'payment provider refused to start a payment')
    throw fail('PAYMENT_GATEWAY_ERROR')
  }

  if (action.paid) {
    const result = await markPaid(
      db,
      {
        order_id: order.order_id,
        pay_type: provider.payType,
        amount: payment.amount,
        provider_trade_no: action.paid.providerTradeNo,
        trade_no: payment.trade_no,
      },
      providers,
    )
    if (result.outcome === 'refunded') throw fail('ORDER_CHANGED_REFUNDED')
    const paid = await repo.findPayment(db, payment.trade_no)
    return { ...view, pay_status: 'SUCCESS' as const, paid_at: paid?.paid_at ?? at }
  }
  const { paid: _paid, ...cashier } = action
  return { ...view, ...cashier }
}

// ─── payment status ──────────────────────────────────────────────────────────────────────────

/**
 * Asks the provider about a payment still NOTPAY and records it paid if the provider says so —
 * the cashier's poll and the return page work even when a notification is late or lost. A
 * provider that cannot answer leaves the payment as it is.
 */
export async function confirmWithProvider(
  db: Kysely<Database>,
  providers: PaymentProviders,
  payment: Payment,
  log: Logger,
): Promise<Payment> {
  if (payment.status !== 'NOTPAY') return payment
  const provider = providers.get(payment.pay_type)
  if (!provider) return payment
  try {
    const state = await provider.query(payment.trade_no)
    if (!state.paid) return payment
    if (state.amount !== payment.amount) {
      log.warn(
        { trade_no: payment.trade_no, amount: state.amount, expected: payment.amount },
        'provider reports a different amount paid',
      )
      return payment
    }
    await markPaid(
      db,
      {
        order_id: payment.order_id,
        pay_type: payment.pay_type,
        amount: state.amount,
        provider_trade_no: state.providerTradeNo,
        trade_no: payment.trade_no,
      },
      providers,
    )
  } catch (error) {
    if (!(error instanceof ProviderError) && !(error instanceof AppError)) throw error
    log.warn({ err: error, trade_no: payment.trade_no }, 'could not confirm a payment with its provider')
  }
  return (await repo.findPayment(db, payment.trade_no)) ?? payment
}

export async function statusView(db: Kysely<Database>, providers: PaymentProviders, payment: Payment) {
  const orderStatus: OrderStatus | null = await currentStatus(db, payment.order_id)
  return { ...paymentView(providers, payment), order_status: orderStatus }
}

/** The cashier's poll: one of the member's payments, confirmed with its provider while unpaid. */
export async function paymentStatus(
  db: Kysely<Database>,
  providers: PaymentProviders,
  memberId: number,
  lookup: { trade_no?: string; order_id?: string },
  log: Logger,
) {
  const payment =
    lookup.trade_no !== undefined
      ? await repo.findMemberPayment(db, memberId, lookup.trade_no)
      : lookup.order_id !== undefined
        ? await repo.latestMemberPayment(db, memberId, lookup.order_id)
        : undefined
  if (!payment) throw paymentNotFound()
  return statusView(db, providers, await confirmWithProvider(db, providers, payment, log))
}

/** The member's payments, newest first (payment.tradeList). */
export async function paymentList(
  db: Kysely<Database>,
  providers: PaymentProviders,
  memberId: number,
  query: PageQuery & { order_id?: string },
) {
  const { rows, total } = await repo.listMemberPayments(db, memberId, query.order_id, toPage(query, 20))
  return { list: rows.map((payment) => paymentView(providers, payment)), total_count: total }
}
