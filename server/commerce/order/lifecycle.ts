import type { Kysely, Transaction } from 'kysely'
import type { Database, Order, OrderStatus } from '../../db/types.ts'
import { fail } from '../../lib/errors.ts'
import { returnStock, subtractGoodsSales } from '../checkout/repo.ts'
import { releaseCoupon } from '../coupon/usage.ts'
import { lockMember } from '../member-lock.ts'
import { OPEN_AFTERSALES } from '../aftersales/status.ts'
import { refundableAmount } from '../payment/refund.ts'
import { refundPoints } from '../point/service.ts'
import { returnSeckillStock } from '../seckill/repo.ts'

/**
 * Cancelling orders and giving back what they held. Stock, seckill stock, the coupon and the
 * points are released by whichever call flips the order to CANCEL — a conditional update — so a
 * buyer's cancel racing the expiry sweep (or two sweeps) releases everything exactly once.
 */

const now = () => Math.floor(Date.now() / 1000)

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
  const flipped = await trx
    .updateTable('orders')
    .set({ status: 'CANCEL', cancel_reason: reason, cancelled_at: at, updated_at: at })
    .where('order_id', '=', order.order_id)
    .where('status', '=', order.status)
    .executeTakeFirst()
  if (Number(flipped.numUpdatedRows) === 0) return false

  const items = await trx
    .selectFrom('order_items')
    .select(['goods_id', 'sku_id', 'quantity', 'is_gift'])
    .where('order_id', '=', order.order_id)
    .execute()
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

/** PAYMENT's refund, as cancelling a paid order calls it (injected so this module does not own payments). */
export type RefundFn = (
  db: Kysely<Database>,
  input: { order_id: string; amount: number; reason: string },
) => Promise<unknown>

export interface CancelOptions {
  /** Required to cancel a paid order: returns what was paid. */
  refund?: RefundFn
}

const orderNotFound = () => fail('ORDER_NOT_FOUND')

async function openAftersales(db: Kysely<Database>, orderId: string): Promise<boolean> {
  const row = await db
    .selectFrom('aftersales')
    .select('id')
    .where('order_id', '=', orderId)
    .where('status', 'in', OPEN_AFTERSALES)
    .executeTakeFirst()
  return row !== undefined
}

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
  const cancelled = await db.transaction().execute(async (trx) => {
    const owner = await trx.selectFrom('orders').select('member_id').where('order_id', '=', orderId).executeTakeFirst()
    if (!owner || (memberId !== null && owner.member_id !== memberId)) throw orderNotFound()
    // The member's lock first, as order creation takes it, then the order's rows.
    await lockMember(trx, owner.member_id)
    const order = await trx
      .selectFrom('orders')
      .select([
        'order_id',
        'member_id',
        'status',
        'member_coupon_id',
        'point_used',
        'seckill_id',
        'total_fee',
        'cancel_reason',
      ])
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow()
    if (order.status === 'CANCEL') return { reason: order.cancel_reason ?? reason, refund: 0, changed: false }
    if (order.status === 'PAYED') {
      if (memberId === null) throw fail('ORDER_PAID')
      if (await openAftersales(trx, orderId)) throw fail('ORDER_IN_AFTERSALES_CANCEL')
      if (order.total_fee > 0 && !options.refund) throw fail('REFUND_UNAVAILABLE')
    } else if (order.status !== 'NOTPAY') {
      throw fail('ORDER_NOT_CANCELLABLE')
    }
    // Payment does not take the member's lock: a notification may have moved the order meanwhile.
    if (!(await releaseOrderResources(trx, order, reason, at))) throw fail('ORDER_STATUS_CHANGED')
    const refund = order.status === 'PAYED' ? Math.max(0, await refundableAmount(trx, orderId)) : 0
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
