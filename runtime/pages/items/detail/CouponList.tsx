import { useState } from 'react'
import type { ItemCoupon } from '../../../api/item.ts'
import { formatFold, formatPrice } from '../../../../schemas/money.ts'

export const COUPONS_SHOWN = 4
const CLAIM_LABEL = { 0: '领取', 1: '已领取', 2: '已抢光' } as const

export interface CouponListProps {
  coupons: ItemCoupon[]
  onClaim: (coupon: ItemCoupon) => void
}

function faceValue(coupon: ItemCoupon): string {
  if (coupon.card_type === 'discount') return formatFold(coupon.discount)
  if (coupon.card_type === 'cash') return formatPrice(coupon.reduce_cost)
  return '兑换券'
}

function condition(coupon: ItemCoupon): string {
  return coupon.least_cost > 0 ? `满${formatPrice(coupon.least_cost)}可用` : '无门槛'
}

/** The item's coupons: the first 4, the rest behind 展开 / 收起 (spec 4 "Coupon"). */
export function CouponList({ coupons, onClaim }: CouponListProps) {
  const [expanded, setExpanded] = useState(false)
  if (coupons.length === 0) return null
  const shown = expanded ? coupons : coupons.slice(0, COUPONS_SHOWN)
  return (
    <div className="mf-item-row mf-item-coupons">
      <span className="mf-item-row__label">优惠券</span>
      <div>
        <ul className="mf-item-coupons__list" id="mf-item-coupons">
          {shown.map((coupon) => (
            <li key={coupon.card_id} className="mf-item-coupons__coupon">
              <span className="mf-item-coupons__value">{faceValue(coupon)}</span>
              <span className="mf-item-coupons__title" title={coupon.title}>
                {condition(coupon)}
              </span>
              <button
                type="button"
                className="mf-item-coupons__claim"
                disabled={coupon.getted !== 0}
                aria-label={`${CLAIM_LABEL[coupon.getted]} ${coupon.title}`}
                onClick={() => onClaim(coupon)}
              >
                {CLAIM_LABEL[coupon.getted]}
              </button>
            </li>
          ))}
        </ul>
        {coupons.length > COUPONS_SHOWN && (
          <button
            type="button"
            className="mf-item-coupons__toggle"
            aria-expanded={expanded}
            aria-controls="mf-item-coupons"
            onClick={() => setExpanded(!expanded)}
          >
            {expanded ? '收起' : '展开'}
          </button>
        )}
      </div>
    </div>
  )
}
