import { parseCookies } from './cookies.ts'

/**
 * Where the session lives (spec 3 "Tokens and cookies"). The customer and shop tokens are
 * HttpOnly cookies that the server sets at sign-in and clears at sign-out and on a 401: no page
 * script can read them, and the browser's API calls carry them. The page only knows whether a
 * session exists: the server reads its cookies and writes the answer into the page's hydration
 * script; sign-in and sign-out answers update it afterwards.
 */
export const storageNames = {
  customerTokenCookie: 'customer_token',
  shopTokenCookie: 'shop_token',
  userInfoCookie: 'userinfo',
  sessionIdCookie: 'user_session_id',
} as const

export type TokenKind = 'customer' | 'shop'

export type SessionFlags = Record<TokenKind, boolean>

/** The global the hydration script sets; only booleans, never a token. */
const SESSION_GLOBAL = '__mallfrontSession'

type SessionWindow = { [SESSION_GLOBAL]?: Partial<SessionFlags> }

/** Which sessions a request's cookie header carries (the server side of a page). */
export function sessionOfCookies(cookieHeader: string): SessionFlags {
  const cookies = parseCookies(cookieHeader)
  return { customer: Boolean(cookies[storageNames.customerTokenCookie]), shop: Boolean(cookies[storageNames.shopTokenCookie]) }
}

/** The statement of the hydration script that tells the browser which sessions exist. */
export function sessionScript(flags: SessionFlags): string {
  return `window.${SESSION_GLOBAL}=${JSON.stringify({ customer: flags.customer, shop: flags.shop })};`
}

function pageSession(): SessionFlags {
  const flags = typeof window === 'undefined' ? undefined : (window as unknown as SessionWindow)[SESSION_GLOBAL]
  return { customer: flags?.customer === true, shop: flags?.shop === true }
}

/**
 * Whether a session of this kind exists: from the request's cookie header on the server, from
 * what the server told the page in the browser (which cannot see the cookies).
 */
export function hasSession(kind: TokenKind, cookieHeader?: string): boolean {
  return cookieHeader === undefined ? pageSession()[kind] : sessionOfCookies(cookieHeader)[kind]
}

/** Records in the page that the server has just started (sign-in) or ended (sign-out, 401) a session. */
export function rememberSession(kind: TokenKind, present: boolean): void {
  if (typeof window === 'undefined') return
  ;(window as unknown as SessionWindow)[SESSION_GLOBAL] = { ...pageSession(), [kind]: present }
}
