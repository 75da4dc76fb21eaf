import { useState } from 'react'
import { useLoaderData, useLocation, useNavigate } from 'react-router-dom'
import { getCouponCenter, receiveCoupon, type Coupon } from '../../api/coupons.ts'
import { getApi } from '../../api/index.ts'
import { CouponCard } from '../../components/coupon-card/CouponCard.tsx'
import { toast } from '../../components/toast/toast.ts'
import { hasSession } from '../../lib/auth-storage.ts'
import { loginUrl } from '../../lib/login-url.ts'
import { COUPON_TABS, couponsOfTab, type CouponTab } from './coupon-tabs.ts'
import type { CouponCenterData } from './load-coupons.ts'
import './coupon-center.css'

/** 领券中心: coupons by type, each claimable once the shopper is logged in. */
export function CouponCenter() {
  return (
    <div className="mf-container mf-coupon-center">
      <div className="mf-coupon-center__banner">
        <h1 className="mf-coupon-center__title">领券中心</h1>
        <p className="mf-coupon-center__subtitle">好券天天领，下单更划算</p>
      </div>
      <CouponBoard />
    </div>
  )
}

/** The centre's type tabs and claimable coupons from the route's loader; /member/receiveCoupon shows it too. */
export function CouponBoard() {
  const loaded = useLoaderData() as CouponCenterData
  const [coupons, setCoupons] = useState(loaded.coupons)
  const [tab, setTab] = useState<CouponTab>('all')
  const [claiming, setClaiming] = useState<number | null>(null)
  const navigate = useNavigate()
  const location = useLocation()
  const shown = couponsOfTab(coupons, tab)

  async function claim(coupon: Coupon) {
    if (claiming !== null || coupon.getted !== 0) return
    if (!hasSession('customer')) {
      navigate(loginUrl(location.pathname + location.search))
      return
    }
    setClaiming(coupon.card_id)
    try {
      await receiveCoupon(getApi(), coupon.card_id)
      toast.success('领取成功')
      // The server decides the new getted states (limits, stock), so the list is read again.
      setCoupons(await getCouponCenter(getApi()))
    } catch {
      // The API client has already shown the server's message.
    } finally {
      setClaiming(null)
    }
  }

  return (
    <>
      <div className="mf-coupon-center__tabs" role="tablist" aria-label="优惠券类型">
        {COUPON_TABS.map(({ value, label }) => (
          <button
            key={value}
            type="button"
            role="tab"
            id={`mf-coupon-tab-${value}`}
            aria-selected={tab === value}
            aria-controls="mf-coupon-panel"
            className={`mf-coupon-center__tab${tab === value ? ' is-active' : ''}`}
            onClick={() => setTab(value)}
          >
            {label}
          </button>
        ))}
      </div>
      <div id="mf-coupon-panel" role="tabpanel" aria-labelledby={`mf-coupon-tab-${tab}`}>
        {shown.length > 0 ? (
          <ul className="mf-coupon-center__grid">
            {shown.map((coupon) => (
              <li key={coupon.card_id}>
                <CouponCard coupon={coupon} onClaim={claim} claiming={claiming === coupon.card_id} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="mf-coupon-center__empty">
            <svg viewBox="0 0 64 64" width="96" height="96" aria-hidden="true" focusable="false">
              <path
                d="M8 20h48v8a6 6 0 0 0 0 12v8H8v-8a6 6 0 0 0 0-12z"
                fill="none"
                stroke="currentColor"
                strokeWidth="3"
              />
              <path d="M24 22v24" stroke="currentColor" strokeWidth="3" strokeDasharray="3 3" />
            </svg>
            <p>暂无可领取的优惠券</p>
          </div>
        )}
      </div>
    </>
  )
}
