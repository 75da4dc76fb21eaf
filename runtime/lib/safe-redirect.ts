/** Where a shopper lands after signing in when redirectUrl is missing or unsafe. */
export const DEFAULT_REDIRECT = '/'

const PLACEHOLDER_ORIGIN = 'http://mallfront.invalid'
/** Whitespace and control characters, which URL parsers drop or treat as separators ('/\t/evil'). */
const INVISIBLE = /[\s\u0000-\u001f\u007f]/
/** Pages a redirect must not lead back to: signing in again would loop. */
const SIGN_IN_PATHS = new Set(['/auth/login', '/auth/reg', '/auth/forget-password', '/staff/login'])

/**
 * The path to go to after signing in: `redirectUrl` when it is a path on this site, else '/'.
 * Only a single leading '/' is accepted, so '//evil.example', '/\evil.example', 'http:' and
 * 'javascript:' (an open redirect or a script) all fall back to the home page.
 */
export function safeRedirectPath(redirectUrl: string | null | undefined): string {
  if (!redirectUrl || redirectUrl[0] !== '/') return DEFAULT_REDIRECT
  if (redirectUrl[1] === '/' || redirectUrl[1] === '\\' || INVISIBLE.test(redirectUrl)) return DEFAULT_REDIRECT
  let url: URL
  try {
    url = new URL(redirectUrl, PLACEHOLDER_ORIGIN)
  } catch {
    return DEFAULT_REDIRECT
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return DEFAULT_REDIRECT
  if (SIGN_IN_PATHS.has(url.pathname.replace(/\/+$/, ''))) return DEFAULT_REDIRECT
  return url.pathname + url.search + url.hash
}

/** A sign-in page's address that keeps the shopper's way back ('/auth/reg?redirectUrl=%2Fcart'). */
export function withRedirect(pathname: string, redirectPath: string): string {
  return redirectPath === DEFAULT_REDIRECT ? pathname : `${pathname}?redirectUrl=${encodeURIComponent(redirectPath)}`
}
