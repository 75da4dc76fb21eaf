import type { LoaderFunctionArgs } from 'react-router-dom'
import { loaderApi } from '../../routing/loader-api.ts'
import { Cashier } from './Cashier.tsx'
import { loadCashier, type CashierPageData } from '../../features/cashier/load-cashier.ts'

/** /cashier?order_id=: members only; the title 收银台 comes from the route id. */
export function loader({ request, context }: LoaderFunctionArgs): Promise<CashierPageData> {
  return loadCashier(loaderApi(context), request)
}

export default Cashier
