import type { IncomingMessage, ServerResponse } from 'node:http'
import { fastifyCookie } from '@fastify/cookie'
import type { FastifyInstance } from 'fastify'
import { cachedAnswer, SHARED_CACHE_CONTROL } from '../lib/cached-body.ts'
import { securityHeaderValues } from '../lib/security-headers.ts'
import { guestPageCache, guestPageKey } from './page-cache.ts'
import { guestPageAddress } from './page-handler.ts'

/** Answers a raw request itself and says so, or leaves it to Fastify. */
export type RawFastPath = (request: IncomingMessage, response: ServerResponse) => boolean

/**
 * A guest's page that the cache holds fresh is answered at the HTTP server, before Fastify: the
 * same checks (guestPageAddress), the same key, the same headers, the same bytes — only no
 * routing, hooks or logging, which would cost more than sending the page. Anything else (a stale
 * or missing entry, a member, an API call) goes on to Fastify, whose page handler renders and
 * keeps the page.
 */
export function cachedPageFastPath(app: FastifyInstance): RawFastPath {
  const cache = guestPageCache(app.db)
  const security = securityHeaderValues({ development: app.config.env === 'development', designer: false })
  return (raw, response) => {
    if (raw.method !== 'GET' && raw.method !== 'HEAD') return false
    const target = raw.url ?? ''
    if (target.startsWith('/api/') || target.startsWith('/assets/')) return false
    const request = { method: raw.method, url: target, headers: raw.headers, cookies: raw.headers.cookie ? fastifyCookie.parse(raw.headers.cookie) : {} }
    const url = guestPageAddress(app.config, request)
    if (!url) return false
    const page = cache.fresh(guestPageKey(request, url))
    if (page?.type !== 'page' || page.status !== 200) return false
    const answer = cachedAnswer(raw.headers, page.body, SHARED_CACHE_CONTROL)
    response.writeHead(answer.status, { ...security, ...answer.headers, ...(answer.payload ? { 'content-length': answer.payload.length } : {}) })
    response.end(raw.method === 'HEAD' ? undefined : (answer.payload ?? undefined))
    return true
  }
}
