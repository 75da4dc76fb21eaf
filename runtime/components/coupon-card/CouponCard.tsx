import type { Coupon } from '../../api/coupons.ts'
import { claimLabel, couponAmount, couponCondition, couponScope, couponValidity, TYPE_LABELS } from './coupon-text.ts'
import './coupon-card.css'

export interface CouponCardProps {
  coupon: Coupon
  onClaim: (coupon: Coupon) => void
  /** True while this coupon's claim request is out. */
  claiming?: boolean
}

/** A ticket: face value and condition on the left, title, scope and dates on the right, claim button below. */
export function CouponCard({ coupon, onClaim, claiming = false }: CouponCardProps) {
  const gone = coupon.getted !== 0
  const label = claimLabel(coupon.getted)
  return (
    <article
      className={`mf-coupon-card mf-coupon-card--${coupon.card_type}${gone ? ' is-gone' : ''}`}
      aria-label={coupon.title}
    >
      <div className="mf-coupon-card__face">
        <p className="mf-coupon-card__amount">{couponAmount(coupon)}</p>
        <p className="mf-coupon-card__condition">{couponCondition(coupon)}</p>
      </div>
      <div className="mf-coupon-card__body">
        <p className="mf-coupon-card__title">
          <span className="mf-coupon-card__type">{TYPE_LABELS[coupon.card_type]}</span>
          {coupon.title}
        </p>
        <p className="mf-coupon-card__scope">{couponScope(coupon)}</p>
        <p className="mf-coupon-card__dates">{couponValidity(coupon)}</p>
        <button
          type="button"
          className="mf-coupon-card__claim"
          disabled={gone || claiming}
          aria-label={`${label}：${coupon.title}`}
          onClick={() => onClaim(coupon)}
        >
          {label}
        </button>
      </div>
    </article>
  )
}
