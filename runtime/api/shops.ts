/** Shop calls (server/commerce/distributor) and shop collecting (member/collect/distribution). */
import type { ShopInfo, ShopList, ShopListQuery } from '../../schemas/api/distributor.ts'
import type { Http } from './http.ts'
import { call } from './call.ts'

export type { ShopCard as Shop, ShopInfo, ShopList, ShopListQuery } from '../../schemas/api/distributor.ts'

export function getShops(http: Http, query: ShopListQuery = {}): Promise<ShopList> {
  return call(http, 'GET /distributor/list', { ...query })
}

export function getShopInfo(http: Http, distributorId: number): Promise<ShopInfo> {
  return call(http, 'GET /distributor/info', { distributor_id: distributorId })
}

export function collectShop(http: Http, distributorId: number): Promise<unknown> {
  return call(http, 'POST /member/collect/distribution/:distributor_id', { distributor_id: distributorId })
}

export function uncollectShop(http: Http, distributorId: number): Promise<unknown> {
  return call(http, 'DELETE /member/collect/distribution', { distributor_id: distributorId })
}
