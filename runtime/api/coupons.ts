/** Coupon-centre calls; each takes the client first so a server-side loader can pass its own. */
import type { Http } from './http.ts'

export type CouponType = 'cash' | 'discount' | 'gift'

/** A receivable coupon as user/newGetCardList returns it; money in cents. */
export interface Coupon {
  card_id: number
  card_type: CouponType
  title: string
  description?: string
  /** cash: cents off. */
  reduce_cost: number
  /** discount: percent off (20 is shown as 8折). */
  discount: number
  /** Order amount in cents the coupon needs; 0 means no threshold. */
  least_cost: number
  gift?: string
  use_scope?: 'all' | 'goods' | 'category'
  date_type?: 'fixed' | 'relative'
  fixed_term?: number
  begin_date: number
  end_date: number
  /** 0 receivable, 1 the viewer reached the limit, 2 all issued. */
  getted: 0 | 1 | 2
}

/** Every coupon still valid, with the viewer's getted state (the session travels with the client). */
export async function getCouponCenter(http: Http): Promise<Coupon[]> {
  const page = await http.get<{ list: Coupon[] }>('user/newGetCardList', { end_date: 1, page_size: 999 })
  return page.list
}

export function receiveCoupon(http: Http, cardId: number): Promise<unknown> {
  return http.get('user/receiveCard', { card_id: cardId })
}
