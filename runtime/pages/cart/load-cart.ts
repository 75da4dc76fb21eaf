import { redirect } from 'react-router-dom'
import { getCartList } from '../../api/cart.ts'
import type { Http } from '../../api/http.ts'
import { loginUrl } from '../../lib/login-url.ts'
import { requestIsLoggedIn } from '../../lib/request-session.ts'
import type { CartData } from './cart-view.ts'

export interface CartPageData {
  cartInfo: CartData
}

/** The member's cart; guests are sent to the login page, which brings them back here (spec 2.5, 6). */
export async function loadCart(http: Http, request: Request): Promise<CartPageData> {
  if (!requestIsLoggedIn(request)) {
    const url = new URL(request.url)
    throw redirect(loginUrl(url.pathname + url.search))
  }
  const { cartInfo } = await getCartList(http)
  return { cartInfo }
}
