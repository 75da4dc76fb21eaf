import './checkout-steps.css'

const STEPS = ['我的购物车', '填写核对订单信息', '成功提交订单']

/** The shopping steps beside the cart, checkout and cashier headings; `current` counts from 0. */
export function CheckoutSteps({ current }: { current: 0 | 1 | 2 }) {
  return (
    <ol className="mf-checkout-steps" aria-label="购物流程">
      {STEPS.map((step, i) => (
        <li
          key={step}
          className={`mf-checkout-steps__step${i === current ? ' is-current' : ''}${i < current ? ' is-done' : ''}`}
          aria-current={i === current ? 'step' : undefined}
        >
          <span className="mf-checkout-steps__num" aria-hidden="true">
            {i < current ? '✓' : i + 1}
          </span>
          {step}
        </li>
      ))}
    </ol>
  )
}
