import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'

export interface PointGoodsFilter {
  keywords?: string
  /** categories.path of the category whose subtree is wanted, e.g. "1/5/". */
  categoryPath?: string
  mainCategoryPath?: string
  minPoint?: number
  maxPoint?: number
  /** 0 operator order, 1 best sellers, 2 most points first, 3 fewest points first, 4 newest. */
  sort: number
  offset: number
  limit: number
}

const CARD_COLUMNS = [
  'goods.id',
  'goods.distributor_id',
  'goods.item_name',
  'goods.sub_title',
  'goods.image_default_id',
  'goods.pics',
  'goods.price',
  'goods.market_price',
  'goods.point_price',
  'goods.sales',
  'goods.approve_status',
] as const

/** `%text%` with LIKE wildcards taken literally (escape character `\`, same on both dialects). */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** Ids of a category and its descendants; paths are digits and '/', so no LIKE escaping is needed. */
function inSubtree(db: Kysely<Database>, path: string) {
  return db.selectFrom('categories').select('categories.id').where('categories.path', 'like', `${path}%`)
}

export function findCategoryPath(db: Kysely<Database>, id: number) {
  return db.selectFrom('categories').select('path').where('id', '=', id).executeTakeFirst()
}

/** On-shelf points-mall goods matching the filter, one page of them plus the total. */
export async function listPointGoods(db: Kysely<Database>, filter: PointGoodsFilter) {
  let base = db.selectFrom('goods').where('goods.item_type', '=', 'point').where('goods.approve_status', '=', 'onsale')
  if (filter.keywords) base = base.where(sql<boolean>`goods.item_name like ${contains(filter.keywords)} escape '\\'`)
  if (filter.categoryPath) base = base.where('goods.category_id', 'in', inSubtree(db, filter.categoryPath))
  if (filter.mainCategoryPath) base = base.where('goods.main_category_id', 'in', inSubtree(db, filter.mainCategoryPath))
  if (filter.minPoint !== undefined) base = base.where('goods.point_price', '>=', filter.minPoint)
  if (filter.maxPoint !== undefined) base = base.where('goods.point_price', '<=', filter.maxPoint)

  let page = base.select(CARD_COLUMNS)
  if (filter.sort === 1) page = page.orderBy('goods.sales', 'desc')
  else if (filter.sort === 2) page = page.orderBy('goods.point_price', 'desc')
  else if (filter.sort === 3) page = page.orderBy('goods.point_price', 'asc')
  else if (filter.sort === 4) page = page.orderBy('goods.created_at', 'desc')
  else page = page.orderBy('goods.sort', 'asc')
  const [rows, total] = await Promise.all([
    page.orderBy('goods.id', 'desc').limit(filter.limit).offset(filter.offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ])
  return { rows, total: Number(total?.n ?? 0) }
}

export type PointCardRow = Awaited<ReturnType<typeof listPointGoods>>['rows'][number]

export async function stockOf(db: Kysely<Database>, goodsIds: number[]): Promise<Map<number, number>> {
  if (goodsIds.length === 0) return new Map()
  const rows = await db
    .selectFrom('skus')
    .select(['goods_id', (eb) => eb.fn.sum<number>('store').as('store')])
    .where('goods_id', 'in', goodsIds)
    .groupBy('goods_id')
    .execute()
  return new Map(rows.map((r) => [r.goods_id, Number(r.store)]))
}

/** A points-mall goods whether on or off the shelf (the detail page shows off-shelf goods greyed out). */
export function findPointGoods(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('goods')
    .select([
      'id',
      'distributor_id',
      'item_name',
      'sub_title',
      'brief',
      'description',
      'brand',
      'pics',
      'image_default_id',
      'price',
      'market_price',
      'point_price',
      'sales',
      'approve_status',
      'is_gift',
      'nospec',
      'product_type',
      'unit',
      'category_id',
    ])
    .where('id', '=', id)
    .where('item_type', '=', 'point')
    .executeTakeFirst()
}

export function listSkus(db: Kysely<Database>, goodsId: number) {
  return db
    .selectFrom('skus')
    .select(['id', 'bn', 'spec_value_ids', 'spec_desc', 'price', 'market_price', 'store', 'image_url'])
    .where('goods_id', '=', goodsId)
    .orderBy('sort', 'asc')
    .orderBy('id', 'asc')
    .execute()
}

export function listSpecGroups(db: Kysely<Database>, goodsId: number) {
  return db.selectFrom('goods_spec_groups').select(['id', 'spec_name']).where('goods_id', '=', goodsId).orderBy('sort', 'asc').orderBy('id', 'asc').execute()
}

export function listSpecValues(db: Kysely<Database>, goodsId: number) {
  return db
    .selectFrom('goods_spec_values')
    .select(['id', 'group_id', 'spec_value_name', 'spec_image_url', 'color'])
    .where('goods_id', '=', goodsId)
    .orderBy('sort', 'asc')
    .orderBy('id', 'asc')
    .execute()
}
