import type { FocusEvent, KeyboardEvent } from 'react'
import { QuantityInput } from '../../components/quantity-input/QuantityInput.tsx'
import { toast } from '../../components/toast/toast.ts'

export const MIN_QUANTITY_MESSAGE = '此商品的最小购买数量为1件'

export function stockMessage(store: number): string {
  return `库存不足，最大库存为${store}件`
}

/** Below this stock the line says how many are left, as JD and Tmall do. */
const LOW_STOCK = 10

interface LineQuantityProps {
  title: string
  quantity: number
  store: number
  onChange: (quantity: number) => void
}

/**
 * The line's − [n] + (spec 5: from 1 to the stock, a held button repeats every 200 ms). The
 * stepper itself clamps what is typed; this tells the shopper why with the spec's messages.
 */
export function LineQuantity({ title, quantity, store, onChange }: LineQuantityProps) {
  const max = Math.max(1, store)
  const atLimit = quantity >= store

  // Runs before the stepper commits (and clamps) the typed text on blur or Enter.
  const explainClamp = (input: EventTarget) => {
    if (!(input instanceof HTMLInputElement)) return
    const text = input.value.trim()
    const typed = Number(text)
    if (text === '' || !Number.isFinite(typed) || typed < 1) toast.warning(MIN_QUANTITY_MESSAGE)
    else if (typed > max) toast.warning(stockMessage(store))
  }

  return (
    <div className="mf-cart-qty">
      <span
        role="group"
        aria-label={`${title} 数量`}
        onBlurCapture={(event: FocusEvent) => explainClamp(event.target)}
        onKeyDownCapture={(event: KeyboardEvent) => {
          if (event.key === 'Enter') explainClamp(event.target)
        }}
      >
        <QuantityInput value={quantity} min={1} max={max} label={`${title} 购买数量`} onChange={onChange} />
      </span>
      {/* Always present, so reaching the stock with + is announced. */}
      <p className={`mf-cart-qty__hint${atLimit ? ' is-limit' : ''}`} aria-live="polite">
        {atLimit ? stockMessage(store) : store < LOW_STOCK ? `仅剩${store}件` : ''}
      </p>
    </div>
  )
}
