import type { To } from 'react-router-dom'

/** The address of a link's or navigation's `to`, as the browser's location would show it. */
export function hrefOf(to: To): string {
  if (typeof to === 'string') return to
  const pathname = to.pathname ?? window.location.pathname
  const search = to.search && to.search !== '?' ? (to.search.startsWith('?') ? to.search : `?${to.search}`) : ''
  const hash = to.hash && to.hash !== '#' ? (to.hash.startsWith('#') ? to.hash : `#${to.hash}`) : ''
  return pathname + search + hash
}

/**
 * Spec 2.5: outside WeChat's browser every route change is a full page load, so each page arrives
 * freshly rendered by the server. Going to the address already shown reloads it; `replace` keeps
 * the current entry out of history.
 */
export function loadPage(to: To | number, options: { replace?: boolean } = {}): void {
  if (typeof to === 'number') {
    window.history.go(to)
    return
  }
  const target = new URL(hrefOf(to), window.location.href)
  if (target.href === window.location.href) window.location.reload()
  else if (options.replace) window.location.replace(target.href)
  else window.location.assign(target.href)
}

/** Whether a click is a plain left click the page may handle, not one that opens a new tab or window. */
export function isPlainClick(event: {
  button: number
  metaKey: boolean
  altKey: boolean
  ctrlKey: boolean
  shiftKey: boolean
}): boolean {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey
}
