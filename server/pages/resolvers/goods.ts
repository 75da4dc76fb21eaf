import { findGoodsTiles, type GoodsTile } from '../../commerce/goods/tiles.ts'
import type { ResolvedGoods } from '../../../schemas/resolved.ts'
import type { Tag } from '../../../schemas/entries.ts'
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

/** Live tiles of the goods on the shelf, in one batch; off-shelf and deleted goods are absent. */
export function loadGoods(ctx: ResolveContext, ids: number[]): Promise<Map<number, GoodsTile>> {
  return findGoodsTiles(ctx.db, [...new Set(ids)])
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined)

/**
 * The entry as widgets draw it: the goods' current name, image and prices with its address, and
 * the designer's own label, brief and tags when the stored entry has them. Nothing else of the
 * stored entry travels (an old snapshot's extra fields would only weigh on the page): not its
 * `itemId` (always the goods_id) nor its `linkPage: 'goods'` (the href is the link).
 */
export function goodsEntry(stored: Entry, tile: GoodsTile): ResolvedGoods {
  const entry: ResolvedGoods = {
    goods_id: tile.id,
    goods_name: tile.name,
    goods_pic: tile.image,
    price: tile.price,
    market_price: tile.market_price,
    href: goodsHref(tile.id),
  }
  const label = text(stored.linkPageLabel)
  const brief = text(stored.brief)
  const subTitle = text(stored.subTitle)
  if (label) entry.linkPageLabel = label
  if (brief) entry.brief = brief
  if (subTitle) entry.subTitle = subTitle
  // Checked against the GoodsEntry schema when the template was validated.
  if (Array.isArray(stored.tagList) && stored.tagList.length > 0) entry.tagList = stored.tagList as Tag[]
  return entry
}
