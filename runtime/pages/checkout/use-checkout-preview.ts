import { useCallback, useEffect, useRef, useState } from 'react'
import { previewCheckout, type CheckoutChoice, type CheckoutPreview, type CheckoutSource } from '../../api/checkout.ts'
import { getApi } from '../../api/index.ts'

/** Changes wait this long for the next one before the server prices them (spec 9's 300 ms). */
export const PREVIEW_DEBOUNCE_MS = 300

export interface CheckoutPreviewState {
  /** The last answer the server gave; every amount on the page comes from it. */
  preview: CheckoutPreview | null
  /** What the controls show: the shopper's latest choice. */
  choice: CheckoutChoice
  /** The choice `preview` was priced for: what an order is placed with. */
  pricedChoice: CheckoutChoice
  /** A change is waiting for, or being priced by, the server. */
  busy: boolean
  /** Why the last change was refused; the previous answer stays on the page. */
  error: string | null
  /** Prices a new choice after PREVIEW_DEBOUNCE_MS without another change. */
  change(next: Partial<CheckoutChoice>): void
  /** Prices the current choice again at once (after an order was refused). */
  refresh(): void
}

/**
 * The checkout's numbers, always the server's: each change of address, coupon, points or invoice
 * is debounced, priced by cart/checkout, and only the answer to the latest change is shown. A
 * refused change keeps the last good answer, shows why, and puts the address, coupon and points
 * back to what that answer was priced for (the invoice the shopper typed is kept).
 */
export function useCheckoutPreview(
  source: CheckoutSource,
  initial: CheckoutPreview | null,
  initialChoice: CheckoutChoice,
): CheckoutPreviewState {
  const [preview, setPreview] = useState(initial)
  const [choice, setChoice] = useState(initialChoice)
  const [pricedChoice, setPricedChoice] = useState(initialChoice)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const latest = useRef(0)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const current = useRef({ choice: initialChoice, priced: initialChoice })

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current)
      latest.current += 1
    },
    [],
  )

  const price = useCallback(
    async (next: CheckoutChoice) => {
      const ticket = ++latest.current
      try {
        const answer = await previewCheckout(getApi(), source, next, { silent: true })
        if (ticket !== latest.current) return
        current.current.priced = next
        setPreview(answer)
        setPricedChoice(next)
        setError(null)
      } catch (failure) {
        if (ticket !== latest.current) return
        setError(failure instanceof Error && failure.message ? failure.message : '订单信息更新失败，请稍后重试')
        const priced = current.current.priced
        const reverted = { ...priced, invoice: current.current.choice.invoice }
        current.current.choice = reverted
        setChoice(reverted)
      } finally {
        if (ticket === latest.current) setBusy(false)
      }
    },
    [source],
  )

  const schedule = useCallback(
    (next: CheckoutChoice, delay: number) => {
      if (timer.current) clearTimeout(timer.current)
      // Invalidates an answer still on its way: it was priced for an older choice.
      latest.current += 1
      setBusy(true)
      timer.current = setTimeout(() => {
        timer.current = null
        void price(next)
      }, delay)
    },
    [price],
  )

  const change = useCallback(
    (patch: Partial<CheckoutChoice>) => {
      const next = { ...current.current.choice, ...patch }
      current.current.choice = next
      setChoice(next)
      schedule(next, PREVIEW_DEBOUNCE_MS)
    },
    [schedule],
  )

  const refresh = useCallback(() => schedule(current.current.choice, 0), [schedule])

  return { preview, choice, pricedChoice, busy, error, change, refresh }
}
