import { call } from '../../api/call.ts'
import { createHttp } from '../../api/index.ts'
import { hasSession } from '../../lib/auth-storage.ts'

/** Whether the browser has a member session (spec 6), as the server told the page: the token cookie is HttpOnly. */
export function isLoggedIn(): boolean {
  return hasSession('customer')
}

/**
 * The quantity in the member's cart (GET cartcount for shop type distributor, spec 4 "Cart
 * store"). A badge is decoration: an expired token must not send the visitor to the login page
 * from whatever page the widget sits on, so this client neither redirects nor toasts.
 */
export async function loadCartCount(): Promise<number> {
  const answer = await call(
    createHttp({ onUnauthorized: () => undefined }),
    'GET /cartcount',
    { shop_type: 'distributor' },
    { silent: true },
  )
  const count = Number(answer?.item_count ?? 0)
  return Number.isFinite(count) && count > 0 ? count : 0
}
