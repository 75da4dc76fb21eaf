import { flag, type SeedContext } from './context.ts'
import { insertMany, insertNumbered } from './batch.ts'
import { SHOP_TAGS, SHOPS } from './data/shops.ts'
import { shopBannerUrl, shopLogoUrl, shopTopImageUrl } from './urls.ts'

/** Shops with their tags; returns the shop ids in listing order. */
export async function seedShops(ctx: SeedContext): Promise<number[]> {
  await insertMany(
    ctx.db,
    'shop_tags',
    SHOP_TAGS.map((tag, i) => ({ id: i + 1, tag_name: tag.name, tag_color: tag.color, sort: i })),
  )
  const tagId = new Map(SHOP_TAGS.map((tag, i) => [tag.name, i + 1]))
  const ids = SHOPS.map((_, i) => i + 1)
  await insertNumbered(ctx.db, 'distributors', SHOPS, (shop, i) => ({
    name: shop.name,
    logo: shopLogoUrl(i + 1),
    banner: shopBannerUrl(i + 1),
    top_image: shopTopImageUrl(i + 1),
    description: shop.description,
    province: shop.province,
    city: shop.city,
    area: shop.area,
    address: shop.address,
    lat: shop.lat,
    lng: shop.lng,
    phone: shop.phone,
    hours: shop.hours,
    is_default: flag(i === 0),
    is_ziti: flag(shop.isZiti),
    sort: SHOPS.length - i,
    created_at: ctx.now - (SHOPS.length - i) * 30 * 86400,
  }))
  await insertMany(
    ctx.db,
    'distributor_tags',
    SHOPS.flatMap((shop, i) => shop.tags.map((tag) => ({ distributor_id: i + 1, tag_id: tagId.get(tag) as number }))),
  )
  return ids
}
