/** Points-mall calls; each takes the client first so a server-side loader can pass its own. */
import type { Http, QueryParams } from './http.ts'

export type PointSort = 'default' | 'sales' | 'price_asc' | 'price_desc' | 'newest'

/** A points good in the list; `point` is its price in points. */
export interface PointItemCard {
  item_id: number
  title: string
  item_name?: string
  image_default_id: string
  point: number
  store: number
  sales?: number
  distributor_id?: number
}

export interface PointSpecGroup {
  spec_id: number
  spec_name: string
  spec_values: Array<{ spec_value_id: number; spec_value_name: string }>
}

/** One variant with its own points price and stock. */
export interface PointSpecItem {
  item_id: number
  sku_id?: number
  store: number
  point: number
  item_spec: Array<{ spec_id: number; spec_value_id: number; spec_value_name: string }>
  spec_desc?: string
  item_image_url?: string
}

export interface PointItemDetail {
  item_id: number
  item_name: string
  sub_title?: string
  distributor_id: number
  pics: string[]
  point: number
  store: number
  sales?: number
  unit?: string
  approve_status: 'onsale' | 'instock'
  nospec?: number
  default_sku_id?: number
  item_spec_desc: PointSpecGroup[]
  spec_items: PointSpecItem[]
}

export interface PointItemsQuery extends QueryParams {
  page: number
  pageSize: number
  sort?: PointSort
}

export function getPointItems(http: Http, query: PointItemsQuery): Promise<{ list: PointItemCard[]; total_count: number }> {
  return http.get('pointsmall/goods/items', query)
}

export function getPointItem(http: Http, id: number): Promise<PointItemDetail> {
  return http.get(`pointsmall/goods/items/${id}`)
}

/** The member's points balance. */
export async function getMemberPoint(http: Http): Promise<number> {
  const summary = await http.get<{ point: number }>('point/member')
  return summary.point
}

/** Puts one variant in the buy-now slot of the cart, which the points checkout reads. */
export function exchangeNow(http: Http, fields: { item_id: number; sku_id: number; num: number; distributor_id: number }): Promise<unknown> {
  return http.post('cart', { ...fields, num: String(fields.num), cart_type: 'fastbuy' })
}
