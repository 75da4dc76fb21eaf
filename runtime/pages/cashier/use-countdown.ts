import { useEffect, useState } from 'react'

/**
 * Seconds left of `initialSeconds`, ticking each second from when the page shows (the server's
 * count, so the first render is the server's text). The clock is read afresh on every tick, so a
 * throttled background tab still ends on time.
 */
export function useSecondsLeft(initialSeconds: number): number {
  const [left, setLeft] = useState(Math.max(0, Math.floor(initialSeconds)))
  useEffect(() => {
    if (initialSeconds <= 0) return
    const deadline = Date.now() + initialSeconds * 1000
    const timer = setInterval(() => {
      const now = Math.max(0, Math.ceil((deadline - Date.now()) / 1000))
      setLeft(now)
      if (now === 0) clearInterval(timer)
    }, 1000)
    return () => clearInterval(timer)
  }, [initialSeconds])
  return left
}

/** 29:05 for 1745 seconds; minutes run past 59 for long deadlines. */
export function formatMinutesSeconds(seconds: number): string {
  const left = Math.max(0, Math.floor(seconds))
  return `${String(Math.floor(left / 60)).padStart(2, '0')}:${String(left % 60).padStart(2, '0')}`
}
