import { sql, type ExpressionBuilder, type Kysely, type SelectQueryBuilder } from 'kysely'
import { containsPattern } from '../../../db/contains.ts'
import type { Database, ItemType } from '../../../db/types.ts'
import type { GoodsSort } from '../../../../schemas/api/goods.ts'

export interface GoodsFilter {
  itemType: ItemType
  /** Every term must match the name, subtitle or brand. */
  keywords: string[]
  /** Allowed category ids (a category with its descendants); undefined means any. */
  categoryIds?: number[]
  mainCategoryIds?: number[]
  tag?: string
  ids?: number[]
  distributorId?: number
  /** A brand id (`brands.id`). */
  brandId?: number
  /** Price range in cents, both ends included. */
  minPrice?: number
  maxPrice?: number
}

/** The goods columns a card needs (see cards.ts); other modules select cards with the same list. */
const CARD_FIELDS = [
  'goods.id',
  'goods.distributor_id',
  'goods.item_name',
  'goods.sub_title',
  'goods.pics',
  'goods.image_default_id',
  'goods.price',
  'goods.market_price',
  'goods.sales',
  'goods.approve_status',
  'goods.is_gift',
  'goods.nospec',
  'goods.product_type',
  'goods.staff_goods',
  'goods.staff_price',
  'goods.valid_lucky',
  'goods.item_type',
  'goods.point_price',
] as const

/** The name of the goods' brand, '' without one. */
export const brandName = (eb: ExpressionBuilder<Database, 'goods'>) =>
  eb.fn
    .coalesce(eb.selectFrom('brands').select('brands.name').whereRef('brands.id', '=', 'goods.brand_id'), sql.lit(''))
    .as('brand')

/** `.select(cardColumns)`: the card's fields and its brand name. */
export const cardColumns = (eb: ExpressionBuilder<Database, 'goods'>) => [...CARD_FIELDS, brandName(eb)]

