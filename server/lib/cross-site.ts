import type { FastifyRequest } from 'fastify'
import { forbidden } from './errors.ts'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A GET call that changes data (a legacy ECShopX name): it is checked like a POST, and more strictly. */
    changesData?: boolean
  }
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

const refused = () => forbidden('请求来源不被允许，请在本站页面内操作', 'CROSS_SITE')

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
 * other site can add that header without a CORS preflight, which this server never grants.
 * Clients that are not browsers send neither header, and no browser omits both on a cross-site
 * write, so they pass; but a cookie-carrying GET that changes data must show Sec-Fetch-Site
 * same-origin, because a link or an image anywhere sends the cookie and GETs carry no Origin.
 */
export function refuseCrossSiteWrites(publicUrl: string) {
  const publicOrigin = new URL(publicUrl).origin
  const sameOrigin = (request: FastifyRequest, origin: string) => origin === publicOrigin || origin === `${request.protocol}://${request.host}`

  return async function crossSiteCheck(request: FastifyRequest) {
    const write = !READ_METHODS.has(request.method)
    const readThatWrites = !write && request.routeOptions.config?.changesData === true
    if ((!write && !readThatWrites) || hasBearer(request)) return

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
