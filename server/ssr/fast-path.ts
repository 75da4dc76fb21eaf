import type { IncomingMessage, ServerResponse } from 'node:http'
import { fastifyCookie } from '@fastify/cookie'
import type { FastifyInstance } from 'fastify'
import { TOKEN_COOKIE } from '../lib/auth.ts'
import {
  cachedAnswer,
  PRIVATE_CACHE_CONTROL,
  SHARED_CACHE_CONTROL,
  type CachedAnswer,
  type CachedBody,
} from '../lib/cached-body.ts'
import { corsDecision } from '../lib/cors.ts'
import { securityHeaderValues } from '../lib/security-headers.ts'
import { guestDescriptorCache, guestDescriptorKey } from '../pages/routes.ts'
import { knownAudience } from './member-audience.ts'
import { pageVisitor, sharedPageCache, sharedPageKey } from './page-cache.ts'
import { sharedPageAddress } from './page-handler.ts'

/** Answers a raw request itself and says so, or leaves it to Fastify. */
export type RawFastPath = (request: IncomingMessage, response: ServerResponse) => boolean

/** The guest descriptors the fast path answers: home and custom pages, with at most a company. */
const DESCRIPTOR_PATH = /^\/api\/pages\/(?:home|custom\/(\d{1,9}))(?:\?(?:company_id=(\d{1,9}))?)?$/

/**
 * A shared page or a guest's descriptor that the cache holds fresh is answered at the HTTP server,
 * before Fastify: the same checks (sharedPageAddress and pageVisitor; no member token for
 * descriptors), the same keys, the same headers, the same bytes — only no routing, hooks or
 * logging, which would cost more than sending the answer. A member's page is answered here when
 * their token's audience was looked up within the last seconds. Anything else (a stale or missing
 * entry, a token not looked up lately, other calls) goes on to Fastify, whose handlers build and
 * keep the answer.
 */
export function cachedFastPath(app: FastifyInstance): RawFastPath {
  const pages = sharedPageCache(app.db)
  const descriptors = guestDescriptorCache(app.db)
  const security = securityHeaderValues({ development: app.config.env === 'development', designer: false })

  // The full header set of each body in each encoding and cache policy, made on its first answer.
  const headerSets = new WeakMap<CachedBody, Map<string, Record<string, string | number>>>()
  function headersOf(body: CachedBody, answer: CachedAnswer): Record<string, string | number> {
    let sets = headerSets.get(body)
    if (!sets) {
      sets = new Map()
      headerSets.set(body, sets)
    }
    const key = `${answer.status} ${answer.headers['content-encoding'] ?? ''} ${answer.headers['cache-control'] ?? ''}`
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

  function send(
    raw: IncomingMessage,
    response: ServerResponse,
    body: CachedBody,
    cacheControl = SHARED_CACHE_CONTROL,
  ): true {
    const answer = cachedAnswer(raw.headers, body, cacheControl)
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
    const url = sharedPageAddress(app.config, request)
    if (!url) return false
    const visitor = pageVisitor(request)
    if (visitor.kind === 'own') return false
    const audience = visitor.kind === 'member' ? knownAudience(app.db, visitor.token) : null
    // A member whose token was not looked up lately, or names no live session, goes to Fastify.
    if (!audience && visitor.kind === 'member') return false
    const page = pages.fresh(sharedPageKey(request, url, audience ?? null))
    if (page?.type !== 'page' || page.status !== 200) return false
    return send(raw, response, page.body, audience ? PRIVATE_CACHE_CONTROL : SHARED_CACHE_CONTROL)
  }
}
