import { sql, type Compilable, type ExpressionBuilder, type Kysely, type SelectQueryBuilder } from 'kysely'
import { containsPattern } from '../../../db/contains.ts'
import { preparedQuery } from '../../../db/prepared.ts'
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

/** How many of the terms (as LIKE patterns) the title contains. */
const titleMatches = (patterns: string[]) =>
  sql<number>`(${sql.join(
    patterns.map((pattern) => sql`case when ${contains('goods.item_name', pattern)} then 1 else 0 end`),
    sql` + `,
  )})`

/** A filter's conditions other than the item type and the terms, in the order a statement takes them. */
const CONDITIONS = [
  'categoryIds',
  'mainCategoryIds',
  'ids',
  'distributorId',
  'brandId',
  'minPrice',
  'maxPrice',
  'tag',
] as const satisfies readonly (keyof GoodsFilter)[]

type Condition = (typeof CONDITIONS)[number]
type Conditions = Pick<GoodsFilter, Condition>

/** A filter as its statements take it: the terms as LIKE patterns, the conditions it has. */
type PatternFilter = Conditions & { itemType: ItemType; patterns: string[] }

/** A filter's values as a prepared statement's arguments: item type, patterns, then its conditions. */
type FilterArgs = [ItemType, string[], ...Conditions[Condition][]]

/**
 * Which conditions a filter has, which changes its statements' text (the values do not), and its
 * values as arguments. A shop id of 0 is no condition.
 */
function filterArgs(filter: GoodsFilter): { conditions: Condition[]; args: FilterArgs } {
  const conditions: Condition[] = []
  const args: FilterArgs = [filter.itemType, filter.keywords.map(containsPattern)]
  for (const name of CONDITIONS) {
    const value = name === 'distributorId' ? filter.distributorId || undefined : filter[name]
    if (value === undefined) continue
    conditions.push(name)
    args.push(value)
  }
  return { conditions, args }
}

/** The filter a statement is built from: the stand-ins of the values (db/prepared.ts) under the conditions' names. */
function standInFilter(conditions: readonly Condition[], [itemType, patterns, ...values]: FilterArgs): PatternFilter {
  const filter: Record<string, unknown> = { itemType, patterns }
  conditions.forEach((name, i) => {
    filter[name] = values[i]
  })
  return filter as PatternFilter
}

function applyFilter<O>(
  query: SelectQueryBuilder<Database, 'goods', O>,
  filter: PatternFilter,
): SelectQueryBuilder<Database, 'goods', O> {
  let q = query.where('goods.approve_status', '=', 'onsale').where('goods.item_type', '=', filter.itemType)
  for (const pattern of filter.patterns) {
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
  if (filter.distributorId !== undefined) q = q.where('goods.distributor_id', '=', filter.distributorId)
  if (filter.brandId !== undefined) q = q.where('goods.brand_id', '=', filter.brandId)
  if (filter.minPrice !== undefined) q = q.where('goods.price', '>=', filter.minPrice)
  if (filter.maxPrice !== undefined) q = q.where('goods.price', '<=', filter.maxPrice)
  const tag = filter.tag
  if (tag !== undefined)
    q = q.where('goods.id', 'in', (eb) => eb.selectFrom('goods_tags').select('goods_id').where('tag_name', '=', tag))
  return q
}

/**
 * A goods list statement prepared once per variant (which conditions the filter has, and what
 * `variant` names: the sort), built by `build` from a filter of stand-ins. At most 2⁸ sets of
 * conditions × the variants, each compiled per list length (db/prepared.ts).
 */
function preparedByFilter<O, E extends unknown[] = []>(
  build: (db: Kysely<Database>, filter: PatternFilter, variant: string, ...extra: E) => Compilable<O>,
) {
  const queries = new Map<string, ReturnType<typeof preparedQuery<[...E, ...FilterArgs], O>>>()
  return async (db: Kysely<Database>, filter: GoodsFilter, variant: string, ...extra: E): Promise<O[]> => {
    const { conditions, args } = filterArgs(filter)
    const key = `${variant}|${conditions.join()}`
    let query = queries.get(key)
    if (!query) {
      // The extra arguments come first: the filter's are as many as its conditions.
      const extras = extra.length
      query = preparedQuery((builder, ...standIns: [...E, ...FilterArgs]) =>
        build(
          builder,
          standInFilter(conditions, standIns.slice(extras) as FilterArgs),
          variant,
          ...(standIns.slice(0, extras) as E),
        ),
      )
      queries.set(key, query)
    }
    return (await query(db, ...extra, ...args)).rows
  }
}

/** Filters that can match nothing (an unknown category, an empty id list) skip the database. */
const matchesNothing = (filter: GoodsFilter) =>
  filter.categoryIds?.length === 0 || filter.mainCategoryIds?.length === 0 || filter.ids?.length === 0

const brandsQuery = preparedByFilter((db, filter) =>
  db
    .selectFrom('brands')
    .select(['brands.id', 'brands.name'])
    .where('brands.id', 'in', applyFilter(db.selectFrom('goods'), filter).select('goods.brand_id'))
    .orderBy('brands.sort')
    .orderBy('brands.name'),
)

/** The brands of the goods a filter matches, by name (ECShopX brand_list; attribute_id is the brand id). */
export async function brandsOf(
  db: Kysely<Database>,
  filter: GoodsFilter,
): Promise<{ attribute_id: number; attribute_name: string }[]> {
  if (matchesNothing(filter)) return []
  const rows = await brandsQuery(db, filter, '')
  return rows.map((row) => ({ attribute_id: row.id, attribute_name: row.name }))
}

const countQuery = preparedByFilter((db, filter) =>
  applyFilter(db.selectFrom('goods'), filter).select((eb) => eb.fn.countAll<number>().as('count')),
)

export async function countGoods(db: Kysely<Database>, filter: GoodsFilter): Promise<number> {
  if (matchesNothing(filter)) return 0
  const [row] = await countQuery(db, filter, '')
  return Number(row!.count)
}

/** The variant of a page's statement: its sort, and whether it orders by points (point goods) or price. */
const pageVariant = (filter: GoodsFilter, sort: GoodsSort) => `${sort},${filter.itemType === 'point' ? 'point' : ''}`

const pageQuery = preparedByFilter((db, filter, variant, limit: number, offset: number) => {
  const [sort, point] = variant.split(',') as [GoodsSort, string]
  const price = point ? 'goods.point_price' : 'goods.price'
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
      if (filter.patterns.length > 0) query = query.orderBy(titleMatches(filter.patterns), 'desc')
      query = query.orderBy('goods.sort', 'desc').orderBy('goods.sales', 'desc')
  }
  return query.orderBy('goods.id', 'asc').limit(limit).offset(offset)
})

