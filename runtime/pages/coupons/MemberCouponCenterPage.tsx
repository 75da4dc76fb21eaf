import type { LoaderFunctionArgs } from 'react-router-dom'
import { loaderApi } from '../../routing/loader-api.ts'
import { CouponCenter } from './CouponCenter.tsx'
import { loadCouponCenter, type CouponCenterData } from './load-coupons.ts'

/** /member/coupon-center: the same centre inside the member area, so it needs a login. */
export function loader({ request, context }: LoaderFunctionArgs): Promise<CouponCenterData> {
  return loadCouponCenter(loaderApi(context), request, true)
}

export default CouponCenter
