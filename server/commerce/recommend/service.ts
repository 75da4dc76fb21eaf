import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import { notFound } from '../../lib/errors.ts'
import { toPage, type PageQuery } from '../../lib/pagination.ts'
import { toItemCards } from '../goods/cards.ts'
import { findGoodsPage } from '../goods/repo.ts'
import type { Viewer } from '../goods/viewer.ts'
import { findGoodsCategory, listRecommendedIds } from './repo.ts'

/** Spec 9: the recommendation strip shows 5 items from page 1. */
export const DEFAULT_RECOMMEND_SIZE = 5

/**
 * "猜你喜欢": goods of the viewed item's category first (never the item itself), then best
 * sellers. The order is chosen here; the cards are the goods list's own, priced for the viewer.
 */
export async function recommend(db: Kysely<Database>, query: PageQuery & { item_id?: number }, viewer: Viewer | null, now: number) {
  let item: { id: number; category_id: number } | undefined
  if (query.item_id !== undefined) {
    item = await findGoodsCategory(db, query.item_id)
    if (!item) throw notFound('商品不存在', 'GOODS_NOT_FOUND')
  }
  const { offset, pageSize } = toPage(query, DEFAULT_RECOMMEND_SIZE, 50)
  const { ids, total } = await listRecommendedIds(db, { item, offset, limit: pageSize })
  const rows = await findGoodsPage(db, { itemType: 'normal', keywords: [], ids }, 'default', { offset: 0, limit: ids.length })
  const position = new Map(ids.map((id, i) => [id, i]))
  rows.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0))
  return { list: await toItemCards(db, rows, viewer, now), total_count: total }
}
