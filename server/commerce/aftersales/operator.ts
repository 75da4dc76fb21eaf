import type { Kysely, Transaction } from 'kysely'
import type { AftersalesStatus, Database, Order, OrderItem } from '../../db/types.ts'
import { AppError, fail } from '../../lib/errors.ts'
import { toPage } from '../../lib/pagination.ts'
import { lockMember } from '../member/repo.ts'
import { proportionalShare } from '../order/proportional-share.ts'
import { findOrder, flipToCancelled } from '../order/repo/orders.ts'
import { findBalance } from '../point/repo.ts'
import { refundPoints, spendPoints } from '../point/service.ts'
import * as repo from './repo.ts'
import type { ListQuery } from '../../../schemas/api/aftersales.ts'
import { aftersalesNotFound, filterOf, requireBn } from './service.ts'
import { AFTERSALES_STATUS_DESC } from './status.ts'
import { toAftersalesView } from './view.ts'

/**
 * The operator's side of after-sales: review, receiving returned goods, and the refund. Every
 * step is a conditional status change, so two operators acting at once cannot both act.
 */

/** A REFUNDING application untouched this long is taken to be abandoned (its call died) and may be taken over. */
export const STALE_REFUND_SECONDS = 300
const CONTROL = /[\u0000-\u001f\u007f]/

const changedMeanwhile = () => fail('AFTERSALES_STATUS_CHANGED')

async function findOrThrow(db: Kysely<Database>, bn: string) {
  const row = await repo.findByBn(db, requireBn(bn))
  if (!row) throw aftersalesNotFound()
  return row
}

/** GET aftersales (console): the company's applications, newest first, with the count in each status. */
export async function operatorAftersalesList(db: Kysely<Database>, companyId: number, query: ListQuery) {
  const filter = { ...filterOf(query), companyId }
  const page = toPage(query, 20, 100)
  const [rows, total, byStatus] = await Promise.all([
    repo.listAftersales(db, filter, page.pageSize, page.offset),
    repo.countAftersales(db, filter),
    repo.countAftersalesByStatus(db, filter),
  ])
  return {
    list: rows.map((row) => ({ ...toAftersalesView(row), member_id: row.member_id })),
    total_count: total,
    status_counts: Object.fromEntries(
      Object.keys(AFTERSALES_STATUS_DESC).map((status) => [status, byStatus[status as AftersalesStatus] ?? 0]),
    ),
  }
}

export interface ReviewInput {
  approve: boolean
  refuseReason?: string
}

/**
 * Approves (仅退款 → 待退款; 退货退款 → 待寄回) or refuses (with a reason; the units can be
 * applied for again) an application waiting for review.
 */
export async function reviewAftersales(db: Kysely<Database>, bn: string, input: ReviewInput, now: number) {
  const row = await findOrThrow(db, bn)
  const refuseReason = input.refuseReason?.trim() ?? ''
  if (!input.approve) {
    if (!refuseReason) throw fail('REFUSE_REASON_REQUIRED')
    if ([...refuseReason].length > 200 || CONTROL.test(refuseReason)) throw fail('REFUSE_REASON_INVALID')
  }
  if (row.status !== 'WAIT_SELLER_AGREE')
    throw fail('AFTERSALES_NOT_REVIEWABLE', { status: AFTERSALES_STATUS_DESC[row.status] })
  await db.transaction().execute(async (trx) => {
    await lockMember(trx, row.member_id)
    const next: AftersalesStatus = input.approve
      ? row.aftersales_type === 'ONLY_REFUND'
        ? 'WAIT_REFUND'
        : 'WAIT_BUYER_RETURN_GOODS'
      : 'SELLER_REFUSE'
    const changes = {
      status: next,
      refuse_reason: input.approve ? null : refuseReason,
      reviewed_at: now,
      updated_at: now,
    }
    if (!(await repo.transition(trx, row.id, ['WAIT_SELLER_AGREE'], changes))) throw changedMeanwhile()
    if (!input.approve) await repo.releaseUnits(trx, row.order_item_id, row.num)
  })
  return toAftersalesView((await repo.findById(db, row.id))!)
}

