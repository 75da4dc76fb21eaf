import type { CheckoutPreview } from '../../api/checkout.ts'
import { formatPrice } from '../../../schemas/money.ts'

interface SummaryBoxProps {
  preview: CheckoutPreview
  busy: boolean
}

/** A deduction shows as −¥x.xx; nothing off shows ¥0.00 without the sign. */
function minus(cents: number): string {
  return cents > 0 ? `-${formatPrice(cents)}` : formatPrice(0)
}

/**
 * The amounts of the order, every one exactly as the server priced it (never added up here):
 * 商品总额, 运费, 促销优惠, 优惠券, 积分抵扣, 会员优惠 and 应付总额.
 */
export function SummaryBox({ preview, busy }: SummaryBoxProps) {
  const rows: [string, string][] = [
    [`${preview.total_num}件商品，商品总额`, formatPrice(preview.item_fee)],
    ['运费', `+${formatPrice(preview.freight_fee)}`],
    ['促销优惠', minus(preview.discount_fee)],
    ['优惠券', minus(preview.coupon_fee)],
    ['积分抵扣', minus(preview.point_fee)],
    ['会员优惠', minus(preview.member_discount)],
  ]
  return (
    <section className={`mf-checkout-summary${busy ? ' is-busy' : ''}`} aria-label="订单金额" aria-busy={busy}>
      <dl className="mf-checkout-summary__rows">
        {rows.map(([label, amount]) => (
          <div key={label} className="mf-checkout-summary__row">
            <dt>{label}：</dt>
            <dd>{amount}</dd>
          </div>
        ))}
      </dl>
      <div className="mf-checkout-summary__total" aria-live="polite" aria-atomic="true">
        <span>应付总额：</span>
        <strong className="mf-checkout-summary__amount">{formatPrice(preview.total_fee)}</strong>
      </div>
      {busy && (
        <p className="mf-checkout-summary__busy" role="status">
          <span className="mf-spinner" aria-hidden="true" />
          正在计算…
        </p>
      )}
    </section>
  )
}
