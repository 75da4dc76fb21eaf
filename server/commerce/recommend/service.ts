import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import { fail } from '../../lib/errors.ts'
import { toPage } from '../../lib/pagination.ts'
import type { PageQuery } from '../../../schemas/api/paging.ts'
import { toItemCards } from '../goods/cards.ts'
import type { PriceViewer } from '../goods/viewer.ts'
import { findGoodsCategory, listRecommended } from './repo.ts'

/** Spec 9: the recommendation strip shows 5 items from page 1. */
export const DEFAULT_RECOMMEND_SIZE = 5
const MAX_RECOMMEND_SIZE = 50

/** The page of recommendations a query asks for. */
export const recommendPage = (query: PageQuery) => toPage(query, DEFAULT_RECOMMEND_SIZE, MAX_RECOMMEND_SIZE)

/**
 * "猜你喜欢": goods of the viewed item's category first (never the item itself), then best
 * sellers. The order is chosen here; the cards are the goods list's own, priced for the viewer.
 */
export async function recommend(
  db: Kysely<Database>,
  query: PageQuery & { item_id?: number },
  viewer: PriceViewer | null,
  now: number,
) {
  let item: { id: number; category_id: number } | undefined
  if (query.item_id !== undefined) {
    item = await findGoodsCategory(db, query.item_id)
    if (!item) throw fail('GOODS_NOT_FOUND')
  }
  const { offset, pageSize } = recommendPage(query)
  const { rows, total } = await listRecommended(db, { item, offset, limit: pageSize })
  return { list: await toItemCards(db, rows, viewer, now), total_count: total }
}
