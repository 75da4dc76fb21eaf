/**
 * Catalogue calls. Each takes the client first so a server-side loader can pass the one built for
 * its request.
 */
import type { Http, QueryParams } from './http.ts'
import type { Category, GoodsDetail, ItemList, RegionNode } from './catalogue-types.ts'

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
  return http.get<Category[]>('goods/category')
}

export function getGoodsList(http: Http, query: GoodsListQuery = {}): Promise<ItemList> {
  return http.get<ItemList>('goods/items', query)
}

export function getGoodsDetail(http: Http, itemId: number | string, query: { distributor_id?: number } = {}): Promise<GoodsDetail> {
  return http.get<GoodsDetail>(`goods/items/${encodeURIComponent(String(itemId))}`, query)
}

/**
 * The region tree is the same for everyone and never changes while the process runs, so it is
 * fetched once and shared, also by callers that ask while the first request is still out (this
 * replaces the spec's retry-every-second wait). A failed request is forgotten so the next caller
 * tries again.
 */
let regions: Promise<RegionNode[]> | null = null

export function getRegions(http: Http): Promise<RegionNode[]> {
  regions ??= http.get<RegionNode[]>('espier/address').catch((error: unknown) => {
    regions = null
    throw error
  })
  return regions
}
