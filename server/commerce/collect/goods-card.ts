import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import { toItemCards } from '../goods/cards.ts'
import type { ItemCard } from '../../../schemas/api/goods.ts'
import { loadViewer } from '../goods/viewer.ts'
import { findCardRows } from './repo.ts'
import * as clock from '../../../schemas/time.ts'

/**
 * Goods cards for favourites and footprints, priced for the member looking at them (member
 * price, running activity) exactly as the goods list shows them. Unlike the goods list, goods
 * that went off the shelf are included: the member sees them greyed out and can remove them.
 */
export async function loadGoodsCards(
  db: Kysely<Database>,
  memberId: number,
  goodsIds: readonly number[],
): Promise<Map<number, ItemCard>> {
  if (goodsIds.length === 0) return new Map()
  const now = clock.now()
  const rows = await findCardRows(db, [...new Set(goodsIds)])
  const cards = await toItemCards(db, rows, await loadViewer(db, memberId, now), now)
  return new Map(cards.map((card) => [card.item_id, card]))
}
