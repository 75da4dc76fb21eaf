/**
 * Where a provider may send the browser back to. The storefront names a page of its own
 * ('/auth/wx-login', with a query if it likes) or an absolute URL on the shop's public URL
 * (PUBLIC_URL; never the request's Host, which the client chooses); an API client on a site
 * listed in CORS_ORIGINS may name a page on its own origin. Anything else — other hosts, '//host',
 * backslashes, other schemes — is refused, so the sign-in flow can never be used as an open redirect.
 */

const UNSAFE = /[\u0000-\u001f\u007f\\#]/
export const REDIRECT_MAX = 512

function parse(url: string): URL | null {
  try {
    return new URL(url)
  } catch {
    return null
  }
}

/** True when `url` is an http(s) URL on `site` (an origin, possibly with a path prefix) without credentials. */
function onSite(url: URL, site: string): boolean {
  const base = parse(site)
  if (!base || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) return false
  if (url.origin !== base.origin) return false
  const prefix = base.pathname.replace(/\/+$/, '')
  return url.pathname === prefix || url.pathname.startsWith(`${prefix}/`)
}

/** True when `url` is on the public URL or on one of the client origins (exact origins). */
function onTrusted(url: URL, site: string, clients: readonly string[]): boolean {
  if (onSite(url, site)) return true
  return (
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    !url.username &&
    !url.password &&
    clients.includes(url.origin)
  )
}

/**
 * The absolute callback URL for the storefront's `redirect_url`: a site path resolved against the
 * public URL, or an absolute URL on it or on a client origin (`clients`, CORS_ORIGINS' listed
 * ones). Null when it would leave them.
 */
export function callbackUrl(redirectUrl: string, site: string, clients: readonly string[] = []): string | null {
  const value = redirectUrl.trim()
  if (!value || value.length > REDIRECT_MAX || UNSAFE.test(value)) return null
  const resolved =
    value.startsWith('/') && !value.startsWith('//') ? parse(`${site.replace(/\/+$/, '')}${value}`) : parse(value)
  return resolved && onTrusted(resolved, site, clients) ? resolved.href : null
}

/** True when an absolute callback URL points at the shop's public URL or a client origin. */
export function isOwnCallback(url: string, site: string, clients: readonly string[] = []): boolean {
  if (!url || url.length > REDIRECT_MAX * 2 || UNSAFE.test(url)) return false
  const parsed = parse(url)
  return parsed !== null && onTrusted(parsed, site, clients)
}
