import type { LoaderFunctionArgs } from 'react-router-dom'
import { loaderApi } from '../../routing/loader-api.ts'
import { Checkout } from './Checkout.tsx'
import { loadCheckout, type CheckoutPageData } from '../../features/checkout/load-checkout.ts'

/** /cart/checkout: members only; the title 订单信息 comes from the route id cart-checkout (spec 2.4). */
export function loader({ request, context }: LoaderFunctionArgs): Promise<CheckoutPageData> {
  return loadCheckout(loaderApi(context), request)
}

export default Checkout
