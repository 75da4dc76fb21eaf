/** Shop calls (server/commerce/distributor) and shop collecting (member/collect/distribution). */
import type { ItemCard } from './catalogue-types.ts'
import type { Http } from './http.ts'

export interface ShopTag {
  tag_id: number
  tag_name: string
}

export interface Shop {
  distributor_id: number
  name: string
  logo: string
  banner: string
  address: string
  province: string
  city: string
  area: string
  /** Metres from the shopper; null when unknown. */
  distance: number | null
  distance_show: string
  mobile: string
  phone: string
  hours: string
  is_ziti: number
  tagList: ShopTag[]
}

export interface ShopList {
  list: Shop[]
  /** Every shop tag, for the tag tabs. */
  tagList: ShopTag[]
  total_count: number
  defaultCity: string
  fallback: number
}

export interface ShopInfo extends Shop {
  description: string
  goods_list: ItemCard[]
  goods_count: number
}

export interface ShopListQuery {
  lat?: number
  lng?: number
  province?: string
  city?: string
  /** 1 makes the given city filter even with coordinates. */
  type?: number
  tag_id?: number
  page?: number
  pageSize?: number
}

export function getShops(http: Http, query: ShopListQuery = {}): Promise<ShopList> {
  return http.get<ShopList>('distributor/list', { ...query })
}

export function getShopInfo(http: Http, distributorId: number): Promise<ShopInfo> {
  return http.get<ShopInfo>('distributor/info', { distributor_id: distributorId })
}

export async function isShopCollected(http: Http, distributorId: number): Promise<boolean> {
  const answer = await http.get<{ is_collect: number | boolean }>('member/collect/distribution/check', { distributor_id: distributorId })
  return Boolean(answer.is_collect)
}

export function collectShop(http: Http, distributorId: number): Promise<unknown> {
  return http.post(`member/collect/distribution/${distributorId}`)
}

export function uncollectShop(http: Http, distributorId: number): Promise<unknown> {
  return http.delete('member/collect/distribution', { distributor_id: distributorId })
}
