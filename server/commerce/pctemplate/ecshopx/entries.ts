import type { ResolvedCategory, ResolvedCoupon, ResolvedGoods, ResolvedShop } from '../../../../schemas/resolved.ts'
import type { Entry } from '../../../pages/resolvers/types.ts'

/**
 * The entries ECShopX's widgets read, from our resolved ones (server/pages/resolvers). Images are
 * made absolute afterwards, with every other image of the widget (urls.ts).
 */

/** A goods entry: links by `goods_id` (or `itemId` through its goods kind), and always a `brief` line. */
export function goodsEntry(goods: ResolvedGoods): Entry {
  return { ...goods, itemId: goods.goods_id, linkPage: 'goods', brief: goods.brief ?? '' }
}

/**
 * A coupon entry with its live terms (`reduce_cost` in cents, `discount` as percent off) and an
 * `imgUrl` that is '' when the designer set none: W0012 draws it unguarded. Gift cards say what
 * they are for in `object_use_for`.
 */
export function couponEntry(coupon: ResolvedCoupon): Entry {
  const entry: Entry = { ...coupon, imgUrl: coupon.imgUrl ?? '' }
  if (coupon.card_type === 'gift') entry.object_use_for = coupon.description || coupon.title
  return entry
}

/** A recommended shop with its images, two tags and three goods entries. */
export function shopEntry(shop: ResolvedShop): Entry {
  return { ...shop, goods_list: shop.goods_list.map(goodsEntry) }
}

/** A category at any of the three levels, with a `children` list at each (as goods/category answers). */
export function categoryEntry(category: ResolvedCategory): Entry {
  return { ...category, children: (category.children ?? []).map(categoryEntry) }
}
