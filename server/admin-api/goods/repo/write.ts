import type { Insertable, Kysely, Updateable } from 'kysely'
import type { Database, GoodsTable, SkusTable } from '../../../db/types.ts'

/** The goods tables as the editor's save writes them (always inside the save's transaction). */

export async function insertGoods(db: Kysely<Database>, values: Insertable<GoodsTable>): Promise<number> {
  const row = await db.insertInto('goods').values(values).returning('id').executeTakeFirstOrThrow()
  return row.id
}

export async function updateGoods(db: Kysely<Database>, goodsId: number, values: Updateable<GoodsTable>) {
  await db.updateTable('goods').set(values).where('id', '=', goodsId).execute()
}

export async function replaceTags(db: Kysely<Database>, goodsId: number, tags: string[]) {
  await db.deleteFrom('goods_tags').where('goods_id', '=', goodsId).execute()
  if (tags.length > 0)
    await db
      .insertInto('goods_tags')
      .values(tags.map((tag_name) => ({ goods_id: goodsId, tag_name })))
      .execute()
}

/** Removes the goods' spec groups (with their values) other than `keep`. */
export async function deleteSpecGroupsExcept(db: Kysely<Database>, goodsId: number, keep: number[]) {
  let query = db.deleteFrom('goods_spec_groups').where('goods_id', '=', goodsId)
  if (keep.length > 0) query = query.where('id', 'not in', keep)
  await query.execute()
}

export async function deleteSpecValuesExcept(db: Kysely<Database>, goodsId: number, keep: number[]) {
  let query = db.deleteFrom('goods_spec_values').where('goods_id', '=', goodsId)
  if (keep.length > 0) query = query.where('id', 'not in', keep)
  await query.execute()
}

export async function upsertSpecGroup(
  db: Kysely<Database>,
  goodsId: number,
  id: number | undefined,
  values: { spec_name: string; sort: number },
): Promise<number> {
  if (id !== undefined) {
    await db.updateTable('goods_spec_groups').set(values).where('id', '=', id).where('goods_id', '=', goodsId).execute()
    return id
  }
  const row = await db
    .insertInto('goods_spec_groups')
    .values({ goods_id: goodsId, ...values })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function upsertSpecValue(
  db: Kysely<Database>,
  goodsId: number,
  id: number | undefined,
  values: { group_id: number; spec_value_name: string; spec_image_url: string; color: string; sort: number },
): Promise<number> {
  if (id !== undefined) {
    await db.updateTable('goods_spec_values').set(values).where('id', '=', id).where('goods_id', '=', goodsId).execute()
    return id
  }
  const row = await db
    .insertInto('goods_spec_values')
    .values({ goods_id: goodsId, ...values })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function deleteSkus(db: Kysely<Database>, goodsId: number, skuIds: number[]) {
  if (skuIds.length === 0) return
  await db.deleteFrom('skus').where('goods_id', '=', goodsId).where('id', 'in', skuIds).execute()
}

/**
 * Moves the unique columns (货号, spec key) of SKUs about to be rewritten out of the way, so SKUs
 * that swap 货号 or combinations never collide halfway through the save.
 */
export async function parkSkuKeys(db: Kysely<Database>, goodsId: number, skuIds: number[]) {
  for (const id of skuIds)
    await db
      .updateTable('skus')
      .set({ bn: `~${goodsId}~${id}`, spec_key: `~${id}` })
      .where('id', '=', id)
      .execute()
}

export async function updateSku(db: Kysely<Database>, skuId: number, values: Updateable<SkusTable>) {
  await db.updateTable('skus').set(values).where('id', '=', skuId).execute()
}

export async function insertSku(db: Kysely<Database>, values: Insertable<SkusTable>): Promise<number> {
  const row = await db.insertInto('skus').values(values).returning('id').executeTakeFirstOrThrow()
  return row.id
}

export async function replaceMemberPrices(
  db: Kysely<Database>,
  skuId: number,
  prices: readonly { grade_id: number; price: number }[],
) {
  await db.deleteFrom('sku_member_prices').where('sku_id', '=', skuId).execute()
  if (prices.length > 0)
    await db
      .insertInto('sku_member_prices')
      .values(prices.map((row) => ({ sku_id: skuId, grade_id: row.grade_id, price: row.price })))
      .execute()
}

/** The current stock of a SKU (for the message when a change is refused). */
export async function storeOf(db: Kysely<Database>, skuId: number): Promise<number> {
  const row = await db.selectFrom('skus').select('store').where('id', '=', skuId).executeTakeFirst()
  return row?.store ?? 0
}
