/**
 * Calls of the item detail page (spec 3 goods, coupons, collect, history, recommend, share,
 * seckill). Each takes the client first so the server-side loader can pass the request's one.
 */
import type { CallOptions, Http } from './http.ts'
import type { ItemCard } from './catalogue-types.ts'

export interface ItemCoupon {
  card_id: number
  card_type: 'cash' | 'discount' | 'gift'
  title: string
  description: string
  reduce_cost: number
  discount: number
  least_cost: number
  begin_date: number
  end_date: number
  /** 0 receivable, 1 the viewer reached the limit, 2 all issued. */
  getted: 0 | 1 | 2
}

export interface ShareInfo {
  item_id: number
  item_name: string
  price: number
  imgUrl: string
  share_url: string
  /** PNG data URL. */
  weixin_qrcode: string
  downWeixinImgLink: string
}

export interface SeckillTicket {
  ticket: string
  seckill_id: number
}

export function getItemCoupons(http: Http, itemId: number, distributorId: number, options?: CallOptions): Promise<{ list: ItemCoupon[]; total_count: number }> {
  return http.get('user/newGetCardList', { item_id: itemId, distributor_id: distributorId, end_date: 1, page: 1, page_size: 999 }, options)
}

export function receiveCoupon(http: Http, cardId: number): Promise<unknown> {
  return http.get('user/receiveCard', { card_id: cardId })
}

export function getRecommendations(http: Http, itemId: number, options?: CallOptions): Promise<{ list: ItemCard[]; total_count: number }> {
  return http.get('promotions/recommendlike', { item_id: itemId, page: 1, pageSize: 5 }, options)
}

export function isItemCollected(http: Http, itemId: number, options?: CallOptions): Promise<{ is_collect: boolean }> {
  return http.get('member/collect/item/check', { item_id: itemId }, options)
}

export function collectItem(http: Http, itemId: number, distributorId: number): Promise<unknown> {
  return http.post(`member/collect/item/${itemId}`, { distributor_id: distributorId })
}

export function uncollectItem(http: Http, itemId: number): Promise<unknown> {
  return http.delete('member/collect/item', { item_ids: [itemId] })
}

/** Browsing history is a side record: failures stay silent (spec 4). */
export function saveBrowseHistory(http: Http, itemId: number): Promise<unknown> {
  return http.post('member/browse/history/save', { item_id: itemId }, { silent: true })
}

export function getShareInfo(http: Http, itemId: number): Promise<ShareInfo> {
  return http.get('goods/shareInfo', { item_id: itemId })
}

export function getSeckillTicket(http: Http, query: { seckill_id: number; item_id: number; num: number }): Promise<SeckillTicket> {
  return http.get('promotion/seckillactivity/geticket', query)
}
