import { Link } from 'react-router-dom'
import type { HeldCoupon } from '../../../api/member.ts'
import { couponAmount, couponCondition, TYPE_LABELS } from '../../../components/coupon-card/coupon-text.ts'
import { STAMPS, couponUseHref, heldCouponScope, heldCouponValidity, isExpiringSoon, usedLine } from './held-coupon.ts'
import '../../../components/coupon-card/coupon-card.css'
import './member-coupon.css'

export interface HeldCouponCardProps {
  coupon: HeldCoupon
  /** Unix seconds the page was read at. */
  now: number
}

/**
 * A coupon the member holds, drawn as the coupon centre's ticket: face value and threshold on the
 * left; title, scope, validity and 去使用 on the right. Used and expired copies are greyed and
 * stamped instead of offering 去使用.
 */
export function HeldCouponCard({ coupon, now }: HeldCouponCardProps) {
  const usable = coupon.status === 'unused'
  const stamp = coupon.status === 'unused' ? null : STAMPS[coupon.status]
  const used = coupon.status === 'used' ? usedLine(coupon) : ''
  return (
    <article
      className={`mf-coupon-card mf-coupon-card--${coupon.card_type} mf-held-coupon${usable ? '' : ' is-gone'}`}
      aria-label={coupon.title}
    >
      <div className="mf-coupon-card__face">
        <p className="mf-coupon-card__amount">{couponAmount(coupon)}</p>
        <p className="mf-coupon-card__condition">{couponCondition(coupon)}</p>
      </div>
      <div className="mf-coupon-card__body">
        <p className="mf-coupon-card__title" title={coupon.description || coupon.title}>
          <span className="mf-coupon-card__type">{TYPE_LABELS[coupon.card_type]}</span>
          {coupon.title}
        </p>
        <p className="mf-coupon-card__scope">{heldCouponScope(coupon)}</p>
        <p className="mf-coupon-card__dates">{heldCouponValidity(coupon)}</p>
        {used && <p className="mf-coupon-card__dates">{used}</p>}
        <div className="mf-held-coupon__foot">
          {isExpiringSoon(coupon, now) && <span className="mf-held-coupon__soon">即将过期</span>}
          {usable && (
            <Link
              className="mf-coupon-card__claim mf-held-coupon__use"
              to={couponUseHref(coupon)}
              aria-label={`去使用：${coupon.title}`}
            >
              去使用
            </Link>
          )}
        </div>
      </div>
      {stamp && (
        // biome-ignore lint/a11y/useAriaPropsSupportedByRole: the label reads the stamp's state with its meaning; changing it would change what screen readers announce.
        <span className="mf-held-coupon__stamp" aria-label={`状态：${stamp}`}>
          {stamp}
        </span>
      )}
    </article>
  )
}
