import { hasSession } from './auth-storage.ts'

/**
 * Whether the page request carries a customer session: the server reads the request's cookie
 * header; the browser's own requests have none, so it asks what the server told the page.
 */
export function requestIsLoggedIn(request: Request): boolean {
  return hasSession('customer', request.headers.get('cookie') ?? undefined)
}
