import { parseCookies } from './cookies.ts'
import { dataBlock, readDataBlock } from './data-block.ts'

/**
 * Where the session lives (spec 3 "Tokens and cookies"). The customer and shop tokens are
 * HttpOnly cookies that the server sets at sign-in and clears at sign-out and on a 401: no page
 * script can read them, and the browser's API calls carry them. The page only knows whether a
 * session exists: the server reads its cookies and writes the answer into a data block of the
 * page; sign-in and sign-out answers update it afterwards.
 */
export const storageNames = {
  customerTokenCookie: 'customer_token',
  shopTokenCookie: 'shop_token',
  userInfoCookie: 'userinfo',
  sessionIdCookie: 'user_session_id',
} as const

export type TokenKind = 'customer' | 'shop'

/** Which sessions exist, and whether the member is staff (the server decides: spec 6's staff prices and badges). */
export type SessionFlags = Record<TokenKind, boolean> & { staff: boolean }

/** The element id of the page's session data block; it holds only booleans, never a token. */
export const SESSION_DATA_ID = 'mallfront-session'

const NO_SESSION: SessionFlags = { customer: false, shop: false, staff: false }

/** Which sessions a request's cookie header carries (the server side of a page); staff is the server's to say. */
export function sessionOfCookies(cookieHeader: string): SessionFlags {
  const cookies = parseCookies(cookieHeader)
  return {
    customer: Boolean(cookies[storageNames.customerTokenCookie]),
    shop: Boolean(cookies[storageNames.shopTokenCookie]),
    staff: false,
  }
}

/** The data block that tells the browser which sessions exist. */
export function sessionBlock(flags: SessionFlags): string {
  return dataBlock(SESSION_DATA_ID, { customer: flags.customer, shop: flags.shop, staff: flags.staff })
}

/** What sign-in and sign-out answers have changed since the page loaded. */
let remembered: SessionFlags | undefined

function pageSession(): SessionFlags {
  if (typeof document === 'undefined') return NO_SESSION
  if (remembered) return remembered
  const flags = readDataBlock(SESSION_DATA_ID) as Partial<SessionFlags> | undefined
  return { customer: flags?.customer === true, shop: flags?.shop === true, staff: flags?.staff === true }
}

/**
 * The sessions: from the request's cookie header on the server, from what the server told the
 * page in the browser (which cannot see the cookies).
 */
export function sessionFlags(cookieHeader?: string): SessionFlags {
  return cookieHeader === undefined ? pageSession() : sessionOfCookies(cookieHeader)
}

/** Whether a session of this kind exists (see sessionFlags). */
export function hasSession(kind: TokenKind, cookieHeader?: string): boolean {
  return sessionFlags(cookieHeader)[kind]
}

/** Records in the page that the server has just started (sign-in) or ended (sign-out, 401) a session. */
export function rememberSession(kind: TokenKind, present: boolean): void {
  if (typeof document === 'undefined') return
  remembered = { ...pageSession(), [kind]: present }
}
