import type { Kysely } from 'kysely'
import type { ApproveStatus, Database } from '../../../db/types.ts'

/** Shelf, archive and delete of whole goods; the callers have scoped the ids to the company. */

/** The company's goods among `ids` that are not archived. */
export function companyGoodsByIds(db: Kysely<Database>, companyId: number, ids: number[]) {
  return db
    .selectFrom('goods')
    .select(['id', 'item_name', 'approve_status'])
    .where('id', 'in', ids)
    .where('company_id', '=', companyId)
    .where('archived_at', 'is', null)
    .execute()
}

/** Of these goods, the ones order lines point to. */
export async function goodsWithOrders(db: Kysely<Database>, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set()
  const rows = await db.selectFrom('order_items').select('goods_id').distinct().where('goods_id', 'in', ids).execute()
  return new Set(rows.flatMap((row) => (row.goods_id === null ? [] : [row.goods_id])))
}

export async function setApproveStatus(db: Kysely<Database>, ids: number[], status: ApproveStatus, now: number) {
  if (ids.length === 0) return
  await db.updateTable('goods').set({ approve_status: status, updated_at: now }).where('id', 'in', ids).execute()
}

/** Off the shelf and out of the console; the rows stay for the orders that point to them. */
export async function archiveGoods(db: Kysely<Database>, ids: number[], now: number) {
  if (ids.length === 0) return
  await db
    .updateTable('goods')
    .set({ archived_at: now, approve_status: 'instock', updated_at: now })
    .where('id', 'in', ids)
    .execute()
}

/**
 * Deletes goods without orders: specs, SKUs, member prices and tags go with them, and so do the
 * rows that only point to them (cart lines, favourites, browsing history, ended activities'
 * items) by their foreign keys' cascade.
 */
export async function deleteGoods(db: Kysely<Database>, ids: number[]) {
  if (ids.length === 0) return
  await db.deleteFrom('goods').where('id', 'in', ids).execute()
}

/** A SKU of the company's goods that are not archived, with what a stock edit shows. */
export function companySku(db: Kysely<Database>, companyId: number, skuId: number) {
  return db
    .selectFrom('skus')
    .innerJoin('goods', 'goods.id', 'skus.goods_id')
    .select(['skus.id', 'skus.goods_id', 'skus.store', 'skus.spec_desc', 'goods.item_name'])
    .where('skus.id', '=', skuId)
    .where('goods.company_id', '=', companyId)
    .where('goods.archived_at', 'is', null)
    .executeTakeFirst()
}

export async function goodsStore(db: Kysely<Database>, goodsId: number): Promise<number> {
  const row = await db
    .selectFrom('skus')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('store'), eb.lit(0)).as('store'))
    .where('goods_id', '=', goodsId)
    .executeTakeFirstOrThrow()
  return Number(row.store)
}
