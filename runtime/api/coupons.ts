/** Coupon-centre calls; each takes the client first so a server-side loader can pass its own. */
import type { Coupon, ReceivedCoupon } from '../../schemas/api/coupon.ts'
import type { Http } from './http.ts'
import { call } from './call.ts'

export type { Coupon, CouponType } from '../../schemas/api/coupon.ts'

/** Every coupon still valid, with the viewer's getted state (the session travels with the client). */
export async function getCouponCenter(http: Http): Promise<Coupon[]> {
  const page = await call(http, 'GET /user/newGetCardList', { end_date: 1, page_size: 999 })
  return page.list
}

export function receiveCoupon(http: Http, cardId: number): Promise<ReceivedCoupon> {
  return call(http, 'GET /user/receiveCard', { card_id: cardId })
}
