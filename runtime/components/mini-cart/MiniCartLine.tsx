import { useState } from 'react'
import { Link } from 'react-router-dom'
import type { CartLine } from '../../api/cart.ts'
import { formatPrice } from '../../../schemas/money.ts'
import { useCartStore } from '../../stores/cart.ts'
import { SafeImage } from '../goods-card/SafeImage.tsx'
import { toast } from '../toast/toast.ts'
import { stepQuantity } from './quantity-rules.ts'

/** One line: image, title, colour and size, price, −/+ quantity and a remove icon with a confirm popover. */
export function MiniCartLine({ line }: { line: CartLine }) {
  const setQuantity = useCartStore((state) => state.setQuantity)
  const remove = useCartStore((state) => state.remove)
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const spec = [line.spec_info.color, line.spec_info.size].filter(Boolean).join(' ')
  const confirmId = `mf-mini-cart-confirm-${line.cart_id}`

  const step = async (direction: 1 | -1) => {
    const next = stepQuantity(line.quantity, line.store, direction)
    if ('message' in next) {
      toast.warning(next.message)
      return
    }
    setBusy(true)
    // The client's toast has already told the shopper why a failed change did not apply.
    await setQuantity(line.cart_id, next.quantity).catch(() => undefined)
    setBusy(false)
  }

  const confirmRemove = async () => {
    setConfirming(false)
    setBusy(true)
    try {
      await remove([line.cart_id])
      toast.success('商品删除成功')
    } catch {
      setBusy(false)
    }
  }

  return (
    <li className={`mf-mini-cart__line${line.valid ? '' : ' is-invalid'}`}>
      <Link className="mf-mini-cart__thumb" to={`/items/${line.item_id}`} tabIndex={-1} aria-hidden="true">
        <SafeImage src={line.imgUrl} alt="" width={60} height={60} />
      </Link>
      <div className="mf-mini-cart__info">
        <Link className="mf-mini-cart__title" to={`/items/${line.item_id}`}>
          {line.title}
        </Link>
        {spec && <span className="mf-mini-cart__spec">{spec}</span>}
      </div>
      <div className="mf-mini-cart__side">
        <span className="mf-mini-cart__price">{formatPrice(line.price)}</span>
        <span className="mf-mini-cart__qty" role="group" aria-label={`${line.title} 数量`}>
          <button
            type="button"
            className="mf-mini-cart__step"
            aria-label="减少数量"
            disabled={busy}
            onClick={() => step(-1)}
          >
            −
          </button>
          <span className="mf-mini-cart__num" aria-live="polite">
            {line.quantity}
          </span>
          <button
            type="button"
            className="mf-mini-cart__step"
            aria-label="增加数量"
            disabled={busy}
            onClick={() => step(1)}
          >
            +
          </button>
        </span>
        <button
          type="button"
          className="mf-mini-cart__remove"
          aria-label={`移除 ${line.title}`}
          aria-expanded={confirming}
          aria-controls={confirmId}
          disabled={busy}
          onClick={() => setConfirming((open) => !open)}
        >
          <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
            <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      {confirming && (
        <div className="mf-mini-cart__confirm" id={confirmId} role="alertdialog" aria-label="移除商品">
          <p>请确认是否移除该商品?</p>
          <div className="mf-mini-cart__confirm-actions">
            <button
              type="button"
              className="mf-button mf-button--default mf-button--small"
              onClick={() => setConfirming(false)}
            >
              取消
            </button>
            <button
              type="button"
              className="mf-button mf-button--primary mf-button--small"
              autoFocus
              onClick={confirmRemove}
            >
              确定
            </button>
          </div>
        </div>
      )}
    </li>
  )
}
