import type { Kysely, Transaction } from 'kysely'
import type { Database, RefundStatus } from '../../db/types.ts'
import { fail } from '../../lib/errors.ts'
import type { Payment, RefundOutcome } from './provider.ts'
import { providersFor, type PaymentProviders } from './registry.ts'
import { payableOrder } from '../order/repo/orders.ts'
import { findPayment, findRefund, finishRefund, insertRefund, lockSuccessPayments, refundedByTrade } from './repo.ts'
import { newRefundNumber } from './trade-number.ts'
import { now } from '../../../schemas/time.ts'

/**
 * Refunds: money goes back through the payment that took it. A refund is first reserved — a
 * READY row written in the transaction that checked it fits, with the order's successful
 * payments locked — then sent to the provider after commit and settled SUCCESS or FAIL. READY
 * rows count as refunded while they wait, so parallel refunds never add up to more than was
 * paid; a FAIL row frees its amount again. A provider that does not answer for sure leaves the
 * row READY; settleRefund sends it again with the same refund number, which providers treat as
 * the same refund.
 */

export interface RefundInput {
  order_id: string
  /** Cents. */
  amount: number
  reason: string
  aftersales_id?: number | null
}

export interface RefundLine {
  refund_bn: string
  trade_no: string | null
  refund_fee: number
  status: RefundStatus
  /** Why the provider refused or did not answer; empty on success. */
  message: string
}

export interface RefundResult {
  order_id: string
  refund_fee: number
  /** SUCCESS when every part was refunded, FAIL when a part was refused, else READY (waiting on the provider). */
  status: RefundStatus
  refunds: RefundLine[]
}

const reasonText = (reason: string) => reason.slice(0, 255)

/** What an order's successful payments took minus what is refunded or being refunded, in cents. */
export async function refundableAmount(trx: Transaction<Database>, orderId: string): Promise<number> {
  const payments = await lockSuccessPayments(trx, orderId)
  const refunded = await refundedByTrade(trx, orderId)
  const paid = payments.reduce((sum, payment) => sum + payment.amount, 0)
  return paid - refunded.reduce((sum, row) => sum + row.fee, 0)
}

/**
 * Refunds `amount` cents of an order, spread over its successful payments oldest first. Refused
 * when the amount is not positive or exceeds what was paid minus what is already refunded or
 * being refunded ('退款金额不能超过实付金额'); nothing is written then.
 */
export async function refund(
  db: Kysely<Database>,
  input: RefundInput,
  providers: PaymentProviders = providersFor(db),
): Promise<RefundResult> {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) throw fail('REFUND_AMOUNT_INVALID')
  const at = now()
  const reserved = await db.transaction().execute(async (trx) => {
    const order = await payableOrder(trx, input.order_id)
    if (!order) throw fail('ORDER_NOT_FOUND')
    const payments = await lockSuccessPayments(trx, input.order_id)
    const refunded = await refundedByTrade(trx, input.order_id)
    const paid = payments.reduce((sum, payment) => sum + payment.amount, 0)
    const taken = refunded.reduce((sum, row) => sum + row.fee, 0)
    if (input.amount > paid - taken) throw fail('REFUND_EXCEEDS_PAID')

    const rows = []
    let left = input.amount
    for (const payment of payments) {
      const share = Math.min(
        left,
        payment.amount - (refunded.find((row) => row.tradeNo === payment.trade_no)?.fee ?? 0),
      )
      if (share <= 0) continue
      rows.push(
        await insertRefund(trx, {
          refund_bn: newRefundNumber(),
          order_id: input.order_id,
          aftersales_id: input.aftersales_id ?? null,
          member_id: order.member_id,
          refund_fee: share,
          status: 'READY',
          reason: reasonText(input.reason),
          trade_no: payment.trade_no,
          created_at: at,
          refunded_at: null,
        }),
      )
      left -= share
      if (left === 0) break
    }
    return rows
  })

  const refunds: RefundLine[] = []
  for (const row of reserved) refunds.push(await settleRefund(db, row.refund_bn, providers))
  const status: RefundStatus = refunds.every((line) => line.status === 'SUCCESS')
    ? 'SUCCESS'
    : refunds.some((line) => line.status === 'FAIL')
      ? 'FAIL'
      : 'READY'
  return { order_id: input.order_id, refund_fee: input.amount, status, refunds }
}

/** Reserves a refund of a whole payment (money that arrived for an order that cannot take it), in the caller's transaction. */
export async function reservePaymentRefund(trx: Transaction<Database>, payment: Payment, reason: string, at: number) {
  return insertRefund(trx, {
    refund_bn: newRefundNumber(),
    order_id: payment.order_id,
    aftersales_id: null,
    member_id: payment.member_id,
    refund_fee: payment.amount,
    status: 'READY',
    reason: reasonText(reason),
    trade_no: payment.trade_no,
    created_at: at,
    refunded_at: null,
  })
}

/** Sends a READY refund to its payment's provider and records the answer; a settled refund is answered as it stands. */
export async function settleRefund(
  db: Kysely<Database>,
  refundBn: string,
  providers: PaymentProviders = providersFor(db),
): Promise<RefundLine> {
  const row = await findRefund(db, refundBn)
  if (!row) throw fail('REFUND_NOT_FOUND')
  const line = (status: RefundStatus, message = ''): RefundLine => ({
    refund_bn: row.refund_bn,
    trade_no: row.trade_no,
    refund_fee: row.refund_fee,
    status,
    message,
  })
  if (row.status !== 'READY') return line(row.status)

  const payment = row.trade_no === null ? undefined : await findPayment(db, row.trade_no)
  const provider = payment && providers.get(payment.pay_type)
  const outcome: RefundOutcome =
    payment && provider
      ? await provider.refund(payment, row.refund_fee, row.refund_bn, row.reason)
      : { status: 'FAIL', reason: payment ? `支付方式 ${payment.pay_type} 未启用，无法原路退回` : '没有可退回的支付单' }
  if (outcome.status === 'PENDING') return line('READY', outcome.reason)
  // Someone else may have settled it meanwhile; their answer stands.
  if (!(await finishRefund(db, row.refund_bn, outcome.status, now())))
    return line((await findRefund(db, refundBn))!.status)
  return line(outcome.status, outcome.status === 'FAIL' ? outcome.reason : '')
}
