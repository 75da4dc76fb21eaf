import { sql, type Kysely } from 'kysely'
import { cardColumns } from '../commerce/goods/repo/goods.ts'
import { containsPattern } from '../db/contains.ts'
import type { Database } from '../db/types.ts'

/** Queries behind the designer's pickers: everything an operator may place, not only what sells today. */

export interface PageWindow {
  offset: number
  limit: number
}

const contains = (column: string, term: string) =>
  sql<boolean>`lower(${sql.ref(column)}) like ${containsPattern(term)} escape '\\'`

/** Space-separated words, each of which must appear. */
const termsOf = (keywords: string | undefined) => (keywords ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 5)

export interface GoodsPickerFilter {
  keywords?: string
  /** A category and its descendants; an empty list matches nothing. */
  categoryIds?: number[]
  distributorId?: number
}

function pickerGoods(db: Kysely<Database>, filter: GoodsPickerFilter) {
  // Points-mall goods never show in goods widgets (their resolution reads normal goods only).
  let query = db.selectFrom('goods').where('goods.item_type', '=', 'normal')
  for (const term of termsOf(filter.keywords)) query = query.where(contains('goods.item_name', term))
  if (filter.categoryIds) query = query.where('goods.category_id', 'in', filter.categoryIds)
  if (filter.distributorId !== undefined) query = query.where('goods.distributor_id', '=', filter.distributorId)
  return query
}

export async function findPickerGoods(db: Kysely<Database>, filter: GoodsPickerFilter, window: PageWindow) {
  if (filter.categoryIds?.length === 0) return { rows: [], total: 0 }
  const [rows, count] = await Promise.all([
    pickerGoods(db, filter)
      .select(cardColumns)
      .orderBy('goods.created_at', 'desc')
      .orderBy('goods.id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
    pickerGoods(db, filter)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(count.count) }
}

function pickerCoupons(db: Kysely<Database>, keywords: string | undefined) {
  let query = db.selectFrom('coupons')
  for (const term of termsOf(keywords)) query = query.where(contains('coupons.title', term))
  return query
}

export async function findPickerCoupons(db: Kysely<Database>, keywords: string | undefined, window: PageWindow) {
  const [rows, count] = await Promise.all([
    pickerCoupons(db, keywords)
      .select([
        'id',
        'title',
        'card_type',
        'reduce_cost',
        'least_cost',
        'discount',
        'end_time',
        'status',
        'quantity',
        'get_num',
      ])
      .orderBy('id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
    pickerCoupons(db, keywords)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(count.count) }
}

function pickerShops(db: Kysely<Database>, companyId: number, keywords: string | undefined) {
  let query = db.selectFrom('distributors').where('company_id', '=', companyId)
  for (const term of termsOf(keywords)) query = query.where(contains('distributors.name', term))
  return query
}

export async function findPickerShops(
  db: Kysely<Database>,
  companyId: number,
  keywords: string | undefined,
  window: PageWindow,
) {
  const [rows, count] = await Promise.all([
    pickerShops(db, companyId, keywords)
      .select(['id', 'name', 'logo', 'banner', 'province', 'city', 'area', 'address', 'status'])
      // The storefront's shop order: the default shop, then by weight.
      .orderBy('is_default', 'desc')
      .orderBy('sort', 'desc')
      .orderBy('id', 'asc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
    pickerShops(db, companyId, keywords)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(count.count) }
}

/**
 * Every shop tag in tag order (the storefront's nearby-shops tabs offer them all), each with how
 * many of the company's shops carry it; tags are shared, the count is the company's own.
 */
export async function findPickerShopTags(db: Kysely<Database>, companyId: number) {
  const rows = await db
    .selectFrom('shop_tags')
    .leftJoin('distributor_tags', 'distributor_tags.tag_id', 'shop_tags.id')
    .leftJoin('distributors', (join) =>
      join
        .onRef('distributors.id', '=', 'distributor_tags.distributor_id')
        .on('distributors.company_id', '=', companyId),
    )
    .select([
      'shop_tags.id',
      'shop_tags.tag_name',
      (eb) => eb.fn.count<number | string>('distributors.id').as('shop_count'),
    ])
    .groupBy(['shop_tags.id', 'shop_tags.tag_name', 'shop_tags.sort'])
    .orderBy('shop_tags.sort', 'asc')
    .orderBy('shop_tags.id', 'asc')
    .execute()
  // PostgreSQL counts in bigint, which arrives as a string.
  return rows.map((row) => ({ id: row.id, tag_name: row.tag_name, shop_count: Number(row.shop_count) }))
}
