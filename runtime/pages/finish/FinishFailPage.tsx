import type { LoaderFunctionArgs } from 'react-router-dom'
import { loaderApi } from '../../routing/loader-api.ts'
import { FinishView } from './FinishView.tsx'
import { loadFail, type FinishPageData } from './load-finish.ts'

/** /finish/fail?order_id=: members only; the title 支付失败 comes from the route id. */
export function loader({ request, context }: LoaderFunctionArgs): Promise<FinishPageData> {
  return loadFail(loaderApi(context), request)
}

export default FinishView
