/**
 * Catalogue calls. Each takes the client first so a server-side loader can pass the one built for
 * its request.
 */
import type { Http, QueryParams } from './http.ts'
import { call } from './call.ts'
import type { ItemCard } from '../../schemas/api/goods.ts'
import type { Category, GoodsDetail } from './catalogue-types.ts'

export type * from './catalogue-types.ts'

export type GoodsListQuery = QueryParams & {
  keywords?: string
  cat_id?: number
  main_category?: number
  tag?: string
  item_id?: number[]
  distributor_id?: number
  item_type?: string
  is_tdk?: number
  page?: number
  pageSize?: number
}

export function getCategories(http: Http): Promise<Category[]> {
  return call(http, 'GET /goods/category')
}

export function getGoodsList(
  http: Http,
  query: GoodsListQuery = {},
): Promise<{ list: ItemCard[]; total_count: number }> {
  return call(http, 'GET /goods/items', query)
}

export function getGoodsDetail(
  http: Http,
  itemId: number | string,
  query: { distributor_id?: number } = {},
): Promise<GoodsDetail> {
  return call(http, 'GET /goods/items/:item_id', { item_id: itemId }, query)
}

export { getRegionTree as getRegions } from './address.ts'
