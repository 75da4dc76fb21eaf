import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import { toItemCards } from '../goods/cards.ts'
import type { GoodsCardRow } from '../goods/repo.ts'
import type { ItemCard } from '../goods/schemas.ts'
import { loadViewer } from '../goods/viewer.ts'

/**
 * Goods cards for favourites and footprints, priced for the member looking at them (member
 * price, running activity) exactly as the goods list shows them. Unlike the goods list, goods
 * that went off the shelf are included: the member sees them greyed out and can remove them.
 */
export async function loadGoodsCards(db: Kysely<Database>, memberId: number, goodsIds: readonly number[]): Promise<Map<number, ItemCard>> {
  if (goodsIds.length === 0) return new Map()
  const now = Math.floor(Date.now() / 1000)
  const rows: GoodsCardRow[] = await db
    .selectFrom('goods')
    .select([
      'goods.id',
      'goods.distributor_id',
      'goods.item_name',
      'goods.sub_title',
      'goods.brand',
      'goods.pics',
      'goods.image_default_id',
      'goods.price',
      'goods.market_price',
      'goods.sales',
      'goods.approve_status',
      'goods.is_gift',
      'goods.product_type',
      'goods.staff_goods',
      'goods.staff_price',
      'goods.valid_lucky',
      'goods.item_type',
      'goods.point_price',
    ])
    .where('goods.id', 'in', [...new Set(goodsIds)])
    .execute()
  const cards = await toItemCards(db, rows, await loadViewer(db, memberId, now), now)
  return new Map(cards.map((card) => [card.item_id, card]))
}
