import type { ResolvedTag } from '../../../schemas/resolved.ts'
import { NEARBY_SHOPS_MORE_HREF } from '../../../schemas/widget-rules.ts'
import { MAX_TAGS } from '../shared/shop-tags.ts'

/** A shop card as W0019 shows it: the descriptor's resolved shops and the live list share these fields. */
export interface NearbyShop {
  distributor_id: number | string
  name?: string
  shop_name?: string
  logo?: string
  banner?: string
  address?: string
  distance_show?: string
  tagList?: NearbyShopTag[]
  tag_list?: NearbyShopTag[]
}

/** A shop tag as resolved (schemas/resolved.ts); a tag chosen in the settings may keep its id as text. */
export type NearbyShopTag = Omit<ResolvedTag, 'tag_id'> & { tag_id: ResolvedTag['tag_id'] | string }

/** The resolved data: a list of shops, or the list with the tags offered as tabs. */
export type NearbyShopsData = NearbyShop[] | { list?: NearbyShop[]; tagList?: NearbyShopTag[] }

/** Spec 9: at most 10 shops (each keeping at most MAX_TAGS tags). */
export const MAX_SHOPS = 10
export const FALLBACK_CITY = '北京'
export const LOCATION_FAILED = `定位失败，已为您展示${FALLBACK_CITY}的门店`
export const NEAR_SHOPS_PATH = NEARBY_SHOPS_MORE_HREF

export function shopTags(shop: NearbyShop): NearbyShopTag[] {
  return (shop.tagList ?? shop.tag_list ?? []).slice(0, MAX_TAGS)
}

export function shopHref(shop: NearbyShop): string {
  return `/shops/info?distributor_id=${encodeURIComponent(String(shop.distributor_id))}`
}

export function listOf(data: NearbyShopsData | undefined): NearbyShop[] {
  if (!data) return []
  return (Array.isArray(data) ? data : (data.list ?? [])).slice(0, MAX_SHOPS)
}

export function tagsOf(data: NearbyShopsData | undefined): NearbyShopTag[] {
  return data && !Array.isArray(data) ? (data.tagList ?? []) : []
}

/** With "hide unselected" on, only shops carrying one of the designer's tags stay. */
export function onlySelected(
  shops: readonly NearbyShop[],
  selected: readonly NearbyShopTag[] | undefined,
): NearbyShop[] {
  if (!selected || selected.length === 0) return [...shops]
  const ids = new Set(selected.map((tag) => String(tag.tag_id)))
  return shops.filter((shop) => (shop.tagList ?? shop.tag_list ?? []).some((tag) => ids.has(String(tag.tag_id))))
}

/** Shops carrying the tag; tag 0 (the 全部 tab) keeps them all. */
export function filterByTag(shops: readonly NearbyShop[], tagId: number | string): NearbyShop[] {
  if (String(tagId) === '0') return [...shops]
  return shops.filter((shop) =>
    (shop.tagList ?? shop.tag_list ?? []).some((tag) => String(tag.tag_id) === String(tagId)),
  )
}
