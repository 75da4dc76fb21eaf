import { redirect } from 'react-router-dom'
import { getCouponCenter, type Coupon } from '../../api/coupons.ts'
import type { Http } from '../../api/http.ts'
import { loginUrl } from '../../lib/login-url.ts'
import { requestIsLoggedIn } from '../../lib/request-session.ts'

export interface CouponCenterData {
  coupons: Coupon[]
}

/** The coupon centre's list; the member route sends guests to the login page first. */
export async function loadCouponCenter(http: Http, request: Request, requireLogin: boolean): Promise<CouponCenterData> {
  if (requireLogin && !requestIsLoggedIn(request)) {
    const url = new URL(request.url)
    throw redirect(loginUrl(url.pathname + url.search))
  }
  return { coupons: await getCouponCenter(http) }
}
