import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import { toPage } from '../../lib/pagination.ts'
import { categoryWithDescendants } from '../category/repo.ts'
import { toItemCards } from './cards.ts'
import { countGoods, findGoodsPage, type GoodsFilter } from './repo.ts'
import type { GoodsSort, ItemCard, ItemListQuery } from '../../../schemas/api/goods.ts'
import type { Viewer } from './viewer.ts'

/** Numeric sort codes older clients send as `goodsSort`. */
const LEGACY_SORTS: Record<number, GoodsSort> = { 0: 'default', 1: 'sales', 2: 'price_desc', 3: 'price_asc', 4: 'newest' }

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

async function filterOf(db: Kysely<Database>, query: ItemListQuery): Promise<GoodsFilter> {
  const [categoryIds, mainCategoryIds] = await Promise.all([
    query.cat_id === undefined ? undefined : categoryWithDescendants(db, query.cat_id),
    query.main_category === undefined ? undefined : categoryWithDescendants(db, query.main_category),
  ])
  return {
    itemType: query.item_type ?? 'normal',
    keywords: keywordTerms(query.keywords),
    categoryIds,
    mainCategoryIds,
    tag: query.tag?.trim() || undefined,
    ids: goodsIdList(query.item_id),
    distributorId: query.distributor_id || undefined,
  }
}

/**
 * GET goods/items: on-sale goods matching the filters, one page of cards. When goods are asked
 * for by id with the default sort they come back in the order asked (page widgets rely on it).
 */
export async function listItems(
  db: Kysely<Database>,
  query: ItemListQuery,
  viewer: Viewer | null,
  now: number,
): Promise<{ list: ItemCard[]; total_count: number }> {
  const filter = await filterOf(db, query)
  const sort = query.sort ?? (query.goodsSort !== undefined ? LEGACY_SORTS[query.goodsSort] : 'default')
  const page = toPage(query)
  if (filter.ids && sort === 'default') {
    const rows = await findGoodsPage(db, filter, sort, { offset: 0, limit: filter.ids.length })
    const position = new Map(filter.ids.map((id, i) => [id, i]))
    rows.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0))
    const pageRows = rows.slice(page.offset, page.offset + page.pageSize)
    return { list: await toItemCards(db, pageRows, viewer, now), total_count: rows.length }
  }
  const [rows, total] = await Promise.all([findGoodsPage(db, filter, sort, { offset: page.offset, limit: page.pageSize }), countGoods(db, filter)])
  return { list: await toItemCards(db, rows, viewer, now), total_count: total }
}
