import type { Insertable, Kysely, Updateable } from 'kysely'
import type { Database, SeckillActivitiesTable, SeckillItemsTable } from '../../db/types.ts'
import type { ActivityState } from '../../../schemas/promotion-rules.ts'
import { stateFilter } from './state.ts'

/** Queries of the seckill console (seckill.ts and stock.ts keep the rules). */

function selectActivities(db: Kysely<Database>) {
  return db
    .selectFrom('seckill_activities')
    .select([
      'seckill_activities.id',
      'seckill_activities.activity_name',
      'seckill_activities.description',
      'seckill_activities.starts_at',
      'seckill_activities.ends_at',
      'seckill_activities.status',
      'seckill_activities.created_at',
    ])
    .select((eb) => [
      eb
        .selectFrom('seckill_items')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('seckill_items.seckill_id', '=', 'seckill_activities.id')
        .as('item_count'),
      eb
        .selectFrom('seckill_items')
        .select((inner) => inner.fn.coalesce(inner.fn.sum<number>('stock'), inner.lit(0)).as('n'))
        .whereRef('seckill_items.seckill_id', '=', 'seckill_activities.id')
        .as('stock'),
      eb
        .selectFrom('seckill_items')
        .select((inner) => inner.fn.coalesce(inner.fn.sum<number>('sales'), inner.lit(0)).as('n'))
        .whereRef('seckill_items.seckill_id', '=', 'seckill_activities.id')
        .as('sales'),
    ])
}

export type SeckillRow = Awaited<ReturnType<ReturnType<typeof selectActivities>['execute']>>[number]

export interface SeckillFilter {
  keywords: string
  state?: ActivityState
  at: number
}

