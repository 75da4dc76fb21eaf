import { useEffect, useState } from 'react'

/**
 * How many of a long list's items (first first) are mounted. Mounting hundreds of rows or frames
 * in one task holds the editor still for the better part of a second (their components, their
 * listeners and the first layout); instead the first step goes in with the editor and the rest
 * follow a step per task, so every item is there a moment later without a long task. Items added
 * afterwards are not stepped. At least `atLeast` are always mounted (a selected widget's row or
 * frame). Where the browser has no IntersectionObserver (tests), every item is at once, as the
 * canvas's content gate draws every widget at once there.
 */

/** Items in the first commit and in each later one: each step is a short task. */
const STEP = 48

const stepped = () => typeof IntersectionObserver === 'function'

export function useSteppedCount(total: number, atLeast = 0): number {
  const [count, setCount] = useState(() => (stepped() ? STEP : Number.POSITIVE_INFINITY))
  const done = count >= total

  useEffect(() => {
    if (done) {
      // Once every item is in, later ones come in as they are added.
      if (count !== Number.POSITIVE_INFINITY) setCount(Number.POSITIVE_INFINITY)
      return
    }
    const timer = setTimeout(() => setCount((current) => current + STEP), 0)
    return () => clearTimeout(timer)
  }, [count, done])

  return Math.max(count, atLeast)
}

/** The first `count` items, or the list itself when that is all of them. */
export const firstOf = <T>(items: readonly T[], count: number): readonly T[] =>
  count < items.length ? items.slice(0, count) : items
