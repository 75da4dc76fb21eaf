import type { Kysely } from 'kysely'
import type { Database } from '../../../db/types.ts'
import { salesLess } from './stock.ts'

/**
 * Seckill rows that orders change: the activity stock an order takes and a cancelled order gives
 * back, and tickets left unused past their time. Checkout writes them, the order lifecycle undoes
 * them, so they sit here below both.
 */

/** Tickets past their time that were never used. */
export async function expireTickets(db: Kysely<Database>, now: number): Promise<number> {
  const result = await db
    .updateTable('seckill_tickets')
    .set({ status: 'expired' })
    .where('status', '=', 'issued')
    .where('expires_at', '<=', now)
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}

/** Takes seckill stock only if enough is left (one statement, so never below 0). */
export async function takeSeckillStock(
  db: Kysely<Database>,
  seckillId: number,
  skuId: number,
  num: number,
): Promise<boolean> {
  const result = await db
    .updateTable('seckill_items')
    .set((eb) => ({ stock: eb('stock', '-', num), sales: eb('sales', '+', num) }))
    .where('seckill_id', '=', seckillId)
    .where('sku_id', '=', skuId)
    .where('stock', '>=', num)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/** Puts seckill stock back (a cancelled order); sales never drop below 0. */
export async function returnSeckillStock(
  db: Kysely<Database>,
  seckillId: number,
  skuId: number,
  num: number,
): Promise<void> {
  await db
    .updateTable('seckill_items')
    .set((eb) => ({ stock: eb('stock', '+', num), sales: salesLess(num) }))
    .where('seckill_id', '=', seckillId)
    .where('sku_id', '=', skuId)
    .execute()
}