const contains = (column: 'goods.item_name' | 'goods.sub_title' | 'brands.name', pattern: string) =>
  sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`

/** How many of the terms the title contains. */
const titleMatches = (terms: string[]) =>
  sql<number>`(${sql.join(
    terms.map((term) => sql`case when ${contains('goods.item_name', containsPattern(term))} then 1 else 0 end`),
    sql` + `,
  )})`

function applyFilter<O>(
  query: SelectQueryBuilder<Database, 'goods', O>,
  filter: GoodsFilter,
): SelectQueryBuilder<Database, 'goods', O> {
  let q = query.where('goods.approve_status', '=', 'onsale').where('goods.item_type', '=', filter.itemType)
  for (const term of filter.keywords) {
    const pattern = containsPattern(term)
    q = q.where((eb) =>
      eb.or([
        contains('goods.item_name', pattern),
        contains('goods.sub_title', pattern),
        eb.exists(
          eb
            .selectFrom('brands')
            .select('brands.id')
            .whereRef('brands.id', '=', 'goods.brand_id')
            .where(contains('brands.name', pattern)),
        ),
      ]),
    )
  }
  if (filter.categoryIds) q = q.where('goods.category_id', 'in', filter.categoryIds)
  if (filter.mainCategoryIds) q = q.where('goods.main_category_id', 'in', filter.mainCategoryIds)
  if (filter.ids) q = q.where('goods.id', 'in', filter.ids)
  if (filter.distributorId) q = q.where('goods.distributor_id', '=', filter.distributorId)
  if (filter.brandId !== undefined) q = q.where('goods.brand_id', '=', filter.brandId)
  if (filter.minPrice !== undefined) q = q.where('goods.price', '>=', filter.minPrice)
  if (filter.maxPrice !== undefined) q = q.where('goods.price', '<=', filter.maxPrice)
  const tag = filter.tag
  if (tag !== undefined)
    q = q.where('goods.id', 'in', (eb) => eb.selectFrom('goods_tags').select('goods_id').where('tag_name', '=', tag))
  return q
}

/** Filters that can match nothing (an unknown category, an empty id list) skip the database. */
const matchesNothing = (filter: GoodsFilter) =>
  filter.categoryIds?.length === 0 || filter.mainCategoryIds?.length === 0 || filter.ids?.length === 0

/** The brands of the goods a filter matches, by name (ECShopX brand_list; attribute_id is the brand id). */
export async function brandsOf(
  db: Kysely<Database>,
  filter: GoodsFilter,
): Promise<{ attribute_id: number; attribute_name: string }[]> {
  if (matchesNothing(filter)) return []
  const rows = await db
    .selectFrom('brands')
    .select(['brands.id', 'brands.name'])
    .where('brands.id', 'in', applyFilter(db.selectFrom('goods'), filter).select('goods.brand_id'))
    .orderBy('brands.sort')
    .orderBy('brands.name')
    .execute()
  return rows.map((row) => ({ attribute_id: row.id, attribute_name: row.name }))
}

export async function countGoods(db: Kysely<Database>, filter: GoodsFilter): Promise<number> {
  if (matchesNothing(filter)) return 0
  const row = await applyFilter(db.selectFrom('goods'), filter)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

export async function findGoodsPage(
  db: Kysely<Database>,
  filter: GoodsFilter,
  sort: GoodsSort,
  page: { offset: number; limit: number },
) {
  if (matchesNothing(filter)) return []
  const price = filter.itemType === 'point' ? 'goods.point_price' : 'goods.price'
  let query = applyFilter(db.selectFrom('goods'), filter).select(cardColumns)
  switch (sort) {
    case 'sales':
      query = query.orderBy('goods.sales', 'desc')
      break
    case 'price_asc':
      query = query.orderBy(price, 'asc')
      break
    case 'price_desc':
      query = query.orderBy(price, 'desc')
      break
    case 'newest':
      query = query.orderBy('goods.created_at', 'desc').orderBy('goods.id', 'desc')
      break
    default:
      // 综合 with keywords: goods naming more of the terms in their title come first.
      if (filter.keywords.length > 0) query = query.orderBy(titleMatches(filter.keywords), 'desc')
      query = query.orderBy('goods.sort', 'desc').orderBy('goods.sales', 'desc')
  }
  return query.orderBy('goods.id', 'asc').limit(page.limit).offset(page.offset).execute()
}

export type GoodsCardRow = Awaited<ReturnType<typeof findGoodsPage>>[number]

export function findGoods(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('goods')
    .select((eb) => [
      ...cardColumns(eb),
      'goods.description',
      'goods.brief',
      'goods.category_id',
      'goods.main_category_id',
      'goods.unit',
    ])
    .where('goods.id', '=', id)
    .executeTakeFirst()
}

/**
 * The SKUs of these goods, each with the explicit member price of `gradeId` when it has one
 * (`grade_price`, null otherwise and always for guests): SKUs and their grade prices in one read.
 */
export function skusOf(db: Kysely<Database>, goodsIds: number[], gradeId: number | null) {
  if (goodsIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('skus')
    .leftJoin('sku_member_prices', (join) =>
      // Grade ids start at 1, so a guest's 0 joins nothing.
      join.onRef('sku_member_prices.sku_id', '=', 'skus.id').on('sku_member_prices.grade_id', '=', gradeId ?? 0),
    )
    .select([
      'skus.id',
      'skus.goods_id',
      'skus.bn',
      'skus.spec_value_ids',
      'skus.spec_desc',
      'skus.price',
      'skus.market_price',
      'skus.staff_price',
      'skus.store',
      'skus.image_url',
      'sku_member_prices.price as grade_price',
    ])
    .where('skus.goods_id', 'in', goodsIds)
    .orderBy('skus.goods_id')
    .orderBy('skus.sort')
    .orderBy('skus.id')
    .execute()
}

export function specGroupsOf(db: Kysely<Database>, goodsId: number) {
  return db
    .selectFrom('goods_spec_groups')
    .select(['id', 'spec_name'])
    .where('goods_id', '=', goodsId)
    .orderBy('sort')
    .orderBy('id')
    .execute()
}

export function specValuesOf(db: Kysely<Database>, goodsId: number) {
  return db
    .selectFrom('goods_spec_values')
    .select(['id', 'group_id', 'spec_value_name', 'spec_image_url', 'color'])
    .where('goods_id', '=', goodsId)
    .orderBy('sort')
    .orderBy('id')
    .execute()
}

export async function tagsOf(db: Kysely<Database>, goodsId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('goods_tags')
    .select('tag_name')
    .where('goods_id', '=', goodsId)
    .orderBy('tag_name')
    .execute()
  return rows.map((row) => row.tag_name)
}
