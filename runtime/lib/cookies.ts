/**
 * Cookie helpers that are safe to import on the server: reads take an optional cookie header
 * (the server passes the request's), writes do nothing without a document. Page scripts write
 * only helper cookies (user info, guest session id); the session tokens are the server's, HttpOnly.
 */

/** Helper cookies (user info, session id) live 30 days (spec 9). */
export const COOKIE_LIFETIME_DAYS = 30

export interface CookieOptions {
  days?: number
  path?: string
}

function browserCookies(): string {
  return typeof document === 'undefined' ? '' : document.cookie
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

/** Parses a `Cookie` header (or document.cookie) into name -> decoded value; the first of a repeated name wins. */
export function parseCookies(header: string): Record<string, string> {
  const cookies: Record<string, string> = {}
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0) continue
    const name = part.slice(0, eq).trim()
    if (name && !(name in cookies)) cookies[name] = decode(part.slice(eq + 1).trim())
  }
  return cookies
}

export function readCookie(name: string, header: string = browserCookies()): string | undefined {
  return parseCookies(header)[name]
}

/** Lax: the cookie still rides along when a shopper follows a link into the mall from elsewhere; Secure over https. */
function attributes(path: string): string {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:'
  return `path=${path}; SameSite=Lax${secure ? '; Secure' : ''}`
}

export function writeCookie(name: string, value: string, options: CookieOptions = {}): void {
  if (typeof document === 'undefined') return
  const { days = COOKIE_LIFETIME_DAYS, path = '/' } = options
  const expires = new Date(Date.now() + days * 86_400_000).toUTCString()
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is asynchronous and missing in some supported browsers; this helper is the one place cookies are written.
  document.cookie = `${name}=${encodeURIComponent(value)}; expires=${expires}; ${attributes(path)}`
}

export function removeCookie(name: string, path = '/'): void {
  if (typeof document === 'undefined') return
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is asynchronous and missing in some supported browsers; this helper is the one place cookies are removed.
  document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; ${attributes(path)}`
}
