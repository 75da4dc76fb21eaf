import { claimLabel, couponAmount, couponCondition, type WidgetCoupon } from './coupon.ts'
import type { CouponClaim } from './use-coupon-claim.ts'

export interface CouponCardProps {
  coupon: WidgetCoupon
  claims: CouponClaim
  /** Class prefix of the widget showing the card, so each widget styles its own. */
  block: string
}

/** One coupon ticket: face value, condition, title and the claim button labelled by getted. */
export function CouponCard({ coupon, claims, block }: CouponCardProps) {
  const getted = claims.gettedOf(coupon)
  const title = coupon.title ?? ''
  const unavailable = getted !== 0
  return (
    <article className={`${block}__coupon${unavailable ? ' is-unavailable' : ''}`}>
      <div className={`${block}__coupon-face`}>
        <span className={`${block}__coupon-amount`}>{couponAmount(coupon)}</span>
        <span className={`${block}__coupon-condition`}>{couponCondition(coupon)}</span>
      </div>
      <div className={`${block}__coupon-body`}>
        <h3 className={`${block}__coupon-title`} title={title}>
          {title}
        </h3>
        {coupon.description && <p className={`${block}__coupon-desc`}>{coupon.description}</p>}
        <button
          type="button"
          className={`${block}__coupon-claim`}
          disabled={unavailable || claims.isClaiming(coupon)}
          aria-label={`${claimLabel(getted)}：${title}`}
          onClick={() => void claims.claim(coupon)}
        >
          {claimLabel(getted)}
        </button>
      </div>
    </article>
  )
}
