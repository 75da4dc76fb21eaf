import type { PickerShop } from '../../schemas/api/designer.ts'

/**
 * The shop a field holds: a W0020 shop block (shop_id = the shop's distributor id, as the page
 * resolver reads it) with whatever else the block stores (top image, tags, goods).
 */
export type ShopValue = Record<string, unknown> & { shop_id?: number | string; shop_name?: string; logo?: string }

export function asShopValue(value: unknown): ShopValue {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as ShopValue) : {}
}

export const chosenShopId = (value: ShopValue): number | null => {
  const id = Number(value.shop_id)
  return Number.isInteger(id) && id > 0 ? id : null
}

/**
 * The block with another shop. Goods and tags belong to a shop, so a different shop starts them
 * empty; the same shop picked again keeps them.
 */
export function withShop(value: ShopValue, shop: PickerShop): ShopValue {
  const same = chosenShopId(value) === shop.distributor_id
  return {
    ...value,
    shop_id: shop.distributor_id,
    shop_name: shop.name,
    logo: shop.logo,
    banner: shop.banner,
    ...(same ? {} : { tag_list: [], goods_list: [] }),
  }
}

/** The block with no shop: its goods go too, since goods may only be picked for a chosen shop. */
export function withoutShop(value: ShopValue): ShopValue {
  return { ...value, shop_id: 0, shop_name: '', logo: '', banner: '', tag_list: [], goods_list: [] }
}
