import { useCallback, useRef, useState } from 'react'
import { createOrder, type CheckoutChoice, type CheckoutSource } from '../../api/checkout.ts'
import { getApi } from '../../api/index.ts'
import { replacePage } from './leave-page.ts'

function newKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`
}

export interface SubmitOrder {
  submitting: boolean
  /** The server's refusal of the last submit, in its words. */
  error: string | null
  submit(choice: CheckoutChoice, remark: string): Promise<void>
}

/**
 * 提交订单, once: a second click while the first is on its way does nothing, and every submit of
 * this page carries the same idempotency key, so even a request repeated by the network makes one
 * order. On success the cashier replaces this page in the history.
 */
export function useSubmitOrder(source: CheckoutSource, onRefused: () => void): SubmitOrder {
  const [submitting, setSubmitting] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const inFlight = useRef(false)
  const key = useRef<string | null>(null)

  const submit = useCallback(
    async (choice: CheckoutChoice, remark: string) => {
      if (inFlight.current) return
      inFlight.current = true
      key.current ??= newKey()
      setSubmitting(true)
      setError(null)
      try {
        const order = await createOrder(
          getApi(),
          source,
          choice,
          { remark, idempotencyKey: key.current },
          { silent: true },
        )
        // Still "submitting" while the cashier loads, so nothing can be sent again meanwhile.
        replacePage(`/cashier?order_id=${encodeURIComponent(order.order_id)}`)
      } catch (failure) {
        inFlight.current = false
        setSubmitting(false)
        setError(failure instanceof Error && failure.message ? failure.message : '提交订单失败，请稍后重试')
        // Stock, prices or the coupon may have changed: show the order as the server now sees it.
        onRefused()
      }
    },
    [source, onRefused],
  )

  return { submitting, error, submit }
}
