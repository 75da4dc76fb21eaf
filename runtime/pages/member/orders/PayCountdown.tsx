import { useEffect, useRef, useState } from 'react'
import { formatPayCountdown } from './pay-countdown.ts'

export interface PayCountdownProps {
  /** Seconds left when the page was rendered (the server's remaining_seconds). */
  seconds: number
  /** Called once when the time is up. */
  onExpire?: () => void
}

/**
 * Counts down from the server's figure. The first render shows that figure, so the server's HTML
 * and the hydrated page agree; the clock starts ticking after hydration.
 */
export function PayCountdown({ seconds, onExpire }: PayCountdownProps) {
  const [left, setLeft] = useState(seconds)
  const expire = useRef(onExpire)
  expire.current = onExpire

  useEffect(() => {
    setLeft(seconds)
    if (seconds <= 0) return
    const started = Date.now()
    const timer = setInterval(() => {
      const next = Math.max(0, seconds - Math.floor((Date.now() - started) / 1000))
      setLeft(next)
      if (next === 0) {
        clearInterval(timer)
        expire.current?.()
      }
    }, 1000)
    return () => clearInterval(timer)
  }, [seconds])

  return (
    <span className="mf-pay-countdown" role="timer" aria-live="off">
      {formatPayCountdown(left)}
    </span>
  )
}
