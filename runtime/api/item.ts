/**
 * Calls of the item detail page (spec 3 goods, coupons, collect, history, recommend, share,
 * seckill). Each takes the client first so the server-side loader can pass the request's one.
 */
import type { Coupon } from '../../schemas/api/coupon.ts'
import type { ItemCard } from '../../schemas/api/goods.ts'
import type { SeckillTicket } from '../../schemas/api/seckill.ts'
import type { ShareInfo } from '../../schemas/api/share.ts'
import type { CallOptions, Http } from './http.ts'
import { call } from './call.ts'

export type { SeckillTicket, ShareInfo }
/** A coupon of the item's shop as the detail page lists it, with the viewer's getted state. */
export type { Coupon as ItemCoupon }
export { receiveCoupon } from './coupons.ts'

export function getItemCoupons(
  http: Http,
  itemId: number,
  distributorId: number,
  options?: CallOptions,
): Promise<{ list: Coupon[]; total_count: number }> {
  return call(
    http,
    'GET /user/newGetCardList',
    { item_id: itemId, distributor_id: distributorId, end_date: 1, page: 1, page_size: 999 },
    options,
  )
}

export function getRecommendations(
  http: Http,
  itemId: number,
  options?: CallOptions,
): Promise<{ list: ItemCard[]; total_count: number }> {
  return call(http, 'GET /promotions/recommendlike', { item_id: itemId, page: 1, pageSize: 5 }, options)
}

export function collectItem(http: Http, itemId: number, distributorId: number): Promise<unknown> {
  return call(http, 'POST /member/collect/item/:item_id', { item_id: itemId }, { distributor_id: distributorId })
}

export function uncollectItem(http: Http, itemId: number): Promise<unknown> {
  return call(http, 'DELETE /member/collect/item', { item_ids: [itemId] })
}

/** Browsing history is a side record: failures stay silent (spec 4). */
export function saveBrowseHistory(http: Http, itemId: number): Promise<unknown> {
  return call(http, 'POST /member/browse/history/save', { item_id: itemId }, { silent: true })
}

export function getShareInfo(http: Http, itemId: number): Promise<ShareInfo> {
  return call(http, 'GET /goods/shareInfo', { item_id: itemId })
}

export function getSeckillTicket(
  http: Http,
  query: { seckill_id: number; item_id: number; num: number },
): Promise<SeckillTicket> {
  return call(http, 'GET /promotion/seckillactivity/geticket', query)
}
