import { redirect } from 'react-router-dom'
import { getCouponCenter, type Coupon } from '../../api/coupons.ts'
import type { Http } from '../../api/http.ts'
import { hasSession } from '../../lib/auth-storage.ts'
import { loginUrl } from '../../lib/login-url.ts'

export interface CouponCenterData {
  coupons: Coupon[]
}

/**
 * Whether the page request carries a customer session: the server reads the request's cookie
 * header; the browser's own requests have none, so it asks what the server told the page.
 */
export function requestIsLoggedIn(request: Request): boolean {
  return hasSession('customer', request.headers.get('cookie') ?? undefined)
}

/** The coupon centre's list; the member route sends guests to the login page first. */
export async function loadCouponCenter(http: Http, request: Request, requireLogin: boolean): Promise<CouponCenterData> {
  if (requireLogin && !requestIsLoggedIn(request)) {
    const url = new URL(request.url)
    throw redirect(loginUrl(url.pathname + url.search))
  }
  return { coupons: await getCouponCenter(http) }
}
