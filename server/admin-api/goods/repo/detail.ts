import { sql, type Kysely } from 'kysely'
import type { Database } from '../../../db/types.ts'

/** A goods of the company that is not archived, with its category and brand names; undefined otherwise. */
export function findCompanyGoods(db: Kysely<Database>, companyId: number, goodsId: number) {
  return db
    .selectFrom('goods')
    .selectAll('goods')
    .select((eb) => [
      eb.fn
        .coalesce(
          eb
            .selectFrom('categories')
            .select('categories.category_name')
            .whereRef('categories.id', '=', 'goods.category_id'),
          sql.lit(''),
        )
        .as('category_name'),
      eb.fn
        .coalesce(
          eb.selectFrom('brands').select('brands.name').whereRef('brands.id', '=', 'goods.brand_id'),
          sql.lit(''),
        )
        .as('brand_name'),
    ])
    .where('goods.id', '=', goodsId)
    .where('goods.company_id', '=', companyId)
    .where('goods.archived_at', 'is', null)
    .executeTakeFirst()
}

export function specGroupRows(db: Kysely<Database>, goodsId: number) {
  return db
    .selectFrom('goods_spec_groups')
    .select(['id', 'spec_name', 'sort'])
    .where('goods_id', '=', goodsId)
    .orderBy('sort')
    .orderBy('id')
    .execute()
}

export function specValueRows(db: Kysely<Database>, goodsId: number) {
  return db
    .selectFrom('goods_spec_values')
    .select(['id', 'group_id', 'spec_value_name', 'spec_image_url', 'color', 'sort'])
    .where('goods_id', '=', goodsId)
    .orderBy('sort')
    .orderBy('id')
    .execute()
}

export function skuRows(db: Kysely<Database>, goodsId: number) {
  return db
    .selectFrom('skus')
    .select([
      'id',
      'bn',
      'spec_value_ids',
      'spec_key',
      'spec_desc',
      'price',
      'market_price',
      'cost',
      'staff_price',
      'store',
      'sales',
      'image_url',
      'weight',
    ])
    .where('goods_id', '=', goodsId)
    .orderBy('sort')
    .orderBy('id')
    .execute()
}

export async function memberPriceRows(db: Kysely<Database>, skuIds: number[]) {
  if (skuIds.length === 0) return []
  return db
    .selectFrom('sku_member_prices')
    .select(['sku_id', 'grade_id', 'price'])
    .where('sku_id', 'in', skuIds)
    .orderBy('grade_id')
    .execute()
}

export async function tagNames(db: Kysely<Database>, goodsId: number): Promise<string[]> {
  const rows = await db.selectFrom('goods_tags').select('tag_name').where('goods_id', '=', goodsId).execute()
  return rows.map((row) => row.tag_name)
}

/** Whether any order line is of these goods (then it is archived, not deleted). */
export async function hasOrders(db: Kysely<Database>, goodsId: number): Promise<boolean> {
  const row = await db
    .selectFrom('order_items')
    .select('id')
    .where('goods_id', '=', goodsId)
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}

/** The member grades, lowest first (grades belong to the whole mall: the table has no company). */
export function gradeRows(db: Kysely<Database>) {
  return db
    .selectFrom('vip_grades')
    .select(['id', 'name', 'discount', 'is_default'])
    .orderBy('grade_rank')
    .orderBy('id')
    .execute()
}
