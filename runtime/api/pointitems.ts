/** Points-mall calls; each takes the client first so a server-side loader can pass its own. */
import type { FastbuyResult } from '../../schemas/api/cart.ts'
import type { GoodsSort, ItemCard } from '../../schemas/api/goods.ts'
import type { PointSummary } from '../../schemas/api/point.ts'
import type { PointItemDetail, PointItemList } from '../../schemas/api/pointitems.ts'
import type { Http, QueryParams } from './http.ts'

export type { PointItemDetail, PointSpecItem } from '../../schemas/api/pointitems.ts'
/** A points good in the list: the goods card, with its price in points as `point`. */
export type { ItemCard as PointItemCard }
export type { GoodsSort as PointSort }

export interface PointItemsQuery extends QueryParams {
  page: number
  pageSize: number
  sort?: GoodsSort
}

export function getPointItems(http: Http, query: PointItemsQuery): Promise<PointItemList> {
  return http.get('pointsmall/goods/items', query)
}

export function getPointItem(http: Http, id: number): Promise<PointItemDetail> {
  return http.get(`pointsmall/goods/items/${id}`)
}

/** The member's points balance. */
export async function getMemberPoint(http: Http): Promise<number> {
  const summary = await http.get<{ point: number }>('point/member/info')
  return summary.point
}

/** Puts one variant in the buy-now slot of the cart, which the points checkout reads. */
export function exchangeNow(http: Http, fields: { item_id: number; sku_id: number; num: number; distributor_id: number }): Promise<FastbuyResult> {
  return http.post('cart', { ...fields, num: String(fields.num), cart_type: 'fastbuy' })
}
