import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import { toItemCards } from '../goods/cards.ts'
import { countGoods, findGoodsPage, type GoodsFilter } from '../goods/repo/goods.ts'
import type { ItemCard } from '../../../schemas/api/goods.ts'
import type { PriceViewer } from '../goods/viewer.ts'

/** A shop's best-selling goods on the shelf as the goods list shows them, plus how many it sells. */
export async function shopGoods(
  db: Kysely<Database>,
  shopId: number,
  limit: number,
  viewer: PriceViewer | null,
  now: number,
): Promise<{ cards: ItemCard[]; count: number }> {
  const filter: GoodsFilter = { itemType: 'normal', keywords: [], distributorId: shopId }
  const [rows, count] = await Promise.all([
    findGoodsPage(db, filter, 'sales', { offset: 0, limit }),
    countGoods(db, filter),
  ])
  return { cards: await toItemCards(db, rows, viewer, now), count }
}
