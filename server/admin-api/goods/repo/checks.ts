import type { Kysely } from 'kysely'
import type { Database } from '../../../db/types.ts'

/** What the save checks against the database beside the form rules. */

export function companyCategory(db: Kysely<Database>, companyId: number, categoryId: number) {
  return db
    .selectFrom('categories')
    .select(['id', 'level', 'category_name'])
    .where('id', '=', categoryId)
    .where('company_id', '=', companyId)
    .executeTakeFirst()
}

export function companyBrand(db: Kysely<Database>, companyId: number, brandId: number) {
  return db
    .selectFrom('brands')
    .select(['id', 'name'])
    .where('id', '=', brandId)
    .where('company_id', '=', companyId)
    .executeTakeFirst()
}

export async function gradeIds(db: Kysely<Database>): Promise<Set<number>> {
  const rows = await db.selectFrom('vip_grades').select('id').execute()
  return new Set(rows.map((row) => row.id))
}

/** Of these 货号, the ones SKUs of other goods carry (货号 are unique across the table). */
export async function bnsTakenElsewhere(
  db: Kysely<Database>,
  bns: string[],
  goodsId: number | null,
): Promise<Set<string>> {
  if (bns.length === 0) return new Set()
  let query = db.selectFrom('skus').select('bn').where('bn', 'in', bns)
  if (goodsId !== null) query = query.where('goods_id', '!=', goodsId)
  return new Set((await query.execute()).map((row) => row.bn))
}

/** Of these SKUs, the ones order lines point to (they cannot be removed). */
export async function skusWithOrders(db: Kysely<Database>, skuIds: number[]): Promise<Set<number>> {
  if (skuIds.length === 0) return new Set()
  const rows = await db.selectFrom('order_items').select('sku_id').distinct().where('sku_id', 'in', skuIds).execute()
  return new Set(rows.flatMap((row) => (row.sku_id === null ? [] : [row.sku_id])))
}

/** Running seckills (active, within their period) that sell any of these goods, by goods. */
export function runningSeckills(db: Kysely<Database>, goodsIds: number[], now: number) {
  return db
    .selectFrom('seckill_items')
    .innerJoin('seckill_activities', 'seckill_activities.id', 'seckill_items.seckill_id')
    .select(['seckill_items.goods_id', 'seckill_items.sku_id', 'seckill_activities.activity_name'])
    .where('seckill_items.goods_id', 'in', goodsIds)
    .where('seckill_activities.status', '=', 'active')
    .where('seckill_activities.starts_at', '<=', now)
    .where('seckill_activities.ends_at', '>', now)
    .execute()
}

/** Running promotions that name any of these goods (store-wide ones do not tie a goods down). */
export function runningPromotions(db: Kysely<Database>, goodsIds: number[], now: number) {
  return db
    .selectFrom('promotion_goods')
    .innerJoin('promotions', 'promotions.id', 'promotion_goods.promotion_id')
    .select(['promotion_goods.goods_id', 'promotions.marketing_name'])
    .where('promotion_goods.goods_id', 'in', goodsIds)
    .where('promotions.status', '=', 'active')
    .where('promotions.starts_at', '<=', now)
    .where('promotions.ends_at', '>', now)
    .execute()
}
