import type { CheckoutCoupon, CheckoutPreview, HeldCoupon } from '../../api/checkout.ts'
import { formatPrice } from '../../../schemas/money.ts'
import { couponCondition, couponFace, couponPeriod, unusableCoupons } from './coupon-view.ts'

/** What `coupon` takes to decline every coupon. */
export const NO_COUPON = 'not_use'

interface CouponSectionProps {
  preview: CheckoutPreview
  heldCoupons: HeldCoupon[]
  /** The choice sent: a member coupon id, NO_COUPON, or '' while the server's best pick stands. */
  value: string
  disabled: boolean
  onChange: (coupon: string) => void
}

/** 优惠券: one usable coupon or 不使用优惠券; the member's other coupons greyed with why. */
export function CouponSection({ preview, heldCoupons, value, disabled, onChange }: CouponSectionProps) {
  const chosen = value === '' ? (preview.coupon ? String(preview.coupon.id) : NO_COUPON) : value
  const unusable = unusableCoupons(heldCoupons, preview, Date.now())
  const usable = preview.coupon_list
  return (
    <section className="mf-checkout-section" aria-labelledby="mf-checkout-coupon">
      <div className="mf-checkout-section__head">
        <h2 className="mf-checkout-section__title" id="mf-checkout-coupon">
          优惠券
        </h2>
        <span className="mf-checkout-section__note">
          {usable.length > 0 ? `${usable.length}张可用` : '暂无可用优惠券'}
          {preview.coupon_fee > 0 && (
            <>
              ，已抵扣 <em className="mf-price">{formatPrice(preview.coupon_fee)}</em>
            </>
          )}
        </span>
      </div>
      <div className="mf-coupon-list" role="radiogroup" aria-label="选择优惠券">
        <label className={`mf-coupon-none${chosen === NO_COUPON ? ' is-selected' : ''}`}>
          <input
            type="radio"
            name="mf-checkout-coupon"
            checked={chosen === NO_COUPON}
            disabled={disabled}
            onChange={() => onChange(NO_COUPON)}
          />
          不使用优惠券
        </label>
        {usable.map((coupon) => (
          <CouponTicket
            key={coupon.id}
            coupon={coupon}
            checked={chosen === String(coupon.id)}
            disabled={disabled}
            onChange={() => onChange(String(coupon.id))}
          />
        ))}
      </div>
      {unusable.length > 0 && (
        <div className="mf-coupon-unusable">
          <h3 className="mf-coupon-unusable__title">不可用优惠券（{unusable.length}）</h3>
          <ul className="mf-coupon-list">
            {unusable.map(({ coupon, reason }) => (
              <li key={coupon.id} className="mf-coupon-ticket is-unusable">
                <span className="mf-coupon-ticket__face">{couponFace(coupon)}</span>
                <span className="mf-coupon-ticket__body">
                  <span className="mf-coupon-ticket__title">{coupon.title}</span>
                  <span className="mf-coupon-ticket__cond">{couponCondition(coupon)}</span>
                  <span className="mf-coupon-ticket__reason">{reason}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  )
}

function CouponTicket({
  coupon,
  checked,
  disabled,
  onChange,
}: {
  coupon: CheckoutCoupon
  checked: boolean
  disabled: boolean
  onChange: () => void
}) {
  return (
    <label className={`mf-coupon-ticket${checked ? ' is-selected' : ''}`}>
      <input
        type="radio"
        name="mf-checkout-coupon"
        className="mf-visually-hidden"
        checked={checked}
        disabled={disabled}
        onChange={onChange}
      />
      <span className="mf-coupon-ticket__face">{couponFace(coupon)}</span>
      <span className="mf-coupon-ticket__body">
        <span className="mf-coupon-ticket__title">{coupon.title}</span>
        <span className="mf-coupon-ticket__cond">{couponCondition(coupon)}</span>
        <span className="mf-coupon-ticket__date">{couponPeriod(coupon)}</span>
        {coupon.coupon_fee > 0 && (
          <span className="mf-coupon-ticket__save">本单可省{formatPrice(coupon.coupon_fee)}</span>
        )}
      </span>
      <span className="mf-coupon-ticket__check" aria-hidden="true" />
    </label>
  )
}
