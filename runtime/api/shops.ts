/** Shop calls (server/commerce/distributor) and shop collecting (member/collect/distribution). */
import type { ShopInfo, ShopList, ShopListQuery } from '../../schemas/api/distributor.ts'
import type { Http } from './http.ts'

export type { ShopCard as Shop, ShopInfo, ShopList, ShopListQuery, ShopTag } from '../../schemas/api/distributor.ts'

export function getShops(http: Http, query: ShopListQuery = {}): Promise<ShopList> {
  return http.get<ShopList>('distributor/list', { ...query })
}

export function getShopInfo(http: Http, distributorId: number): Promise<ShopInfo> {
  return http.get<ShopInfo>('distributor/info', { distributor_id: distributorId })
}

export async function isShopCollected(http: Http, distributorId: number): Promise<boolean> {
  const answer = await http.get<{ is_collect: number | boolean }>('member/collect/distribution/check', {
    distributor_id: distributorId,
  })
  return Boolean(answer.is_collect)
}

export function collectShop(http: Http, distributorId: number): Promise<unknown> {
  return http.post(`member/collect/distribution/${distributorId}`)
}

export function uncollectShop(http: Http, distributorId: number): Promise<unknown> {
  return http.delete('member/collect/distribution', { distributor_id: distributorId })
}
