import type { Kysely, Transaction } from 'kysely'
import type { Database, OrderItem } from '../../../db/types.ts'

export async function itemsOfOrders(db: Kysely<Database>, orderIds: readonly string[]): Promise<OrderItem[]> {
  if (orderIds.length === 0) return []
  return db.selectFrom('order_items').selectAll().where('order_id', 'in', orderIds).orderBy('id').execute()
}

/** The lines' goods, SKUs and units, as cancelling gives them back. */
export async function linesToRelease(trx: Transaction<Database>, orderId: string) {
  return trx
    .selectFrom('order_items')
    .select(['goods_id', 'sku_id', 'quantity', 'is_gift'])
    .where('order_id', '=', orderId)
    .execute()
}

/** Cash refunded on the order's lines so far. */
export async function refundedGoodsFee(db: Kysely<Database>, orderId: string): Promise<number> {
  const row = await db
    .selectFrom('order_items')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('refunded_fee'), eb.lit(0)).as('n'))
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** The first line's name and the number of units, for the provider's subject line. */
export async function orderLines(db: Kysely<Database>, orderId: string) {
  return db
    .selectFrom('order_items')
    .select(['item_name', 'quantity'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute()
}
