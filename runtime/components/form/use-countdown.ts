import { useCallback, useEffect, useState } from 'react'

/** Spec 9: the code button waits 60 s before a code may be sent again. */
export const RESEND_SECONDS = 60

/**
 * Seconds left until a deadline, ticking once a second. Counting against the clock rather than
 * ticks keeps it right when a background tab slows the timers down.
 */
export function useCountdown(): { secondsLeft: number; start: (seconds: number) => void } {
  const [deadline, setDeadline] = useState(0)
  const [secondsLeft, setSecondsLeft] = useState(0)

  useEffect(() => {
    if (deadline === 0) return
    const tick = () => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000))
      setSecondsLeft(left)
      if (left === 0) setDeadline(0)
    }
    tick()
    const timer = setInterval(tick, 1000)
    return () => clearInterval(timer)
  }, [deadline])

  const start = useCallback((seconds: number) => setDeadline(Date.now() + seconds * 1000), [])
  return { secondsLeft, start }
}
