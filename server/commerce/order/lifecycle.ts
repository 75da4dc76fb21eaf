import type { Kysely, Transaction } from 'kysely'
import type { Database, Order, OrderStatus } from '../../db/types.ts'
import { fail } from '../../lib/errors.ts'
import { releaseCoupon } from '../coupon/usage.ts'
import { returnSeckillStock } from '../goods/repo/seckill-stock.ts'
import { returnStock, subtractGoodsSales } from '../goods/repo/stock.ts'
import { lockMember } from '../member/repo.ts'
import { refundPoints } from '../point/service.ts'
import { orderHooks, type RefundFn } from './hooks.ts'
import { linesToRelease } from './repo/items.ts'
import { hasAftersalesIn } from './repo/linked.ts'
import { cancellableOrder, flipToCancelled, orderOwner } from './repo/orders.ts'
import { now } from '../../../schemas/time.ts'

/**
 * Cancelling orders and giving back what they held. Stock, seckill stock, the coupon and the
 * points are released by whichever call flips the order to CANCEL — a conditional update — so a
 * buyer's cancel racing the expiry sweep (or two sweeps) releases everything exactly once.
 */

export type CancellableOrder = Pick<
  Order,
  'order_id' | 'member_id' | 'status' | 'member_coupon_id' | 'point_used' | 'seckill_id'
>

/** Statuses a cancel may start from: unpaid, or paid but not shipped (refunded in full). */
const CANCELLABLE: readonly OrderStatus[] = ['NOTPAY', 'PAYED']

/**
 * Flips the order from the status it was read in to CANCEL and, only if this call did the flip,
 * puts its stock back and returns its coupon and points. Answers whether it released anything.
 */
export async function releaseOrderResources(
  trx: Transaction<Database>,
  order: CancellableOrder,
  reason = '订单取消',
  at = now(),
): Promise<boolean> {
  if (!CANCELLABLE.includes(order.status)) return false
  if (!(await flipToCancelled(trx, order.order_id, order.status, reason, at))) return false

  const items = await linesToRelease(trx, order.order_id)
  // SKU then goods rows in id order, as order creation takes them, so the two never wait on each
  // other crosswise.
  const skuLines = items.filter((item) => item.sku_id !== null).sort((a, b) => a.sku_id! - b.sku_id!)
  for (const item of skuLines) await returnStock(trx, item.sku_id!, item.quantity)
  const goodsUnits = new Map<number, number>()
  for (const item of items)
    if (item.goods_id !== null && item.is_gift === 0)
      goodsUnits.set(item.goods_id, (goodsUnits.get(item.goods_id) ?? 0) + item.quantity)
  for (const [goodsId, units] of [...goodsUnits].sort((a, b) => a[0] - b[0]))
    await subtractGoodsSales(trx, goodsId, units)
  if (order.seckill_id !== null) {
    for (const item of skuLines)
      if (item.is_gift === 0) await returnSeckillStock(trx, order.seckill_id, item.sku_id!, item.quantity)
  }
  if (order.member_coupon_id !== null) await releaseCoupon(trx, order.member_id, order.member_coupon_id, order.order_id)
  if (order.point_used > 0)
    await refundPoints(trx, order.member_id, order.point_used, '订单取消退还积分', order.order_id)
  return true
}

export interface CancelOptions {
  /** Required to cancel a paid order: returns what was paid. */
  refund?: RefundFn
}

const orderNotFound = () => fail('ORDER_NOT_FOUND')

/**
 * Cancels an order: the buyer's own (memberId given; another member's order is not found) or any
 * order (memberId null: the expiry sweep). An unpaid order just releases what it held. A paid
 * order that has not shipped is released too and its payment refunded in full through `refund`.
 * Cancelling an order already cancelled changes nothing and answers the same.
 */
export async function cancelOrder(
  db: Kysely<Database>,
  memberId: number | null,
  orderId: string,
  reason: string,
  options: CancelOptions = {},
) {
  const at = now()
  const hooks = orderHooks()
  const cancelled = await db.transaction().execute(async (trx) => {
    const owner = await orderOwner(trx, orderId)
    if (!owner || (memberId !== null && owner.member_id !== memberId)) throw orderNotFound()
    // The member's lock first, as order creation takes it, then the order's rows.
    await lockMember(trx, owner.member_id)
    const order = await cancellableOrder(trx, orderId)
    if (order.status === 'CANCEL') return { reason: order.cancel_reason ?? reason, refund: 0, changed: false }
    if (order.status === 'PAYED') {
      if (memberId === null) throw fail('ORDER_PAID')
      if (await hasAftersalesIn(trx, orderId, hooks.aftersales.open)) throw fail('ORDER_IN_AFTERSALES_CANCEL')
      if (order.total_fee > 0 && !options.refund) throw fail('REFUND_UNAVAILABLE')
    } else if (order.status !== 'NOTPAY') {
      throw fail('ORDER_NOT_CANCELLABLE')
    }
    // Payment does not take the member's lock: a notification may have moved the order meanwhile.
    if (!(await releaseOrderResources(trx, order, reason, at))) throw fail('ORDER_STATUS_CHANGED')
    const refund = order.status === 'PAYED' ? Math.max(0, await hooks.refundableAmount(trx, orderId)) : 0
    return { reason, refund, changed: true }
  })
  // The refund runs after the cancel is committed: PAYMENT records it in its own transaction and
  // never pays back more than was paid, so a refund that has to be retried cannot double-pay.
  if (cancelled.refund > 0 && options.refund)
    await options.refund(db, { order_id: orderId, amount: cancelled.refund, reason })
  return {
    order_id: orderId,
    status: 'CANCEL' as const,
    cancel_reason: cancelled.reason,
    refund_fee: cancelled.refund,
    changed: cancelled.changed,
  }
}
