import { listTagsOfShops } from '../../commerce/distributor/repo.ts'
import { findBestSellerTiles } from '../../commerce/goods/tiles.ts'
import type { LinkData } from '../../../schemas/link.ts'
import type { ResolvedGoods, ResolvedShop, ResolvedTag } from '../../../schemas/resolved.ts'
import { goodsEntry } from './goods.ts'
import { findOpenShops } from './repo.ts'
import { isRecord, referenceOf, type Entry, type ResolveContext } from './types.ts'

/** W0020 shows two tags and three goods per shop (spec 3 "Shop"). */
export const SHOP_TAGS = 2
export const SHOP_GOODS = 3

/** A stored shop entry (W0020 shops): it names the shop by shop_id or distributor_id. */
export const shopIdOf = (entry: Entry): number | undefined =>
  'shop_id' in entry || 'distributor_id' in entry ? referenceOf(entry.shop_id, entry.distributor_id) : undefined

export const shopHref = (shopId: number) => `/shops/info?distributor_id=${shopId}`

export interface LiveShop {
  id: number
  name: string
  logo: string
  banner: string
  top_image: string
  tags: ResolvedTag[]
  goods: ResolvedGoods[]
}

/**
 * Open shops with their tags and best sellers: one statement each for the shops, their tags and
 * their best sellers (ranked per shop by the database), however many shops a page shows.
 */
export async function loadShops(ctx: ResolveContext, ids: number[]): Promise<Map<number, LiveShop>> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return new Map()
  const [shops, tags, bestSellers] = await Promise.all([
    findOpenShops(ctx.db, unique),
    listTagsOfShops(ctx.db, unique),
    findBestSellerTiles(ctx.db, unique, SHOP_GOODS),
  ])
  return new Map(
    shops.map((shop) => [
      shop.id,
      {
        ...shop,
        tags: tags
          .filter((t) => t.distributor_id === shop.id)
          .slice(0, SHOP_TAGS)
          .map(({ tag_id, tag_name }) => ({ tag_id, tag_name })),
        goods: (bestSellers.get(shop.id) ?? []).map((tile) => goodsEntry({}, tile)),
      },
    ]),
  )
}

/** The shop block as W0020 draws it: current name, images, two tags and three goods, with its address. */
export function shopEntry(stored: Entry, shop: LiveShop): ResolvedShop {
  const entry: ResolvedShop = {
    shop_id: shop.id,
    shop_name: shop.name,
    shop_pic: shop.top_image,
    banner: shop.banner,
    logo: shop.logo,
    tag_list: shop.tags,
    goods_list: shop.goods,
    href: shopHref(shop.id),
  }
  // Checked against the W0020 shop entry schema when the template was validated.
  if (isRecord(stored.pathData)) entry.pathData = stored.pathData as LinkData
  return entry
}
