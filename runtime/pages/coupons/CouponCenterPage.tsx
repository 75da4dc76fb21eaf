import type { LoaderFunctionArgs } from 'react-router-dom'
import { loaderApi } from '../../routing/loader-api.ts'
import { CouponCenter } from './CouponCenter.tsx'
import { loadCouponCenter, type CouponCenterData } from './load-coupons.ts'

/** /receive/coupons: open to guests, who are sent to log in when they claim. */
export function loader({ request, context }: LoaderFunctionArgs): Promise<CouponCenterData> {
  return loadCouponCenter(loaderApi(context), request, false)
}

export default CouponCenter
