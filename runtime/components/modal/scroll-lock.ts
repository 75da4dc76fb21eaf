/**
 * Locks the page behind an open modal and gives the scroll position back afterwards (spec 4
 * "Modal"). Counted, so stacked modals unlock only when the last one closes.
 */
let locks = 0
let saved: { overflow: string; scrollY: number } | null = null

export function lockBodyScroll(): () => void {
  if (locks === 0) {
    saved = { overflow: document.body.style.overflow, scrollY: window.scrollY }
    document.body.style.overflow = 'hidden'
  }
  locks += 1
  let released = false
  return () => {
    if (released) return
    released = true
    locks -= 1
    if (locks === 0 && saved) {
      document.body.style.overflow = saved.overflow
      window.scrollTo(0, saved.scrollY)
      saved = null
    }
  }
}
