import { useEffect } from 'react'

/**
 * The goods list is "kept alive on navigation" (spec 2.1), but every route change is a full page
 * load (spec 2.5), so the list remembers where it was scrolled to per address in session storage
 * and goes back there when the same address is shown again. Paging and sort live in the address.
 */
export const SCROLL_MEMORY_KEY = 'mf:items-scroll'
/** Old addresses are dropped so the entry stays small. */
const MAX_ENTRIES = 20

type Positions = Record<string, number>

function readPositions(storage: Storage): Positions {
  try {
    const value: unknown = JSON.parse(storage.getItem(SCROLL_MEMORY_KEY) ?? '{}')
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Positions) : {}
  } catch {
    return {}
  }
}

export function rememberScroll(storage: Storage, url: string, scrollY: number): void {
  const positions = readPositions(storage)
  delete positions[url]
  positions[url] = Math.max(0, Math.round(scrollY))
  const urls = Object.keys(positions)
  for (const old of urls.slice(0, Math.max(0, urls.length - MAX_ENTRIES))) delete positions[old]
  try {
    storage.setItem(SCROLL_MEMORY_KEY, JSON.stringify(positions))
  } catch {
    // A full or blocked storage only costs the remembered position.
  }
}

/** The position remembered for `url`, or null when there is none. */
export function recalledScroll(storage: Storage, url: string): number | null {
  const y = readPositions(storage)[url]
  return typeof y === 'number' && Number.isFinite(y) ? y : null
}

/** Coming back (history back/forward or a reload), as opposed to following a link to the list afresh. */
export function isReturnVisit(): boolean {
  const entry = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined
  return entry?.type === 'back_forward' || entry?.type === 'reload'
}

/**
 * After hydration, scrolls back to where `url` was left when the shopper comes back to it, and
 * remembers the position on leaving. A fresh visit by a link starts at the top.
 */
export function useScrollMemory(url: string, returning: () => boolean = isReturnVisit): void {
  useEffect(() => {
    const storage = window.sessionStorage
    const y = returning() ? recalledScroll(storage, url) : null
    if (y !== null && y > 0) window.scrollTo(0, y)
    const remember = () => rememberScroll(storage, url, window.scrollY)
    window.addEventListener('pagehide', remember)
    return () => {
      window.removeEventListener('pagehide', remember)
      remember()
    }
  }, [url, returning])
}
