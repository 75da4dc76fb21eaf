import type { LoaderFunctionArgs } from 'react-router-dom'
import { loaderApi } from '../../routing/loader-api.ts'
import { FinishView } from './FinishView.tsx'
import { loadResult, type FinishPageData } from './load-finish.ts'

/** /finish/result: where Alipay returns the browser; shows success or failure as the server confirms it. */
export function loader({ request, context }: LoaderFunctionArgs): Promise<FinishPageData> {
  return loadResult(loaderApi(context), request)
}

export default FinishView