/** The returned goods arrived: back into stock, and the application waits for its refund. */
export async function confirmReturnedGoods(db: Kysely<Database>, bn: string, now: number) {
  const row = await findOrThrow(db, bn)
  if (row.status !== 'WAIT_SELLER_CONFIRM_GOODS') throw fail('AFTERSALES_NOT_RETURNED')
  await db.transaction().execute(async (trx) => {
    await lockMember(trx, row.member_id)
    if (
      !(await repo.transition(trx, row.id, ['WAIT_SELLER_CONFIRM_GOODS'], {
        status: 'WAIT_REFUND',
        goods_received_at: now,
        updated_at: now,
      }))
    )
      throw changedMeanwhile()
    await repo.restock(trx, row, row.num)
  })
  return toAftersalesView((await repo.findById(db, row.id))!)
}

/** PAYMENT's refund and settleRefund, as the refund step uses them (injected so tests can stand in a provider). */
export interface RefundDeps {
  refund(
    db: Kysely<Database>,
    input: { order_id: string; amount: number; reason: string; aftersales_id: number },
  ): Promise<{ refunds: { message: string }[] }>
  settle(db: Kysely<Database>, refundBn: string): Promise<unknown>
}

/**
 * The freight goes back with the application that leaves nothing of an order that never shipped
 * unrefunded (counting applications already being refunded), and with no other.
 */
async function freightDue(trx: Transaction<Database>, row: repo.AftersalesRow, order: Order): Promise<number> {
  if (order.delivered_at !== null || order.freight_fee === 0) return 0
  const others = await repo.refundingOrRefunded(trx, row.order_id, row.id)
  if (others.some((other) => other.refund_freight > 0)) return 0
  const lines = await repo.goodsLines(trx, row.order_id)
  const units = (line: OrderItem) =>
    others.filter((other) => other.order_item_id === line.id).reduce((sum, other) => sum + other.num, 0) +
    (line.id === row.order_item_id ? row.num : 0)
  return lines.every((line) => units(line) >= line.quantity) ? order.freight_fee : 0
}

/** WAIT_REFUND → REFUNDING, fixing the amount (with freight when due); answers whether this call took it. */
async function claimRefund(db: Kysely<Database>, row: repo.AftersalesRow, now: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await lockMember(trx, row.member_id)
    const current = (await repo.findById(trx, row.id))!
    if (current.status !== 'WAIT_REFUND') return false
    const order = (await findOrder(trx, row.order_id))!
    const freight = await freightDue(trx, current, order)
    return repo.transition(trx, row.id, ['WAIT_REFUND'], {
      status: 'REFUNDING',
      refund_freight: freight,
      updated_at: now,
    })
  })
}

/** Back to WAIT_REFUND after a failed refund, so it can be tried again. */
async function releaseClaim(db: Kysely<Database>, id: number, now: number): Promise<void> {
  await repo.transition(db, id, ['REFUNDING'], { status: 'WAIT_REFUND', refund_freight: 0, updated_at: now })
}

async function refundTotals(db: Kysely<Database>, id: number) {
  const rows = await repo.refundsOfAftersales(db, id)
  const sum = (status: string) =>
    rows.filter((row) => row.status === status).reduce((acc, row) => acc + row.refund_fee, 0)
  return {
    success: sum('SUCCESS'),
    ready: sum('READY'),
    readyBns: rows.filter((row) => row.status === 'READY').map((row) => row.refund_bn),
  }
}

/** Points an order earned on completion, taken back in proportion to the goods refunded (as far as the balance goes). */
async function takeBackEarned(
  trx: Transaction<Database>,
  order: Order,
  refundedCash: number,
  lines: OrderItem[],
): Promise<void> {
  const share = proportionalShare(
    order.point_earned,
    refundedCash,
    lines.reduce((sum, line) => sum + line.total_fee, 0),
  )
  if (share <= 0) return
  const account = await findBalance(trx, order.member_id)
  const take = Math.min(share, account?.balance ?? 0)
  if (take > 0) await spendPoints(trx, order.member_id, take, '售后退款扣回赠送积分', order.order_id)
}

