import type { RouteObject } from 'react-router-dom'
import { CouponEditPage } from './CouponEditPage.tsx'
import { CouponsPage } from './CouponsPage.tsx'

/** 营销 › 优惠券 */
export const couponRoutes: RouteObject[] = [
  { path: 'marketing/coupons', element: <CouponsPage />, handle: { area: ['marketing'] } },
  { path: 'marketing/coupons/new', element: <CouponEditPage />, handle: { area: ['marketing'] } },
  { path: 'marketing/coupons/:id', element: <CouponEditPage />, handle: { area: ['marketing'] } },
]
