import { toItemCards } from '../../commerce/goods/cards.ts'
import { findGoodsPage } from '../../commerce/goods/repo.ts'
import type { ItemCard } from '../../commerce/goods/schemas.ts'
import { referenceOf, type Entry, type ResolveContext } from './types.ts'

/**
 * A stored goods entry (W0002 data, showcase tabs, W0012 product groups, ...): a goods id with the
 * picked goods' name or picture. A link to goods (pathData) carries the id without them.
 */
export function goodsIdOf(entry: Entry): number | undefined {
  if (!('goods_id' in entry || 'itemId' in entry) || !('goods_name' in entry || 'goods_pic' in entry)) return undefined
  return referenceOf(entry.goods_id, entry.itemId)
}

export const goodsHref = (goodsId: number) => `/items/${goodsId}`

/** Live cards of the goods on the shelf, in one batch; off-shelf and deleted goods are absent. */
export async function loadGoods(ctx: ResolveContext, ids: number[]): Promise<Map<number, ItemCard>> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return new Map()
  const rows = await findGoodsPage(ctx.db, { itemType: 'normal', keywords: [], ids: unique }, 'default', { offset: 0, limit: unique.length })
  const cards = await toItemCards(ctx.db, rows, ctx.viewer, ctx.now)
  return new Map(cards.map((card) => [card.goods_id, card]))
}

/** The stored entry with the goods' current title, image, prices, stock and staff fields. */
export function goodsEntry(stored: Entry, card: ItemCard): Entry {
  return {
    ...stored,
    item_id: card.item_id,
    goods_id: card.goods_id,
    itemId: card.item_id,
    goods_name: card.title,
    title: card.title,
    sub_title: card.sub_title,
    goods_pic: card.imgUrl,
    imgUrl: card.imgUrl,
    price: card.price,
    member_price: card.member_price,
    market_price: card.market_price,
    activity_price: card.activity_price,
    activity_type: card.activity_type,
    staff_price: card.staff_price,
    store: card.store,
    product_type: card.product_type,
    staff_goods: card.staff_goods,
    distributor_id: card.distributor_id,
    promotions: card.promotions,
    linkPage: 'goods',
    href: goodsHref(card.item_id),
  }
}
