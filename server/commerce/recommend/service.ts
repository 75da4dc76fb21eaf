import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import { notFound } from '../../lib/errors.ts'
import { toPage, type PageQuery } from '../../lib/pagination.ts'
import { loadGoodsCards } from '../collect/goods-card.ts'
import { findGoodsCategory, listRecommendedIds } from './repo.ts'

/** Spec 9: the recommendation strip shows 5 items from page 1. */
export const DEFAULT_RECOMMEND_SIZE = 5

/** "猜你喜欢": goods of the viewed item's category first (never the item itself), then best sellers. */
export async function recommend(db: Kysely<Database>, query: PageQuery & { item_id?: number }) {
  let item: { id: number; category_id: number } | undefined
  if (query.item_id !== undefined) {
    item = await findGoodsCategory(db, query.item_id)
    if (!item) throw notFound('商品不存在', 'GOODS_NOT_FOUND')
  }
  const { offset, pageSize } = toPage(query, DEFAULT_RECOMMEND_SIZE, 50)
  const { ids, total } = await listRecommendedIds(db, { item, offset, limit: pageSize })
  const cards = await loadGoodsCards(db, ids)
  const list = ids.flatMap((id) => {
    const card = cards.get(id)
    return card ? [card] : []
  })
  return { list, total_count: total }
}