/** A page of seckill activities (newest first) matching the filter, with the total count. */
export async function listSeckillRows(
  db: Kysely<Database>,
  filter: SeckillFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: SeckillRow[]; total: number }> {
  let base = db.selectFrom('seckill_activities')
  if (filter.keywords)
    base = base.where('seckill_activities.activity_name', 'like', `%${filter.keywords.replace(/[\\%_]/g, '\\$&')}%`)
  if (filter.state) base = base.where((eb) => stateFilter(eb, 'seckill_activities', filter.state!, filter.at))
  const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
  const ids = (
    await base
      .select('seckill_activities.id')
      .orderBy('seckill_activities.id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute()
  ).map((row) => row.id)
  const rows =
    ids.length === 0
      ? []
      : await selectActivities(db)
          .where('seckill_activities.id', 'in', ids)
          .orderBy('seckill_activities.id', 'desc')
          .execute()
  return { rows, total: Number(total.n) }
}

export function findSeckill(db: Kysely<Database>, id: number) {
  return selectActivities(db).where('seckill_activities.id', '=', id).executeTakeFirst()
}

/** The activity's items with their SKU and goods, in item order. */
export function seckillItemDetails(db: Kysely<Database>, seckillId: number) {
  return db
    .selectFrom('seckill_items')
    .innerJoin('skus', 'skus.id', 'seckill_items.sku_id')
    .innerJoin('goods', 'goods.id', 'seckill_items.goods_id')
    .select([
      'seckill_items.id',
      'seckill_items.goods_id',
      'seckill_items.sku_id',
      'seckill_items.act_price',
      'seckill_items.stock',
      'seckill_items.sales',
      'seckill_items.limit_per_member',
      'skus.price',
      'skus.spec_desc',
      'goods.item_name',
      'goods.image_default_id',
      'goods.pics',
    ])
    .where('seckill_items.seckill_id', '=', seckillId)
    .orderBy('seckill_items.id')
    .execute()
}

/** The SKUs of one of the company's goods (not deleted), in SKU order. */
export function goodsSkus(db: Kysely<Database>, companyId: number, goodsId: number) {
  return db
    .selectFrom('skus')
    .innerJoin('goods', 'goods.id', 'skus.goods_id')
    .select([
      'skus.id',
      'skus.goods_id',
      'skus.price',
      'skus.store',
      'skus.spec_desc',
      'goods.item_name',
      'goods.image_default_id',
      'goods.pics',
    ])
    .where('skus.goods_id', '=', goodsId)
    .where('goods.company_id', '=', companyId)
    .where('goods.archived_at', 'is', null)
    .orderBy('skus.id')
    .execute()
}

/** Which of the SKU ids belong to the company's goods (not deleted), with their goods and price. */
export function liveCompanySkus(db: Kysely<Database>, companyId: number, skuIds: number[]) {
  return db
    .selectFrom('skus')
    .innerJoin('goods', 'goods.id', 'skus.goods_id')
    .select(['skus.id', 'skus.goods_id', 'skus.price'])
    .where('skus.id', 'in', skuIds)
    .where('goods.company_id', '=', companyId)
    .where('goods.archived_at', 'is', null)
    .execute()
}

export async function insertSeckill(db: Kysely<Database>, row: Insertable<SeckillActivitiesTable>): Promise<number> {
  const { id } = await db.insertInto('seckill_activities').values(row).returning('id').executeTakeFirstOrThrow()
  return id
}

export async function updateSeckillRow(
  db: Kysely<Database>,
  id: number,
  changes: Updateable<SeckillActivitiesTable>,
): Promise<void> {
  await db.updateTable('seckill_activities').set(changes).where('id', '=', id).execute()
}

/** Inserts one item or several in one statement. */
export async function insertSeckillItems(
  db: Kysely<Database>,
  rows: Insertable<SeckillItemsTable> | readonly Insertable<SeckillItemsTable>[],
): Promise<void> {
  await db.insertInto('seckill_items').values(rows).execute()
}

/** The activity's item rows as stored. */
export function seckillItemRows(db: Kysely<Database>, seckillId: number) {
  return db.selectFrom('seckill_items').selectAll().where('seckill_id', '=', seckillId).execute()
}

/** Deletes those of the items that have no sales; answers how many were deleted. */
export async function deleteUnsoldItems(db: Kysely<Database>, itemIds: number[]): Promise<number> {
  const deleted = await db
    .deleteFrom('seckill_items')
    .where('id', 'in', itemIds)
    .where('sales', '=', 0)
    .executeTakeFirst()
  return Number(deleted.numDeletedRows)
}

export async function updateSeckillItem(
  db: Kysely<Database>,
  itemId: number,
  changes: Updateable<SeckillItemsTable>,
): Promise<void> {
  await db.updateTable('seckill_items').set(changes).where('id', '=', itemId).execute()
}

/** One item with its stock, sales and the names the audit log shows. */
export function findSeckillItem(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('seckill_items')
    .innerJoin('seckill_activities', 'seckill_activities.id', 'seckill_items.seckill_id')
    .innerJoin('goods', 'goods.id', 'seckill_items.goods_id')
    .innerJoin('skus', 'skus.id', 'seckill_items.sku_id')
    .select([
      'seckill_items.id',
      'seckill_items.stock',
      'seckill_items.sales',
      'seckill_activities.activity_name',
      'goods.item_name',
      'skus.spec_desc',
    ])
    .where('seckill_items.id', '=', id)
    .executeTakeFirst()
}

/** Moves the item's stock by `delta` in one statement, only while it stays at 0 or above. */
export function addSeckillStock(db: Kysely<Database>, id: number, delta: number) {
  return db
    .updateTable('seckill_items')
    .where('id', '=', id)
    .set((eb) => ({ stock: eb('stock', '+', delta) }))
    .where((eb) => eb(eb('stock', '+', delta), '>=', 0))
    .returning(['stock', 'sales'])
    .executeTakeFirst()
}

/** Writes the item's stock only while it is still `expected`. */
export function setSeckillStock(db: Kysely<Database>, id: number, value: number, expected: number) {
  return db
    .updateTable('seckill_items')
    .where('id', '=', id)
    .set({ stock: value })
    .where('stock', '=', expected)
    .returning(['stock', 'sales'])
    .executeTakeFirst()
}
