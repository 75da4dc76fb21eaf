import { sql, type Kysely } from 'kysely'
import { preparedQuery } from '../../../db/prepared.ts'
import type { Database } from '../../../db/types.ts'

/**
 * SKU stock and goods sales: taken by the orders checkout writes, given back by cancelled orders
 * and refunds. Both directions keep sales from dropping below 0.
 */

/** A row's `sales` less `num`, never below 0 (the column of the table being updated). */
export const salesLess = (num: number) =>
  sql<number>`case when ${sql.ref('sales')} >= ${num} then ${sql.ref('sales')} - ${num} else 0 end`

const takeStockQuery = preparedQuery((db, skuId: number, num: number) =>
  db
    .updateTable('skus')
    .set((eb) => ({ store: eb('store', '-', num), sales: eb('sales', '+', num) }))
    .where('id', '=', skuId)
    .where('store', '>=', num),
)

/**
 * Takes `num` units of a SKU only if that many are in stock, in one statement, so parallel orders
 * can never oversell; answers whether it did. Sales move with it.
 */
export async function takeStock(db: Kysely<Database>, skuId: number, num: number): Promise<boolean> {
  return Number((await takeStockQuery(db, skuId, num)).numAffectedRows ?? 0) > 0
}

/** Puts units back (a cancelled order); sales never drop below 0. */
export async function returnStock(db: Kysely<Database>, skuId: number, num: number): Promise<void> {
  await db
    .updateTable('skus')
    .set((eb) => ({ store: eb('store', '+', num), sales: salesLess(num) }))
    .where('id', '=', skuId)
    .execute()
}

const addGoodsSalesQuery = preparedQuery((db, goodsId: number, num: number) =>
  db
    .updateTable('goods')
    .set((eb) => ({ sales: eb('sales', '+', num) }))
    .where('id', '=', goodsId),
)

export async function addGoodsSales(db: Kysely<Database>, goodsId: number, num: number): Promise<void> {
  await addGoodsSalesQuery(db, goodsId, num)
}

export async function subtractGoodsSales(db: Kysely<Database>, goodsId: number, num: number): Promise<void> {
  await db
    .updateTable('goods')
    .set({ sales: salesLess(num) })
    .where('id', '=', goodsId)
    .execute()
}