/**
 * The money is back: REFUNDING → REFUNDED, the line's refunded units and cash, stock for units
 * that never shipped, the points, and — when every goods line is refunded in full — the order
 * closes as CANCEL (交易关闭). All in one transaction, done by whichever call flips the status.
 */
async function finishRefund(db: Kysely<Database>, id: number, now: number) {
  await db.transaction().execute(async (trx) => {
    const row = (await repo.findById(trx, id))!
    await lockMember(trx, row.member_id)
    if (!(await repo.transition(trx, id, ['REFUNDING'], { status: 'REFUNDED', refunded_at: now, updated_at: now })))
      return
    const order = (await findOrder(trx, row.order_id))!
    const lines = await repo.goodsLines(trx, row.order_id)
    const line = lines.find((l) => l.id === row.order_item_id)!
    const goodsCash = Math.min(row.refund_fee, line.total_fee - line.refunded_fee)
    await repo.markLineRefunded(trx, line.id, row.num, goodsCash)
    if (row.aftersales_type === 'ONLY_REFUND' && order.delivered_at === null) await repo.restock(trx, line, row.num)
    if (row.refund_point > 0) await refundPoints(trx, row.member_id, row.refund_point, '售后退款退还积分', row.order_id)
    if (order.status === 'DONE' && order.point_earned > 0) await takeBackEarned(trx, order, goodsCash, lines)
    const allRefunded = lines.every((l) => (l.id === line.id ? l.refunded_num + row.num : l.refunded_num) >= l.quantity)
    if (allRefunded && order.status !== 'CANCEL')
      await flipToCancelled(trx, order.order_id, order.status, '商品已全部退款，交易关闭', now)
  })
  return (await repo.findById(db, id))!
}

/**
 * Sends an approved application's money back through PAYMENT's refund, never twice: the call that
 * moves it WAIT_REFUND → REFUNDING is the only one that asks for money, for what is not yet
 * refunded or on its way. A provider that has not answered leaves it REFUNDING (calling again
 * settles it); a refused refund puts it back to WAIT_REFUND with the provider's reason.
 */
export async function refundAftersales(db: Kysely<Database>, bn: string, deps: RefundDeps, now: number) {
  let row = await findOrThrow(db, bn)
  if (row.status === 'REFUNDED') return toAftersalesView(row)
  let holdsClaim = row.status === 'WAIT_REFUND' && (await claimRefund(db, row, now))
  row = (await repo.findById(db, row.id))!
  if (row.status === 'REFUNDED') return toAftersalesView(row)
  if (row.status !== 'REFUNDING')
    throw fail('AFTERSALES_NOT_REFUNDABLE', { status: AFTERSALES_STATUS_DESC[row.status] })

  // Refunds already on their way are asked about again (the provider treats a refund number as one refund).
  for (const refundBn of (await refundTotals(db, row.id)).readyBns) await deps.settle(db, refundBn)
  let totals = await refundTotals(db, row.id)
  const amount = row.refund_fee + row.refund_freight
  let message = ''
  const missing = amount - totals.success - totals.ready
  if (missing > 0) {
    if (!holdsClaim && row.updated_at <= now - STALE_REFUND_SECONDS)
      holdsClaim = await repo.takeOverRefund(db, row.id, row.updated_at, now)
    if (!holdsClaim) throw fail('REFUND_IN_PROGRESS')
    try {
      const result = await deps.refund(db, {
        order_id: row.order_id,
        amount: missing,
        reason: `售后退款（售后单${row.aftersales_bn}）`,
        aftersales_id: row.id,
      })
      message = result.refunds.find((line) => line.message)?.message ?? ''
    } catch (error) {
      // A refused refund wrote nothing: the application waits for another try.
      if (error instanceof AppError) await releaseClaim(db, row.id, now)
      throw error
    }
    totals = await refundTotals(db, row.id)
  }
  if (totals.success >= amount) return toAftersalesView(await finishRefund(db, row.id, now))
  if (totals.ready > 0) return toAftersalesView((await repo.findById(db, row.id))!)
  await releaseClaim(db, row.id, now)
  throw message ? fail('REFUND_FAILED', { reason: message }) : fail('REFUND_RETRY')
}
