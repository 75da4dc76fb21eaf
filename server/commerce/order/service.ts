import type { Kysely } from 'kysely'
import type { Database, Order } from '../../db/types.ts'
import { fail } from '../../lib/errors.ts'
import { toPage } from '../../lib/pagination.ts'
import { earnPoints } from '../point/service.ts'
import { memberOrderSettings } from '../order-settings/settings.ts'
import { orderHooks } from './hooks.ts'
import { cancelOrder } from './lifecycle.ts'
import { proportionalShare } from './proportional-share.ts'
import { itemsOfOrders, refundedGoodsFee } from './repo/items.ts'
import { aftersalesOfOrders, paymentsOf, refundsOf } from './repo/linked.ts'
import * as repo from './repo/orders.ts'
import type { OrderDetail, OrderListQuery } from '../../../schemas/api/order.ts'
import { parseOrderTab, parseOrderTypes } from './status.ts'
import { parseInvoice, timeline, toOrderCard, type OrderContext } from './view.ts'

const orderNotFound = () => fail('ORDER_NOT_FOUND')

/** Order numbers are digits; anything else cannot name an order. */
export function requireOrderId(...candidates: (string | undefined)[]): string {
  const value = candidates.find((c) => c !== undefined && c.trim() !== '')?.trim()
  if (!value) throw fail('ORDER_ID_REQUIRED')
  if (!/^\d{1,32}$/.test(value)) throw orderNotFound()
  return value
}

/** Lines and after-sales statuses of each order, keyed by order number. */
export async function contextsOf(db: Kysely<Database>, orders: Order[]): Promise<Map<string, OrderContext>> {
  const ids = orders.map((order) => order.order_id)
  // Every caller reads orders of one member or one company: the first order's shop rules them all.
  const [items, aftersales, settings] = await Promise.all([
    itemsOfOrders(db, ids),
    aftersalesOfOrders(db, ids),
    orders.length > 0 ? memberOrderSettings(db, orders[0].member_id) : undefined,
  ])
  const aftersalesDays = settings?.aftersales_days ?? 0
  const contexts = new Map<string, OrderContext>(ids.map((id) => [id, { items: [], aftersales: [], aftersalesDays }]))
  for (const item of items) contexts.get(item.order_id)!.items.push(item)
  for (const row of aftersales) contexts.get(row.order_id)!.aftersales.push(row.status)
  return contexts
}

/** GET orders: the member's orders of one tab, newest first. */
export async function listOrders(db: Kysely<Database>, memberId: number, query: OrderListQuery, now: number) {
  const filter = {
    types: parseOrderTypes(query.order_type),
    tab: parseOrderTab(query.status),
    keywords: query.keywords ?? '',
    openAftersales: orderHooks().aftersales.open,
  }
  const page = toPage(query, 10, 50)
  const [orders, total] = await Promise.all([
    repo.listMemberOrders(db, memberId, filter, page.pageSize, page.offset),
    repo.countMemberOrders(db, memberId, filter),
  ])
  const contexts = await contextsOf(db, orders)
  const rules = orderHooks().aftersales
  return {
    list: orders.map((order) => toOrderCard(order, contexts.get(order.order_id)!, now, rules)),
    total_count: total,
  }
}

/** GET orderscount: how many orders each tab holds. */
export async function orderCounts(db: Kysely<Database>, memberId: number, orderType: string | undefined) {
  const types = parseOrderTypes(orderType)
  const openAftersales = orderHooks().aftersales.open
  const [byStatus, waitRate, aftersales] = await Promise.all([
    repo.countByStatus(db, memberId, types),
    repo.countMemberOrders(db, memberId, { types, tab: 'wait_rate', keywords: '', openAftersales }),
    repo.countMemberOrders(db, memberId, { types, tab: 'aftersales', keywords: '', openAftersales }),
  ])
  const of = (status: Order['status']) => Number(byStatus.find((row) => row.status === status)?.n ?? 0)
  return {
    all: byStatus.reduce((sum, row) => sum + Number(row.n), 0),
    notpay: of('NOTPAY'),
    payed: of('PAYED'),
    wait_confirm: of('WAIT_BUYER_CONFIRM'),
    done: of('DONE'),
    cancel: of('CANCEL'),
    wait_rate: waitRate,
    aftersales,
  }
}

async function memberOrder(db: Kysely<Database>, memberId: number, orderId: string): Promise<Order> {
  const order = await repo.findMemberOrder(db, memberId, orderId)
  if (!order) throw orderNotFound()
  return order
}

/**
 * GET order/{order_id}: everything about one of the member's orders; another member's is not
 * found, and so is one they deleted unless `includeDeleted` (the operator's view).
 */
