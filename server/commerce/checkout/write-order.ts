import type { Insertable, Transaction } from 'kysely'
import type { Database, OrdersTable } from '../../db/types.ts'
import { AppError, fail } from '../../lib/errors.ts'
import { currentStore } from '../cart/repo.ts'
import { useCoupon } from '../coupon/usage.ts'
import { spendPoints } from '../point/service.ts'
import { redeemTicket, takeSeckillStock } from '../seckill/service.ts'
import type { CheckoutContext } from './context.ts'
import type { ConsumedLine } from './lines.ts'
import { orderItemRows } from './order-rows.ts'
import { stockRefusal } from '../pricing/quantity.ts'
import { addGoodsSales, takeStock } from '../goods/repo/stock.ts'
import * as repo from './repo.ts'

/**
 * A conditional write found that what the order was priced from has changed since it was read
 * (stock taken, the coupon used, points spent, the cart edited): the order must be priced again.
 */
export class StaleCheckout extends Error {}

/**
 * How refusals are answered. 'locked': the checkout was read in this transaction under the
 * member's lock, so a refusal is final and explained to the shopper. 'optimistic': it was read
 * before the transaction, so any refusal means only that the reading is stale.
 */
export type WriteMode = 'locked' | 'optimistic'

/** Every SKU the order takes stock from, goods first, in SKU id order (one lock order for all). */
async function takeAllStock(
  trx: Transaction<Database>,
  context: CheckoutContext,
  mode: WriteMode,
): Promise<Set<number>> {
  const wanted = new Map<number, { num: number; gift: boolean }>()
  for (const line of context.quote.lines) {
    const entry = wanted.get(line.sku_id)
    wanted.set(line.sku_id, { num: (entry?.num ?? 0) + line.num, gift: false })
  }
  for (const gift of context.quote.gifts) {
    if (gift.sku_id === null) continue
    const entry = wanted.get(gift.sku_id)
    wanted.set(gift.sku_id, { num: (entry?.num ?? 0) + gift.num, gift: entry?.gift ?? true })
  }
  const skipped = new Set<number>()
  for (const skuId of [...wanted.keys()].sort((a, b) => a - b)) {
    const { num, gift } = wanted.get(skuId)!
    if (await takeStock(trx, skuId, num)) continue
    // Gifts go out while stock lasts; a gift that ran out is left off rather than failing the order.
    if (gift) {
      skipped.add(skuId)
      continue
    }
    if (mode === 'optimistic') throw new StaleCheckout()
    throw stockRefusal(await currentStore(trx, skuId), num) ?? fail('STOCK_CHANGED')
  }
  return skipped
}

/** Units per goods, in goods id order: rows are always locked in the same order. */
function unitsByGoods(lines: { goods_id: number; num: number }[]): [number, number][] {
  const units = new Map<number, number>()
  for (const line of lines) units.set(line.goods_id, (units.get(line.goods_id) ?? 0) + line.num)
  return [...units].sort((a, b) => a[0] - b[0])
}

/** Runs a write whose refusal the shopper is told about when locked, and which marks the reading stale when optimistic. */
async function refusable<T>(mode: WriteMode, write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (error) {
    if (mode === 'optimistic' && error instanceof AppError && error.statusCode < 500) throw new StaleCheckout()
    throw error
  }
}

/** A bought line the order was priced from is gone or edited (quantity, ticked, chosen promotion). */
function cartChanged(
  expected: ConsumedLine[],
  removed: { id: number; quantity: number; is_checked: number; selected_promotion: number | null }[],
): boolean {
  const now = new Map(removed.map((line) => [line.id, line]))
  return expected.some((line) => {
    if (!line.priced) return false
    const found = now.get(line.id)
    return (
      !found ||
      found.quantity !== line.quantity ||
      found.is_checked !== line.is_checked ||
      found.selected_promotion !== line.selected_promotion
    )
  })
}

/**
 * The writes of one order, in the caller's transaction: the coupon and points spent, the cart
 * lines it consumed removed, the order written, stock (and seckill stock) taken conditionally,
 * sales counted and the order's lines written. Any refusal throws, and the caller's rollback
 * leaves nothing written. The rows every order competes for (stock and sales) come last, so on
 * PostgreSQL their locks are held for the fewest statements before the commit.
 */
export async function writeOrder(
  trx: Transaction<Database>,
  memberId: number,
  context: CheckoutContext,
  order: Insertable<OrdersTable> & { order_id: string },
  mode: WriteMode,
): Promise<void> {
  const { quote } = context
  const orderId = order.order_id
  const now = order.created_at!
  if (context.seckill) await redeemTicket(trx, memberId, context.seckill.ticket, orderId, now)
  const coupon = quote.coupon
  if (coupon) await refusable(mode, () => useCoupon(trx, memberId, coupon.id, orderId))
  // A points-mall order spends its points when paid at the points cashier, not here.
  if (quote.point_use > 0 && quote.order_type !== 'point') {
    await refusable(mode, () => spendPoints(trx, memberId, quote.point_use, '订单抵扣', orderId))
  }
  const removed = await repo.removeCartLines(
    trx,
    memberId,
    context.cartLines.map((line) => line.id),
  )
  if (mode === 'optimistic' && cartChanged(context.cartLines, removed)) throw new StaleCheckout()
  await repo.insertOrder(trx, order)

  const skippedGifts = await takeAllStock(trx, context, mode)
  if (context.seckill)
    for (const line of quote.lines) await takeSeckillStock(trx, context.seckill.seckillId, line.sku_id, line.num)
  for (const [goodsId, num] of unitsByGoods(quote.lines)) await addGoodsSales(trx, goodsId, num)
  await repo.insertOrderItems(trx, orderItemRows(orderId, context, skippedGifts, now))
}
