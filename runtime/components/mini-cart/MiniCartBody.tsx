import type { CartLine } from '../../api/cart.ts'
import { formatPrice } from '../../../schemas/money.ts'
import { LinkButton } from '../button/LinkButton.tsx'
import { MiniCartLine } from './MiniCartLine.tsx'

interface BodyProps {
  cartInfoLoaded: boolean
  lines: CartLine[]
  subtotal: number
  pieces: number
}

/** The mini cart's dropdown: its lines, subtotal and 去结算, or why there are none. */
export function MiniCartBody({ cartInfoLoaded, lines, subtotal, pieces }: BodyProps) {
  if (!cartInfoLoaded) return <p className="mf-mini-cart__status">正在加载购物车…</p>
  if (lines.length === 0) {
    return (
      <div className="mf-mini-cart__empty">
        <p>购物车中还没有商品，赶紧选购吧！</p>
        <LinkButton to="/items" type="primary" size="small">
          去购物
        </LinkButton>
      </div>
    )
  }
  return (
    <>
      <p className="mf-mini-cart__heading">最新加入的商品</p>
      <ul className="mf-mini-cart__list">
        {lines.map((line) => (
          <MiniCartLine key={line.cart_id} line={line} />
        ))}
      </ul>
      <div className="mf-mini-cart__footer">
        <span className="mf-mini-cart__total">
          共<b>{pieces}</b>件商品，小计：<b className="mf-mini-cart__subtotal">{formatPrice(subtotal)}</b>
        </span>
        <LinkButton to="/cart" type="error" className="mf-mini-cart__checkout">
          去结算
        </LinkButton>
      </div>
    </>
  )
}
