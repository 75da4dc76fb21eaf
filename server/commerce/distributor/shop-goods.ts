import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import { loadGoodsCards, type GoodsCard } from '../collect/goods-card.ts'

/** A shop's best-selling goods on the shelf, as goods cards (spec 3: W0020 shows 3 goods per shop). */
export async function listShopGoodsCards(db: Kysely<Database>, shopId: number, limit: number): Promise<GoodsCard[]> {
  const rows = await db
    .selectFrom('goods')
    .select('id')
    .where('distributor_id', '=', shopId)
    .where('approve_status', '=', 'onsale')
    .where('item_type', '=', 'normal')
    .orderBy('sales', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
  const cards = await loadGoodsCards(db, rows.map((r) => r.id))
  return rows.flatMap((r) => {
    const card = cards.get(r.id)
    return card ? [card] : []
  })
}
