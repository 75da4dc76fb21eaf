import type { FastifyRequest } from 'fastify'
import { badRequest } from '../../lib/errors.ts'

/** hostname or IPv4, or a bracketed IPv6 address, with an optional port. */
const HOST = /^([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])(:\d{1,5})?$/

/**
 * The public origin the shopper reached us at (behind a proxy: X-Forwarded-Proto/Host, which
 * `trustProxy` honours). Links and QR codes are built from it so they open the same site.
 */
export function requestOrigin(request: FastifyRequest): string {
  const host = request.host
  if (typeof host !== 'string' || host.length > 255 || !HOST.test(host)) throw badRequest('无法识别站点地址', 'BAD_HOST')
  const protocol = request.protocol === 'https' ? 'https' : 'http'
  return `${protocol}://${host.toLowerCase()}`
}

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
