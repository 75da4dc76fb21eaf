import { listTagsOfShops } from '../../commerce/distributor/repo.ts'
import { goodsEntry, loadGoods } from './goods.ts'
import { referenceOf, type Entry, type ResolveContext } from './types.ts'

/** W0020 shows two tags and three goods per shop (spec 3 "Shop"). */
export const SHOP_TAGS = 2
export const SHOP_GOODS = 3

/** A stored shop entry (W0020 shops, logo-wall shops): it names the shop by shop_id or distributor_id. */
export const shopIdOf = (entry: Entry): number | undefined =>
  'shop_id' in entry || 'distributor_id' in entry ? referenceOf(entry.shop_id, entry.distributor_id) : undefined

export const shopHref = (shopId: number) => `/shops/info?distributor_id=${shopId}`

export interface LiveShop {
  id: number
  name: string
  logo: string
  banner: string
  top_image: string
  tags: { tag_id: number; tag_name: string }[]
  goods: Entry[]
}

/**
 * Open shops with their tags and best sellers. One query each for the shops, their tags and their
 * goods on the shelf; the three best sellers of every shop then become cards in one batch.
 */
export async function loadShops(ctx: ResolveContext, ids: number[]): Promise<Map<number, LiveShop>> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return new Map()
  const [shops, tags, goods] = await Promise.all([
    ctx.db.selectFrom('distributors').select(['id', 'name', 'logo', 'banner', 'top_image']).where('id', 'in', unique).where('status', '=', 'active').execute(),
    listTagsOfShops(ctx.db, unique),
    ctx.db
      .selectFrom('goods')
      .select(['id', 'distributor_id'])
      .where('distributor_id', 'in', unique)
      .where('approve_status', '=', 'onsale')
      .where('item_type', '=', 'normal')
      .orderBy('sales', 'desc')
      .orderBy('id', 'asc')
      .execute(),
  ])
  const bestSellers = new Map<number, number[]>()
  for (const row of goods) {
    const list = bestSellers.get(row.distributor_id) ?? []
    if (list.length < SHOP_GOODS) bestSellers.set(row.distributor_id, [...list, row.id])
  }
  const cards = await loadGoods(ctx, [...bestSellers.values()].flat())
  return new Map(
    shops.map((shop) => [
      shop.id,
      {
        ...shop,
        tags: tags.filter((t) => t.distributor_id === shop.id).slice(0, SHOP_TAGS).map(({ tag_id, tag_name }) => ({ tag_id, tag_name })),
        goods: (bestSellers.get(shop.id) ?? []).flatMap((id) => {
          const card = cards.get(id)
          return card ? [goodsEntry({}, card)] : []
        }),
      },
    ]),
  )
}

/** The stored entry with the shop's current name, images, two tags and three goods. */
export function shopEntry(stored: Entry, shop: LiveShop): Entry {
  return {
    ...stored,
    distributor_id: shop.id,
    shop_id: shop.id,
    shop_name: shop.name,
    name: shop.name,
    logo: shop.logo,
    banner: shop.banner,
    shop_pic: shop.top_image,
    tag_list: shop.tags,
    goods_list: shop.goods,
    href: shopHref(shop.id),
  }
}

