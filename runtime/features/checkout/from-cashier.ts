/**
 * Spec 2.5: going from the cashier straight back to the checkout (Back, or a link) must not show
 * the checkout again for an order already placed; it goes to the order list instead. The cashier
 * notes when it was left; the checkout reads the note, the request's Referer on the server, and
 * the address it is leaving in the browser's router.
 */

export const CASHIER_PATH = '/cashier'
/** Where such a visit is sent. */
export const ORDER_LIST_PATH = '/member/trade'

const LEFT_AT_KEY = 'mf:cashier-left-at'
/** A page shown within this long after the cashier was left came straight from it. */
const STRAIGHT_MS = 3000

function sessionStore(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage
  } catch {
    return null
  }
}

/** Called by the cashier as it goes away (pagehide, or unmount on an in-place navigation). */
export function markLeftCashier(now = Date.now()): void {
  try {
    sessionStore()?.setItem(LEFT_AT_KEY, String(now))
  } catch {
    // Without storage the Referer and router checks still apply.
  }
}

/** Whether the cashier was left just now; the note is used up either way. */
export function leftCashierJustNow(now = Date.now()): boolean {
  const store = sessionStore()
  const raw = store?.getItem(LEFT_AT_KEY)
  if (raw === null || raw === undefined) return false
  store?.removeItem(LEFT_AT_KEY)
  const at = Number(raw)
  return Number.isFinite(at) && now - at >= 0 && now - at < STRAIGHT_MS
}

function refererPath(request: Request): string | null {
  const referer = request.headers.get('referer')
  if (!referer) return null
  try {
    const from = new URL(referer)
    return from.host === new URL(request.url).host ? from.pathname : null
  } catch {
    return null
  }
}

/**
 * For the checkout's loader. On the server the Referer names the page the browser comes from. In
 * the browser a loader runs before the address changes, so the current path is the page being
 * left; the cashier's note covers Back and Forward, which change the address first.
 */
export function cameFromCashier(request: Request): boolean {
  if (typeof window === 'undefined') return refererPath(request) === CASHIER_PATH
  return window.location.pathname === CASHIER_PATH || leftCashierJustNow()
}
