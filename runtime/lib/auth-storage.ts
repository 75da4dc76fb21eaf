import { readCookie, removeCookie, writeCookie } from './cookies.ts'

/**
 * Where the session lives in the browser (spec 3 "Tokens and cookies"): the customer token in a
 * cookie (so server rendering sees it) and mirrored in local storage as the auth token; the shop
 * token in its own cookie.
 */
export const storageNames = {
  customerTokenCookie: 'customer_token',
  shopTokenCookie: 'shop_token',
  userInfoCookie: 'userinfo',
  sessionIdCookie: 'user_session_id',
  authTokenKey: 'auth_token',
} as const

export type TokenKind = 'customer' | 'shop'

/** Local storage can be missing (server) or throw (disabled by the browser's privacy settings). */
function localStore(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}

/**
 * The token for a kind of caller, or null. Pass the request's cookie header on the server; in the
 * browser the customer token falls back to local storage, which outlives a cleared cookie jar.
 */
export function readToken(kind: TokenKind, cookieHeader?: string): string | null {
  if (kind === 'shop') return readCookie(storageNames.shopTokenCookie, cookieHeader) || null
  const fromCookie = readCookie(storageNames.customerTokenCookie, cookieHeader)
  if (fromCookie) return fromCookie
  if (cookieHeader !== undefined) return null
  return localStore()?.getItem(storageNames.authTokenKey) || null
}

export function saveCustomerToken(token: string): void {
  writeCookie(storageNames.customerTokenCookie, token)
  try {
    localStore()?.setItem(storageNames.authTokenKey, token)
  } catch {
    // A full or blocked storage still leaves the cookie, which is what requests use.
  }
}

export function removeCustomerToken(): void {
  removeCookie(storageNames.customerTokenCookie)
  try {
    localStore()?.removeItem(storageNames.authTokenKey)
  } catch {
    // Nothing stored means nothing to remove.
  }
}
