import { createHttp } from '../../api/index.ts'
import { readToken } from '../../lib/auth-storage.ts'

/** Whether the browser holds a customer token (spec 6: a member is detected by the auth token). */
export function isLoggedIn(): boolean {
  return Boolean(readToken('customer'))
}

/**
 * The quantity in the member's cart (GET cartcount for shop type distributor, spec 4 "Cart
 * store"). A badge is decoration: an expired token must not send the visitor to the login page
 * from whatever page the widget sits on, so this client neither redirects nor toasts.
 */
export async function loadCartCount(): Promise<number> {
  const answer = await createHttp({ onUnauthorized: () => undefined }).get<{ item_count?: number | string }>('cartcount', { shop_type: 'distributor' }, { silent: true })
  const count = Number(answer?.item_count ?? 0)
  return Number.isFinite(count) && count > 0 ? count : 0
}
