import { LinkButton } from '../../components/button/LinkButton.tsx'
import type { CheckoutProblem as Problem } from '../../features/checkout/load-checkout.ts'

/** Nothing to settle: the server's reason and the ways on (settle one shop, back to the cart). */
export function CheckoutProblem({ problem }: { problem: Problem }) {
  return (
    <div className="mf-stop-panel mf-checkout-problem" role="alert">
      <svg
        className="mf-checkout-problem__art"
        viewBox="0 0 64 64"
        width="64"
        height="64"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="32" cy="32" r="28" fill="#fff4e5" />
        <path d="M32 17v20" stroke="#ff9900" strokeWidth="5" strokeLinecap="round" />
        <circle cx="32" cy="46" r="3.5" fill="#ff9900" />
      </svg>
      <div className="mf-checkout-problem__text">
        <p className="mf-stop-panel__title">{problem.message}</p>
        {problem.shops.length > 0 ? (
          <>
            <p className="mf-stop-panel__sub">您勾选的商品来自多个店铺，请按店铺分别结算：</p>
            <ul className="mf-checkout-problem__shops">
              {problem.shops.map((shop) => (
                <li key={shop.distributor_id}>
                  <span>
                    {shop.shop_name}（{shop.pieces}件）
                  </span>
                  <LinkButton type="primary" size="small" to={`/cart/checkout?mode=cart&id=${shop.distributor_id}`}>
                    结算该店铺
                  </LinkButton>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="mf-stop-panel__sub">请返回购物车重新选择商品后再结算</p>
        )}
        <LinkButton to="/cart" className="mf-checkout-problem__back">
          返回购物车
        </LinkButton>
      </div>
    </div>
  )
}
