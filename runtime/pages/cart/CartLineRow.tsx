import { Link } from 'react-router-dom'
import type { CartLine } from '../../api/cart.ts'
import { SafeImage } from '../../components/goods-card/SafeImage.tsx'
import { formatPrice } from '../../../schemas/money.ts'
import { lineSubtotal, specText } from './cart-view.ts'
import { LineQuantity } from './LineQuantity.tsx'
import { LinePromotions, PromotionTag } from './PromotionTags.tsx'
import type { CartActions } from './use-cart-actions.ts'

interface CartLineRowProps {
  line: CartLine
  actions: CartActions
  onDelete: (line: CartLine) => void
}

/** One buyable line: tick, picture, name and spec, unit price, quantity, subtotal, 删除. */
export function CartLineRow({ line, actions, onDelete }: CartLineRowProps) {
  const checked = actions.isChecked(line)
  const itemHref = `/items/${line.item_id}`
  const spec = specText(line)
  const marketPrice = line.market_price
  const quantity = actions.quantityOf(line)
  const updating = quantity !== line.quantity
  return (
    <tr className={`mf-cart-line${checked && !line.is_gift ? ' is-checked' : ''}${line.is_gift ? ' is-gift' : ''}`}>
      <td className="mf-cart__col-check">
        {!line.is_gift && (
          <input
            type="checkbox"
            className="mf-cart-check"
            aria-label={`选择 ${line.title}`}
            checked={checked}
            onChange={(event) => actions.setChecked([line], event.target.checked)}
          />
        )}
      </td>
      <td className="mf-cart__col-info">
        <div className="mf-cart-goods">
          <Link className="mf-cart-goods__pic" to={itemHref} tabIndex={-1} aria-hidden="true">
            <SafeImage src={line.imgUrl} alt="" width={80} height={80} eager />
          </Link>
          <div className="mf-cart-goods__text">
            <Link className="mf-plain-link mf-cart-goods__title" to={itemHref}>
              {line.is_gift && <PromotionTag tag="赠品" />}
              {line.title}
            </Link>
            {spec && <p className="mf-cart-goods__spec">{spec}</p>}
            {!line.is_gift && (
              <LinePromotions
                line={line}
                disabled={actions.pending > 0}
                onChoose={(id) => actions.choosePromotion(line, id)}
              />
            )}
          </div>
        </div>
      </td>
      <td className="mf-cart__col-price">
        <span className="mf-cart-line__price">{formatPrice(line.price)}</span>
        {marketPrice > line.price && (
          <del className="mf-cart-line__market">
            <span className="mf-visually-hidden">原价</span>
            {formatPrice(marketPrice)}
          </del>
        )}
      </td>
      <td className="mf-cart__col-qty">
        {line.is_gift ? (
          <span className="mf-cart-line__count">×{line.quantity}</span>
        ) : (
          <LineQuantity
            title={line.title}
            quantity={quantity}
            store={line.store}
            onChange={(n) => actions.changeQuantity(line, n)}
          />
        )}
      </td>
      <td className="mf-cart__col-subtotal">
        {/* Dimmed while a quantity change waits for the server's new subtotal. */}
        <span className={`mf-cart-line__subtotal${updating ? ' is-updating' : ''}`}>
          {formatPrice(lineSubtotal(line))}
        </span>
        {line.discount_price > 0 && (
          <span className="mf-cart-line__saved">已优惠{formatPrice(line.discount_price)}</span>
        )}
      </td>
      <td className="mf-cart__col-action">
        <button type="button" className="mf-cart-link" aria-label={`删除 ${line.title}`} onClick={() => onDelete(line)}>
          删除
        </button>
      </td>
    </tr>
  )
}
