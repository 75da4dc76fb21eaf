import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../../db/types.ts'
import { fail } from '../../lib/errors.ts'
import { orderSummary } from '../checkout/service.ts'
import { lockMember } from '../member/repo.ts'
import { findBalance } from '../point/repo.ts'
import { spendPoints } from '../point/service.ts'
import { pointsOfLines } from '../pricing/points.ts'
import * as repo from './repo.ts'

/**
 * The points cashier (/pointitems/cashierpoint). A points-mall order is written unpaid, holding its
 * stock until it expires like any order. Paying a points-only order here spends its points and marks
 * it paid in one transaction. An order with a cash part (points goods whose SKU price is above 0)
 * has its points spent here — recorded in point_used, the order staying NOTPAY — and its cash paid
 * at the normal cashier, which marks it paid. Every write is conditional — the points are spent
 * once, the order flips NOTPAY → PAYED once, the balance drops only when it covers the points — so
 * parallel payments can never spend twice or overdraw; cancelling or expiry gives point_used back.
 */

const orderNotFound = () => fail('ORDER_NOT_FOUND')

/** Points the order costs: Σ points price × quantity of its lines. */
async function pointsDue(db: Kysely<Database> | Transaction<Database>, orderId: string): Promise<number> {
  return pointsOfLines(await repo.pointLines(db, orderId))
}

/**
 * Where a points order stands for the normal cashier: 'cash_due' once its points are spent and
 * cash is left to pay (the cashier takes it), 'points_only' for an order with no cash part (paid
 * here in full), 'points_first' while its points are not spent yet.
 */
export async function pointOrderCashState(
  db: Kysely<Database> | Transaction<Database>,
  orderId: string,
): Promise<'points_only' | 'points_first' | 'cash_due'> {
  const order = await repo.findOrderPayment(db, orderId)
  if (!order || order.total_fee <= 0) return 'points_only'
  return order.point_used >= (await pointsDue(db, orderId)) ? 'cash_due' : 'points_first'
}

/** One of the member's points-mall orders as the points cashier shows it, with the points due and the balance. */
export async function pointOrderView(db: Kysely<Database>, memberId: number, orderId: string, now: number) {
  const summary = await orderSummary(db, memberId, orderId, now)
  if (summary.order_type !== 'point') throw fail('NOT_POINT_ORDER')
  const [due, balance] = await Promise.all([pointsDue(db, orderId), findBalance(db, memberId)])
  const pointPaid =
    summary.status === 'PAYED' || (summary.status === 'NOTPAY' && summary.total_fee > 0 && summary.point_use >= due)
  return {
    ...summary,
    point_total: due,
    point_balance: balance?.balance ?? 0,
    point_paid: pointPaid,
    cash_due: summary.status === 'NOTPAY' ? summary.total_fee : 0,
  }
}

/**
 * Pays one of the member's unpaid points-mall orders in points: a points-only order is paid in
 * full, an order with a cash part has its points spent and waits for the cash at the normal
 * cashier. Paying again once the points are spent answers the same (idempotent); an order
 * cancelled, expired or not a points order is refused, and so is a balance that does not cover
 * it — nothing written then.
 */
export async function payPointOrder(db: Kysely<Database>, memberId: number, orderId: string, now: number) {
  if (!/^\d{1,32}$/.test(orderId)) throw orderNotFound()
  await db.transaction().execute(async (trx) => {
    // The member's lock first, as order creation, cancelling and payments take it.
    await lockMember(trx, memberId)
    const order = await repo.findMemberPointOrder(trx, memberId, orderId)
    if (!order) throw orderNotFound()
    if (order.order_type !== 'point') throw fail('NOT_POINT_ORDER')
    if (order.status === 'PAYED' && (order.pay_type === 'point' || order.point_used > 0)) return
    if (order.status !== 'NOTPAY') throw fail('ORDER_NOT_PAYABLE')
    if (order.expires_at !== null && order.expires_at <= now) throw fail('ORDER_EXPIRED')
    const due = await pointsDue(trx, orderId)
    const withCash = order.total_fee > 0
    // Points already spent on an order with cash to pay: the cash is what is left, at the cashier.
    if (withCash && order.point_used >= due) return
    if (!(await repo.markPointsSpent(trx, orderId, due, withCash, now))) throw fail('ORDER_NOT_PAYABLE')
    if (due > 0) await spendPoints(trx, memberId, due, '积分商城兑换', orderId)
  })
  return pointOrderView(db, memberId, orderId, now)
}
