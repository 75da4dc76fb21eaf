import type { LoaderFunctionArgs } from 'react-router-dom'
import { loaderApi } from '../../routing/loader-api.ts'
import { MemberFrame } from '../../features/member/MemberFrame.tsx'
import { CouponBoard } from './CouponCenter.tsx'
import { loadCouponCenter, type CouponCenterData } from './load-coupons.ts'
import './receive-coupon.css'

/** /member/receiveCoupon: members only, like /member/coupon-center. */
export function loader({ request, context }: LoaderFunctionArgs): Promise<CouponCenterData> {
  return loadCouponCenter(loaderApi(context), request, true)
}

/**
 * /member/receiveCoupon (领取优惠券): the coupon centre's list, tabs and claim rules inside the
 * member centre, under the member's own heading.
 */
export default function ReceiveCouponPage() {
  return (
    <MemberFrame trail={[{ title: '领取优惠券' }]}>
      <section className="mf-member-panel mf-receive-coupon" aria-labelledby="mf-receive-coupon-title">
        <div className="mf-member-panel__head">
          <h1 className="mf-member-panel__title" id="mf-receive-coupon-title">
            领取优惠券
          </h1>
        </div>
        <div className="mf-member-panel__body">
          <CouponBoard />
        </div>
      </section>
    </MemberFrame>
  )
}
