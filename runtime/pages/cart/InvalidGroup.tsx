import { Link } from 'react-router-dom'
import type { CartLine } from '../../api/cart.ts'
import { SafeImage } from '../../components/goods-card/SafeImage.tsx'
import { formatPrice } from '../../../schemas/money.ts'
import { specText } from './cart-view.ts'

interface InvalidGroupProps {
  lines: CartLine[]
  onDelete: (line: CartLine) => void
  onClear: () => void
}

/** Lines that can no longer be bought, greyed out under 失效商品, each with why and a way to delete. */
export function InvalidGroup({ lines, onDelete, onClear }: InvalidGroupProps) {
  return (
    <tbody className="mf-cart-group mf-cart-group--invalid" aria-label="失效商品">
      <tr className="mf-cart-group__head">
        <th className="mf-cart-group__title" colSpan={6} scope="rowgroup">
          <div className="mf-cart-group__bar">
            <span className="mf-cart-group__name">失效商品（{lines.length}）</span>
            <button type="button" className="mf-cart-link mf-cart-group__clear" onClick={onClear}>
              清空失效商品
            </button>
          </div>
        </th>
      </tr>
      {lines.map((line) => {
        const spec = specText(line)
        return (
          <tr key={line.cart_id} className="mf-cart-line is-invalid">
            <td className="mf-cart__col-check">
              <span className="mf-cart-invalid-badge">失效</span>
            </td>
            <td className="mf-cart__col-info">
              <div className="mf-cart-goods">
                <Link className="mf-cart-goods__pic" to={`/items/${line.item_id}`} tabIndex={-1} aria-hidden="true">
                  <SafeImage src={line.imgUrl} alt="" width={80} height={80} />
                </Link>
                <div className="mf-cart-goods__text">
                  <Link className="mf-plain-link mf-cart-goods__title" to={`/items/${line.item_id}`}>
                    {line.title}
                  </Link>
                  {spec && <p className="mf-cart-goods__spec">{spec}</p>}
                  <p className="mf-cart-goods__reason">{line.invalid_reason || '商品已失效'}</p>
                </div>
              </div>
            </td>
            <td className="mf-cart__col-price">
              <span className="mf-cart-line__price">{formatPrice(line.price)}</span>
            </td>
            <td className="mf-cart__col-qty">
              <span className="mf-cart-line__count">×{line.quantity}</span>
            </td>
            <td className="mf-cart__col-subtotal" />
            <td className="mf-cart__col-action">
              <button
                type="button"
                className="mf-cart-link"
                aria-label={`删除 ${line.title}`}
                onClick={() => onDelete(line)}
              >
                删除
              </button>
            </td>
          </tr>
        )
      })}
    </tbody>
  )
}
