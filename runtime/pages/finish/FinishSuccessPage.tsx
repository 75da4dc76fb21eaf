import type { LoaderFunctionArgs } from 'react-router-dom'
import { loaderApi } from '../../routing/loader-api.ts'
import { FinishView } from './FinishView.tsx'
import { loadSuccess, type FinishPageData } from './load-finish.ts'

/** /finish/success?order_id=: members only, a paid order; the title 支付成功 comes from the route id. */
export function loader({ request, context }: LoaderFunctionArgs): Promise<FinishPageData> {
  return loadSuccess(loaderApi(context), request)
}

export default FinishView
