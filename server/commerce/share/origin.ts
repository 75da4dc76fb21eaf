/**
 * Resolves `url` against the site and returns it only when it stays on the site over http(s):
 * site paths ('/items/1') and absolute URLs of this host pass; other hosts, protocol-relative
 * '//host' and other schemes (javascript:, data:) do not.
 */
export function sameSiteUrl(url: string, origin: string): string | null {
  let parsed: URL
  try {
    parsed = new URL(url.trim(), `${origin}/`)
  } catch {
    return null
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null
  if (parsed.host !== new URL(origin).host || parsed.username || parsed.password) return null
  return parsed.href
}