export async function findGoodsPage(
  db: Kysely<Database>,
  filter: GoodsFilter,
  sort: GoodsSort,
  page: { offset: number; limit: number },
) {
  if (matchesNothing(filter)) return []
  return pageQuery(db, filter, pageVariant(filter, sort), page.limit, page.offset)
}

export type GoodsCardRow = Awaited<ReturnType<typeof findGoodsPage>>[number]

// The item page's and the goods cards' reads are prepared queries (built and compiled once per
// list length, see db/prepared.ts): every rendered list and item page runs them.
const findGoodsQuery = preparedQuery((db, id: number) =>
  db
    .selectFrom('goods')
    .select((eb) => [
      ...cardColumns(eb),
      'goods.description',
      'goods.brief',
      'goods.category_id',
      'goods.main_category_id',
      'goods.unit',
    ])
    .where('goods.id', '=', id),
)

export async function findGoods(db: Kysely<Database>, id: number) {
  return (await findGoodsQuery(db, id)).rows[0]
}

/** SKUs, each joined to its explicit member price of one grade (none for 0, a guest). */
const skusWithGradePrice = (db: Kysely<Database>, gradeId: number) =>
  db
    .selectFrom('skus')
    .leftJoin('sku_member_prices', (join) =>
      join.onRef('sku_member_prices.sku_id', '=', 'skus.id').on('sku_member_prices.grade_id', '=', gradeId),
    )

const skusQuery = preparedQuery((db, goodsIds: number[], gradeId: number) =>
  skusWithGradePrice(db, gradeId)
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
    .orderBy('skus.id'),
)

/**
 * The SKUs of these goods, each with the explicit member price of `gradeId` when it has one
 * (`grade_price`, null otherwise and always for guests): SKUs and their grade prices in one read.
 */
export async function skusOf(db: Kysely<Database>, goodsIds: number[], gradeId: number | null) {
  if (goodsIds.length === 0) return []
  // Grade ids start at 1, so a guest's 0 joins nothing.
  return (await skusQuery(db, goodsIds, gradeId ?? 0)).rows
}

const cardSkusQuery = preparedQuery((db, goodsIds: number[], gradeId: number) =>
  skusWithGradePrice(db, gradeId)
    .select(['skus.goods_id', 'skus.price', 'skus.store', 'sku_member_prices.price as grade_price'])
    .where('skus.goods_id', 'in', goodsIds),
)

/**
 * What a goods card reads of these goods' SKUs, in no order: price, stock and the explicit member
 * price of `gradeId` (see skusOf). A list page's cards read a hundred SKUs; their other columns
 * and the sort were most of that read's time.
 */
export async function cardSkusOf(db: Kysely<Database>, goodsIds: number[], gradeId: number | null) {
  if (goodsIds.length === 0) return []
  return (await cardSkusQuery(db, goodsIds, gradeId ?? 0)).rows
}

const specGroupsQuery = preparedQuery((db, goodsId: number) =>
  db
    .selectFrom('goods_spec_groups')
    .select(['id', 'spec_name'])
    .where('goods_id', '=', goodsId)
    .orderBy('sort')
    .orderBy('id'),
)

export async function specGroupsOf(db: Kysely<Database>, goodsId: number) {
  return (await specGroupsQuery(db, goodsId)).rows
}

const specValuesQuery = preparedQuery((db, goodsId: number) =>
  db
    .selectFrom('goods_spec_values')
    .select(['id', 'group_id', 'spec_value_name', 'spec_image_url', 'color'])
    .where('goods_id', '=', goodsId)
    .orderBy('sort')
    .orderBy('id'),
)

export async function specValuesOf(db: Kysely<Database>, goodsId: number) {
  return (await specValuesQuery(db, goodsId)).rows
}

const tagsQuery = preparedQuery((db, goodsId: number) =>
  db.selectFrom('goods_tags').select('tag_name').where('goods_id', '=', goodsId).orderBy('tag_name'),
)

export async function tagsOf(db: Kysely<Database>, goodsId: number): Promise<string[]> {
  return (await tagsQuery(db, goodsId)).rows.map((row) => row.tag_name)
}
