import type { LoaderFunctionArgs } from 'react-router-dom'
import { loaderApi } from '../../routing/loader-api.ts'
import { Cart } from './Cart.tsx'
import { loadCart, type CartPageData } from './load-cart.ts'

/** /cart: members only; the title 购物车 comes from the route id (spec 2.4). */
export function loader({ request, context }: LoaderFunctionArgs): Promise<CartPageData> {
  return loadCart(loaderApi(context), request)
}

export default Cart
