import type { IncomingMessage, ServerResponse } from 'node:http'
import { fastifyCookie } from '@fastify/cookie'
import type { FastifyInstance } from 'fastify'
import { TOKEN_COOKIE } from '../lib/auth.ts'
import { cachedAnswer, SHARED_CACHE_CONTROL, type CachedAnswer, type CachedBody } from '../lib/cached-body.ts'
import { corsDecision } from '../lib/cors.ts'
import { securityHeaderValues } from '../lib/security-headers.ts'
import { guestDescriptorCache, guestDescriptorKey } from '../pages/routes.ts'
import { guestPageCache, guestPageKey } from './page-cache.ts'
import { guestPageAddress } from './page-handler.ts'

/** Answers a raw request itself and says so, or leaves it to Fastify. */
export type RawFastPath = (request: IncomingMessage, response: ServerResponse) => boolean

/** The guest descriptors the fast path answers: home and custom pages, with at most a company. */
const DESCRIPTOR_PATH = /^\/api\/pages\/(?:home|custom\/(\d{1,9}))(?:\?(?:company_id=(\d{1,9}))?)?$/

/**
 * A guest's page or descriptor that the cache holds fresh is answered at the HTTP server, before
 * Fastify: the same checks (guestPageAddress; no member token for descriptors), the same keys,
 * the same headers, the same bytes — only no routing, hooks or logging, which would cost more
 * than sending the answer. Anything else (a stale or missing entry, a member, other calls) goes
 * on to Fastify, whose handlers build and keep the answer.
 */
export function cachedFastPath(app: FastifyInstance): RawFastPath {
  const pages = guestPageCache(app.db)
  const descriptors = guestDescriptorCache(app.db)
  const security = securityHeaderValues({ development: app.config.env === 'development', designer: false })

  // The full header set of each body in each encoding, made on its first answer.
  const headerSets = new WeakMap<CachedBody, Map<string, Record<string, string | number>>>()
  function headersOf(body: CachedBody, answer: CachedAnswer): Record<string, string | number> {
    let sets = headerSets.get(body)
    if (!sets) {
      sets = new Map()
      headerSets.set(body, sets)
    }
    const key = `${answer.status} ${answer.headers['content-encoding'] ?? ''}`
    let headers = sets.get(key)
    if (!headers) {
      headers = {
        ...security,
        ...answer.headers,
        ...(answer.payload ? { 'content-length': answer.payload.length } : {}),
      }
      sets.set(key, headers)
    }
    return headers
  }

  function send(raw: IncomingMessage, response: ServerResponse, body: CachedBody): true {
    const answer = cachedAnswer(raw.headers, body, SHARED_CACHE_CONTROL)
    response.writeHead(answer.status, withCors(raw, headersOf(body, answer)))
    response.end(raw.method === 'HEAD' ? undefined : (answer.payload ?? undefined))
    return true
  }

  /**
   * The CORS headers Fastify's hook would add (server/lib/cors.ts). The kept bytes are the same
   * for every origin; only these headers differ, and `Vary: Origin` tells caches so.
   */
  function withCors(raw: IncomingMessage, headers: Record<string, string | number>): Record<string, string | number> {
    const cors = corsDecision(app.config.corsOrigins, raw.method, raw.url ?? '', raw.headers)
    if (!cors.varies && cors.headers['access-control-allow-origin'] === undefined) return headers
    const answer = { ...headers, ...cors.headers }
    if (cors.varies) answer.vary = headers.vary ? `${headers.vary}, Origin` : 'Origin'
    return answer
  }

  function cookiesOf(raw: IncomingMessage): Record<string, string | undefined> {
    return raw.headers.cookie ? fastifyCookie.parse(raw.headers.cookie) : {}
  }

  return (raw, response) => {
    if (raw.method !== 'GET' && raw.method !== 'HEAD') return false
    const target = raw.url ?? ''
    if (target.startsWith('/api/')) {
      const match = raw.method === 'GET' ? DESCRIPTOR_PATH.exec(target) : null
      if (!match || raw.headers.authorization || cookiesOf(raw)[TOKEN_COOKIE.member]) return false
      const page = match[1] === undefined ? 'index' : `custom:${Number(match[1])}`
      const body = descriptors.fresh(guestDescriptorKey(match[2] === undefined ? 1 : Number(match[2]), page))
      return body ? send(raw, response, body) : false
    }
    if (target.startsWith('/assets/')) return false
    const request = { method: raw.method, url: target, headers: raw.headers, cookies: cookiesOf(raw) }
    const url = guestPageAddress(app.config, request)
    if (!url) return false
    const page = pages.fresh(guestPageKey(request, url))
    return page?.type === 'page' && page.status === 200 ? send(raw, response, page.body) : false
  }
}
