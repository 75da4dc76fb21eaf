import type { FastifyRequest } from 'fastify'
import type { CorsOrigins } from '../config.ts'
import { corsDecision } from './cors.ts'
import { fail } from './errors.ts'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A GET call that changes data (a legacy ECShopX name): it is checked like a POST, and more strictly. */
    changesData?: boolean
  }
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

const refused = () => fail('CROSS_SITE')

/**
 * A script of a site CORS_ORIGINS lets in, calling without the browser's cookies (a sign-in, a
 * guest's write): a fetch (`Sec-Fetch-Mode: cors`, never a form's navigation) from an origin the
 * CORS policy grants for this address, carrying no cookie. Nothing of this site's session rides
 * along, and a session cookie it answers is not kept by the browser, so it cannot forge a write
 * or sign the browser in.
 */
function corsClient(cors: CorsOrigins, request: FastifyRequest): boolean {
  if (
    request.headers['sec-fetch-mode'] !== 'cors' ||
    request.headers.cookie ||
    typeof request.headers.origin !== 'string'
  )
    return false
  return (
    corsDecision(cors, request.method, request.url, request.headers).headers['access-control-allow-origin'] !==
    undefined
  )
}

function hasBearer(request: FastifyRequest): boolean {
  const header = request.headers.authorization
  return typeof header === 'string' && /^Bearer\s+\S/.test(header)
}

/**
 * onRequest hook against cross-site request forgery. The session rides in a cookie, so another
 * site could make the browser send a write with it (or sign the browser in to the attacker's
 * account). Writes (POST/PUT/PATCH/DELETE, and GET routes marked `changesData`) pass only when
 * the browser says they come from this site: Sec-Fetch-Site same-origin (or none, typed by the
 * user, for writes), else an Origin equal to this site's. `Authorization: Bearer` is exempt: no
 * other site can add that header without a CORS preflight, which this server grants only to
 * CORS_ORIGINS and never with credentials, so such a request carries a token its page holds and
 * no cookie of the browser's (server/lib/cors.ts); so is a cookie-less fetch from such an origin
 * (corsClient). A cookie write from a CORS origin is refused.
 * Clients that are not browsers send neither header, and no browser omits both on a cross-site
 * write, so they pass; but a cookie-carrying GET that changes data must show Sec-Fetch-Site
 * same-origin, because a link or an image anywhere sends the cookie and GETs carry no Origin.
 */
export function refuseCrossSiteWrites(publicUrl: string, cors: CorsOrigins = { any: false, listed: [] }) {
  const publicOrigin = new URL(publicUrl).origin
  const sameOrigin = (request: FastifyRequest, origin: string) =>
    origin === publicOrigin || origin === `${request.protocol}://${request.host}`

  return async function crossSiteCheck(request: FastifyRequest) {
    const write = !READ_METHODS.has(request.method)
    const readThatWrites = !write && request.routeOptions.config?.changesData === true
    if ((!write && !readThatWrites) || hasBearer(request) || corsClient(cors, request)) return

    const site = request.headers['sec-fetch-site']
    if (typeof site === 'string') {
      if (site === 'same-origin' || (write && site === 'none')) return
      throw refused()
    }
    const origin = request.headers.origin
    if (typeof origin === 'string') {
      if (sameOrigin(request, origin)) return
      throw refused()
    }
    if (write || !request.headers.cookie) return
    throw refused()
  }
}