export async function orderDetail(
  db: Kysely<Database>,
  memberId: number,
  orderId: string,
  now: number,
  options: { includeDeleted?: boolean } = {},
): Promise<OrderDetail> {
  const order = options.includeDeleted
    ? await repo.findOrder(db, orderId)
    : await repo.findMemberOrder(db, memberId, orderId)
  if (!order || order.member_id !== memberId) throw orderNotFound()
  const [contexts, payments, refunds, logistics] = await Promise.all([
    contextsOf(db, [order]),
    paymentsOf(db, orderId),
    refundsOf(db, orderId),
    orderHooks().logisticsSummary(db, order, now),
  ])
  const receiver = {
    name: order.receiver_name,
    mobile: order.receiver_mobile,
    province: order.receiver_province,
    city: order.receiver_city,
    county: order.receiver_county,
    address: order.receiver_address,
    zip: order.receiver_zip,
  }
  return {
    ...toOrderCard(order, contexts.get(orderId)!, now, orderHooks().aftersales),
    pay_type: order.pay_type,
    point_earned: order.point_earned,
    receipt_type: order.receipt_type,
    receiver,
    receiver_name: receiver.name,
    receiver_mobile: receiver.mobile,
    receiver_address: [receiver.province, receiver.city, receiver.county, receiver.address].filter(Boolean).join(' '),
    invoice: parseInvoice(order.invoice),
    remark: order.remark,
    cancel_reason: order.cancel_reason,
    cancelled_at: order.cancelled_at,
    remaining_seconds: order.status === 'NOTPAY' && order.expires_at !== null ? Math.max(0, order.expires_at - now) : 0,
    payments,
    refunds,
    refunded_fee: refunds.filter((row) => row.status === 'SUCCESS').reduce((sum, row) => sum + row.refund_fee, 0),
    logistics,
    timeline: timeline(order),
  }
}

export const DEFAULT_CANCEL_REASON = '买家取消订单'

/**
 * POST order/cancel: an unpaid order, or a paid one not yet shipped (refunded in full through
 * payment's refund, a hook). A paid order with an after-sales application that was not withdrawn
 * or refused is not cancelled here: part of it may be refunded already, and the after-sales
 * finishes it.
 */
export async function cancelMemberOrder(
  db: Kysely<Database>,
  memberId: number,
  orderId: string,
  reason: string | undefined,
) {
  const hooks = orderHooks()
  const order = await memberOrder(db, memberId, orderId)
  if (order.status === 'PAYED') {
    const applied = await aftersalesOfOrders(db, [orderId])
    if (applied.some((row) => hooks.aftersales.live.includes(row.status))) throw fail('ORDER_IN_AFTERSALES')
  }
  const text = reason?.trim() || DEFAULT_CANCEL_REASON
  const result = await cancelOrder(db, memberId, orderId, text, { refund: hooks.refund })
  return {
    order_id: result.order_id,
    status: result.status,
    cancel_reason: result.cancel_reason,
    refund_fee: result.refund_fee,
  }
}

/**
 * Points an order earns on completion: what checkout promised (point_earned), less the share of
 * goods already refunded by after-sales before the member confirmed.
 */
function pointsToEarn(order: Order, refundedGoods: number): number {
  if (order.point_earned <= 0 || refundedGoods <= 0) return Math.max(0, order.point_earned)
  const goodsPaid = order.total_fee - order.freight_fee
  if (goodsPaid <= 0) return 0
  return proportionalShare(order.point_earned, Math.max(0, goodsPaid - refundedGoods), goodsPaid)
}

/**
 * Confirms receipt: WAIT_BUYER_CONFIRM → DONE with finished_at, and the order's points earned —
 * only by the call whose conditional update made the change, so confirming twice (or the
 * auto-confirm racing the member) earns them once; `changed` tells that call apart. memberId
 * null: the auto-confirm.
 */
export async function confirmReceipt(db: Kysely<Database>, memberId: number | null, orderId: string, now: number) {
  return db.transaction().execute(async (trx) => {
    const order =
      memberId === null ? await repo.findOrder(trx, orderId) : await repo.findMemberOrder(trx, memberId, orderId)
    if (!order) throw orderNotFound()
    const done = (finishedAt: number, earned: number, changed: boolean) => ({
      order_id: orderId,
      status: 'DONE' as const,
      finished_at: finishedAt,
      point_earned: earned,
      changed,
    })
    if (order.status === 'DONE') return done(order.finished_at ?? now, order.point_earned, false)
    if (order.status !== 'WAIT_BUYER_CONFIRM') throw fail('ORDER_NOT_CONFIRMABLE')

    if (!(await repo.markFinished(trx, orderId, now))) {
      const current = await repo.findOrder(trx, orderId)
      if (current?.status === 'DONE') return done(current.finished_at ?? now, current.point_earned, false)
      throw fail('ORDER_STATUS_CHANGED')
    }
    const earned = pointsToEarn(order, await refundedGoodsFee(trx, orderId))
    await repo.setPointEarned(trx, orderId, earned)
    if (earned > 0) await earnPoints(trx, order.member_id, earned, '订单完成赠送积分', orderId)
    return done(now, earned, true)
  })
}

/** /trade.delete: a finished or cancelled order leaves the member's list (it stays on file). */
export async function deleteOrder(db: Kysely<Database>, memberId: number, orderId: string, now: number) {
  const order = await memberOrder(db, memberId, orderId)
  if (order.status !== 'DONE' && order.status !== 'CANCEL') throw fail('ORDER_NOT_DELETABLE')
  const applied = await aftersalesOfOrders(db, [orderId])
  const open = orderHooks().aftersales.open
  if (applied.some((row) => open.includes(row.status))) throw fail('ORDER_IN_AFTERSALES_DELETE')
  if (!(await repo.markDeleted(db, memberId, orderId, now))) throw fail('ORDER_STATUS_CHANGED')
  return { order_id: orderId, deleted: true }
}
