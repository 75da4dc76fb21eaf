import { useEffect, useRef } from 'react'
import { getApi } from '../../api/index.ts'
import { getPaymentState, type PaymentState } from '../../api/payment.ts'

/** Spec'd cashier poll: the payment is asked about every 2 seconds. */
export const POLL_INTERVAL_MS = 2000

/**
 * Asks about payment `tradeNo` every POLL_INTERVAL_MS while it is set, until `onSettled` says the
 * answer ends the wait (paid, closed, order cancelled). Stops when `tradeNo` becomes null or the
 * component goes away; a failed ask is simply tried again on the next tick.
 */
export function usePaymentPoll(tradeNo: string | null, onAnswer: (state: PaymentState) => boolean): void {
  const handler = useRef(onAnswer)
  handler.current = onAnswer
  useEffect(() => {
    if (!tradeNo) return
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const ask = async () => {
      try {
        const state = await getPaymentState(getApi(), tradeNo, { silent: true })
        if (stopped) return
        if (handler.current(state)) return
      } catch {
        if (stopped) return
      }
      timer = setTimeout(ask, POLL_INTERVAL_MS)
    }
    timer = setTimeout(ask, POLL_INTERVAL_MS)
    return () => {
      stopped = true
      if (timer) clearTimeout(timer)
    }
  }, [tradeNo])
}
