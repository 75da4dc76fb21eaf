import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import { AppError, fail } from '../../lib/errors.ts'
import { NotifyRejected, type NotifyRequest, type Payment, type PaymentNotice } from './provider.ts'
import type { PaymentProviders } from './registry.ts'
import { findMemberPayment, findPayment, latestMemberPayment } from './repo.ts'
import { confirmWithProvider, markPaid, statusView, type Logger, type MarkPaidOutcome } from './service.ts'

/** What providers tell us on their own: notifications and the browser coming back from Alipay. */

export type NotifyAnswer = { ok: true; outcome: MarkPaidOutcome | 'ignored' } | { ok: false; reason: string }

/** Notifications are kept on the payment for reconciliation, up to this many characters. */
const RAW_LIMIT = 8000

/**
 * Handles a provider's payment notification: verified by the provider (signature, our app and
 * merchant ids), then matched to our payment by out_trade_no and amount, then recorded through
 * markPaid — so a notification sent again pays nothing twice. Anything that does not match is
 * refused and changes nothing; the provider will send it again later.
 */
export async function acceptNotify(
  db: Kysely<Database>,
  providers: PaymentProviders,
  payType: string,
  request: NotifyRequest,
): Promise<NotifyAnswer> {
  const provider = providers.get(payType)
  if (!provider?.verifyNotify) return { ok: false, reason: `${payType} is not enabled` }
  let notice: PaymentNotice
  try {
    notice = provider.verifyNotify(request)
  } catch (error) {
    if (error instanceof NotifyRejected) return { ok: false, reason: error.message }
    throw error
  }
  // Closed trades, refunds and the like: acknowledged so the provider stops sending them.
  if (!notice.paid) return { ok: true, outcome: 'ignored' }
  const payment = await findPayment(db, notice.tradeNo)
  if (!payment || payment.pay_type !== payType) return { ok: false, reason: `unknown out_trade_no ${notice.tradeNo}` }
  if (notice.amount !== payment.amount)
    return { ok: false, reason: `amount ${notice.amount} differs from ${payment.amount}` }
  try {
    const result = await markPaid(
      db,
      {
        order_id: payment.order_id,
        pay_type: payType,
        amount: notice.amount,
        provider_trade_no: notice.providerTradeNo,
        trade_no: payment.trade_no,
        notify_raw: notice.raw.slice(0, RAW_LIMIT),
      },
      providers,
    )
    return { ok: true, outcome: result.outcome }
  } catch (error) {
    if (error instanceof AppError) return { ok: false, reason: error.message }
    throw error
  }
}

/**
 * The page Alipay sends the browser back to passes on Alipay's signed return parameters. A genuine
 * return names the payment; being only a browser redirect it proves nothing about the money, so
 * the payment is confirmed with alipay.trade.query before it is recorded paid. Without a signature
 * a signed-in member may look up one of their own payments (out_trade_no or order_id).
 */
export async function alipayReturn(
  db: Kysely<Database>,
  providers: PaymentProviders,
  params: Record<string, string>,
  viewerId: number | null,
  log: Logger,
) {
  let payment: Payment | undefined
  if (params.sign !== undefined) {
    const alipay = providers.alipay()
    if (!alipay) throw fail('ALIPAY_DISABLED')
    let tradeNo: string
    try {
      tradeNo = alipay.verifyReturn(params)
    } catch (error) {
      if (!(error instanceof NotifyRejected)) throw error
      throw fail('ALIPAY_RETURN_INVALID')
    }
    payment = await findPayment(db, tradeNo)
    if (payment?.pay_type !== 'alipay') payment = undefined
  } else if (viewerId !== null) {
    if (params.out_trade_no) payment = await findMemberPayment(db, viewerId, params.out_trade_no)
    else if (params.order_id) payment = await latestMemberPayment(db, viewerId, params.order_id)
  }
  if (!payment) throw fail('PAYMENT_NOT_FOUND')
  const view = await statusView(db, providers, await confirmWithProvider(db, providers, payment, log))
  return { status: view.pay_status, ...view }
}
