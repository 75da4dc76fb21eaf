import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import { toPage } from '../../lib/pagination.ts'
import { categoryWithDescendants } from '../category/repo.ts'
import { toItemCards } from './cards.ts'
import { brandsOf, countGoods, findGoodsPage, type GoodsFilter } from './repo/goods.ts'
import type { GoodsSort, ItemCard, ItemListQuery } from '../../../schemas/api/goods.ts'
import type { PriceViewer } from './viewer.ts'

/** Numeric sort codes older clients send as `goodsSort`. */
const LEGACY_SORTS: Record<number, GoodsSort> = {
  0: 'default',
  1: 'sales',
  2: 'price_desc',
  3: 'price_asc',
  4: 'newest',
}

/** Search words: split on white space, at most five, each at most 20 characters. */
export function keywordTerms(keywords: string | undefined): string[] {
  return (keywords ?? '')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 5)
    .map((term) => term.slice(0, 20))
}

/** `item_id` arrives as repeated values and/or comma lists; duplicates keep their first place. */
export function goodsIdList(values: string[] | undefined): number[] | undefined {
  if (!values) return undefined
  return [...new Set(values.flatMap((v) => v.split(',')).map(Number))]
}

/** Yuan as the shopper types it (ECShopX start_price/end_price) to cents. */
const yuanToCents = (yuan: number | undefined) => (yuan === undefined ? undefined : Math.round(yuan * 100))

interface Filters {
  filter: GoodsFilter
  /** The same filter without the brand: what ECShopX's brand filter lists brands of. */
  withoutBrand: GoodsFilter
}

async function filtersOf(db: Kysely<Database>, query: ItemListQuery): Promise<Filters> {
  const categoryId = query.cat_id ?? query.category_id
  const [categoryIds, mainCategoryIds] = await Promise.all([
    categoryId === undefined ? undefined : categoryWithDescendants(db, categoryId),
    query.main_category === undefined ? undefined : categoryWithDescendants(db, query.main_category),
  ])
  const withoutBrand: GoodsFilter = {
    minPrice: yuanToCents(query.start_price),
    maxPrice: yuanToCents(query.end_price),
    itemType: query.item_type ?? 'normal',
    keywords: keywordTerms(query.keywords),
    categoryIds,
    mainCategoryIds,
    tag: query.tag?.trim() || undefined,
    ids: goodsIdList(query.item_id),
    distributorId: query.distributor_id || undefined,
  }
  if (query.brand_id === undefined) return { filter: withoutBrand, withoutBrand }
  return { filter: { ...withoutBrand, brandId: query.brand_id }, withoutBrand }
}

export interface Brand {
  attribute_id: number
  attribute_name: string
}

export interface ItemPage {
  list: ItemCard[]
  total_count: number
  /** ECShopX brand_list, when asked for: the brands of the goods the other filters match. */
  brand_list?: { list: Brand[]; total_count: number }
}

async function brandList(db: Kysely<Database>, filter: GoodsFilter): Promise<ItemPage['brand_list']> {
  const list = await brandsOf(db, filter)
  return { list, total_count: list.length }
}

/**
 * GET goods/items: on-sale goods matching the filters, one page of cards. When goods are asked
 * for by id with the default sort they come back in the order asked (page widgets rely on it).
 */
export async function listItems(
  db: Kysely<Database>,
  query: ItemListQuery,
  viewer: PriceViewer | null,
  now: number,
  options: { brands?: boolean } = {},
): Promise<ItemPage> {
  const { filter, withoutBrand } = await filtersOf(db, query)
  const brands = options.brands ? brandList(db, withoutBrand) : undefined
  const sort = query.sort ?? (query.goodsSort !== undefined ? LEGACY_SORTS[query.goodsSort] : 'default')
  const page = toPage(query)
  if (filter.ids && sort === 'default') {
    const rows = await findGoodsPage(db, filter, sort, { offset: 0, limit: filter.ids.length })
    const position = new Map(filter.ids.map((id, i) => [id, i]))
    rows.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0))
    const pageRows = rows.slice(page.offset, page.offset + page.pageSize)
    return {
      list: await toItemCards(db, pageRows, viewer, now),
      total_count: rows.length,
      ...(brands && { brand_list: await brands }),
    }
  }
  const [rows, total, brandAnswer] = await Promise.all([
    findGoodsPage(db, filter, sort, { offset: page.offset, limit: page.pageSize }),
    countGoods(db, filter),
    brands,
  ])
  return {
    list: await toItemCards(db, rows, viewer, now),
    total_count: total,
    ...(brandAnswer && { brand_list: brandAnswer }),
  }
}
