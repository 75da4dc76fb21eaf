/**
 * The one check for every address the site redirects to from input (redirectUrl, the page a
 * phone asked for, a loader's redirect). Shared by the server and the runtime, so a redirect is
 * judged the same way whether the server answers it or the browser follows it.
 */

/** Where a shopper lands when redirectUrl is missing or unsafe. */
export const DEFAULT_REDIRECT = '/'

const MAX_LENGTH = 2048
/** Any origin would do: only whether the address stays on it matters. */
const PLACEHOLDER_ORIGIN = 'http://site.invalid'
/**
 * Whitespace, controls and invisible characters, which URL parsers drop or read as separators
 * ('/\t/evil'), and backslashes, which browsers read as '/' ('/\evil' is '//evil').
 */
const UNSAFE_CHARACTER = /[\\\s\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\u2060\ufeff]/
/** A site path as it leaves: one leading '/', then visible ASCII only (the parser encoded the rest). */
const SITE_PATH = /^\/(?![/\\])[\x21-\x7e]*$/

function parse(path: string): URL | null {
  try {
    return new URL(path, PLACEHOLDER_ORIGIN)
  } catch {
    return null
  }
}

/**
 * `raw` as a path on this site, normalised the way a browser would read it (dot segments
 * removed, characters percent-encoded), or null when it is anything else. The normalised result
 * is what is checked, since that is what is sent: '/.//evil.example' normalises to
 * '//evil.example', another host, and is refused.
 */
export function sameSitePath(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw[0] !== '/' || raw.length > MAX_LENGTH || UNSAFE_CHARACTER.test(raw)) return null
  const url = parse(raw)
  if (!url || url.origin !== PLACEHOLDER_ORIGIN) return null
  const path = url.pathname + url.search + url.hash
  if (!SITE_PATH.test(path)) return null
  // Read once more, as the browser will read the Location header: it must name the same place.
  const again = parse(path)
  if (!again || again.origin !== PLACEHOLDER_ORIGIN || again.pathname + again.search + again.hash !== path) return null
  return path
}

/** Pages a redirect after signing in must not lead back to: signing in again would loop. */
const SIGN_IN_PATHS = new Set(['/auth/login', '/auth/reg', '/auth/forget-password', '/staff/login'])

/** The path as the router matches it: decoded, case-insensitive, without trailing slashes. */
function routeKey(pathname: string): string {
  let decoded = pathname
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    // Not decodable: the router cannot match it to a sign-in page either.
  }
  return decoded.toLowerCase().replace(/\/+$/, '')
}

/**
 * Where to go after signing in: `redirectUrl` when it is a path on this site (see sameSitePath)
 * and not a sign-in page, else '/'.
 */
export function safeRedirectPath(redirectUrl: unknown): string {
  const path = sameSitePath(redirectUrl)
  if (path === null) return DEFAULT_REDIRECT
  const pathname = path.split(/[?#]/, 1)[0] ?? path
  return SIGN_IN_PATHS.has(routeKey(pathname)) ? DEFAULT_REDIRECT : path
}

/**
 * `raw` as an absolute http(s) address on one of `origins` (exact origins such as
 * `https://mall.example.com`: the shop's own and the sites it lets call its API), normalised the
 * way a browser would read it; null for any other address. For clients on those sites that ask
 * to be sent back to a page of their own; every other host is refused, so this is no open redirect.
 */
export function urlOnOrigins(raw: unknown, origins: readonly string[]): string | null {
  if (typeof raw !== 'string' || raw.length > MAX_LENGTH || UNSAFE_CHARACTER.test(raw) || !/^https?:\/\//i.test(raw))
    return null
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return null
  }
  if (url.username || url.password || !origins.includes(url.origin)) return null
  // What is sent must name the same place when read again.
  const again = parse(url.href)
  return again && again.origin === url.origin && again.href === url.href && /^[\x21-\x7e]+$/.test(url.href)
    ? url.href
    : null
}
