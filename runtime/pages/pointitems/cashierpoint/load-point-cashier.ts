import { redirect } from 'react-router-dom'
import { ApiError } from '../../../api/api-error.ts'
import type { Http } from '../../../api/http.ts'
import { getPointOrder, type PointOrder } from '../../../api/pointitems.ts'
import { loginUrl } from '../../../lib/login-url.ts'
import { notFound } from '../../../routing/params.ts'
import { requestIsLoggedIn } from '../../../lib/request-session.ts'

/**
 * /pointitems/cashierpoint?order_id=…: one of the member's points orders with the points due and
 * the balance. Guests go to the login page; an order that is not theirs, or not a points order, is
 * the 404 page.
 */
export async function loadPointCashier(http: Http, request: Request): Promise<PointOrder> {
  const url = new URL(request.url)
  if (!requestIsLoggedIn(request)) throw redirect(loginUrl(url.pathname + url.search))
  const orderId = url.searchParams.get('order_id') ?? ''
  if (!/^\d{1,32}$/.test(orderId)) throw notFound()
  try {
    return await getPointOrder(http, orderId, { silent: true })
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw notFound()
    throw error
  }
}
