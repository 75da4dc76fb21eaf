import { sql, type Kysely } from 'kysely'
import { preparedQuery } from '../../../db/prepared.ts'
import type { Database } from '../../../db/types.ts'

/**
 * SKU stock and goods sales: taken by the orders checkout writes, given back by cancelled orders
 * and refunds. Both directions keep sales from dropping below 0. Operators change stock (the
 * console) with conditional writes too, never by reading and writing back.
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

/**
 * An operator's stock change: adds `delta` (negative takes away) in one conditional statement, so
 * units sold meanwhile are never written back; answers the new stock, or null when the change
 * would take the stock below 0 (nothing written).
 */
export async function changeStock(db: Kysely<Database>, skuId: number, delta: number): Promise<number | null> {
  const row = await db
    .updateTable('skus')
    .set((eb) => ({ store: eb('store', '+', delta) }))
    .where('id', '=', skuId)
    .where((eb) => eb(eb('store', '+', delta), '>=', 0))
    .returning('store')
    .executeTakeFirst()
  return row?.store ?? null
}

/** Sets the stock to `value` only while it is still `expected` (what the operator saw); null when it moved. */
export async function setStockIf(
  db: Kysely<Database>,
  skuId: number,
  expected: number,
  value: number,
): Promise<number | null> {
  const row = await db
    .updateTable('skus')
    .set({ store: value })
    .where('id', '=', skuId)
    .where('store', '=', expected)
    .returning('store')
    .executeTakeFirst()
  return row?.store ?? null
}
