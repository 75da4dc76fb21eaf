import { LinkButton } from '../../components/button/LinkButton.tsx'

/** The cart with nothing in it: a picture, 购物车空空如也 and a way back to the shop. */
export function EmptyCart() {
  return (
    <div className="mf-cart-empty">
      <svg
        className="mf-cart-empty__art"
        viewBox="0 0 120 100"
        width="160"
        height="134"
        aria-hidden="true"
        focusable="false"
      >
        <ellipse cx="62" cy="92" rx="44" ry="5" fill="#eef3f8" />
        <path
          d="M14 16h12l12 50h50l10-36H32"
          fill="none"
          stroke="currentColor"
          strokeWidth="5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <path d="M41 46h52" stroke="currentColor" strokeWidth="4" strokeLinecap="round" opacity="0.35" />
        <circle cx="44" cy="80" r="6" fill="currentColor" />
        <circle cx="82" cy="80" r="6" fill="currentColor" />
      </svg>
      <div className="mf-cart-empty__text">
        <p className="mf-cart-empty__title">购物车空空如也</p>
        <p className="mf-cart-empty__sub">去挑选几件喜欢的商品吧</p>
        <LinkButton to="/" type="primary" className="mf-cart-empty__go">
          去逛逛
        </LinkButton>
      </div>
    </div>
  )
}
