import type { IncomingHttpHeaders } from 'node:http'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Config, CorsOrigins } from '../config.ts'
import { varyOn } from './compression.ts'

/**
 * Cross-origin access for API clients on other sites (CORS_ORIGINS). They authenticate with
 * `Authorization: Bearer`, never with cookies, so no answer allows credentials: a browser then
 * refuses to send the session cookie along, and a page elsewhere can never act as the shopper
 * signed in here.
 */

/**
 * Which API an address belongs to. The operator API (the designer's, the console's at /api/admin and
 * its old paths with their sign-in, and the shop accounts' sign-in) opens only to origins listed by name, never through `*`, since a
 * browser there holds an operator's token.
 */
export type CorsArea = 'public' | 'operator'

const PUBLIC_PATH = /^\/api\/(?:h5app\/|pages(?:\/|$|\?)|schemas(?:\/|$|\?))/
const OPERATOR_PATH =
  /^\/api\/(?:designer(?:\/|$|\?)|admin(?:\/|$|\?)|h5app\/wxapp\/(?:admin(?:\/|$|\?)|operator\/login(?:$|\?)|merchant\/(?:login|logout)(?:$|\?)|merchant\/settlementapply\/[^/?]+\/audit(?:$|\?)))/

export function corsArea(url: string): CorsArea | null {
  if (OPERATOR_PATH.test(url)) return 'operator'
  return PUBLIC_PATH.test(url) ? 'public' : null
}

export const CORS_ALLOW_METHODS = 'GET, POST, PUT, DELETE'
export const CORS_ALLOW_HEADERS = 'Authorization, Content-Type'
/** Browsers cap it lower (Chromium at two hours); a day asks for as much as they give. */
export const CORS_MAX_AGE = '86400'

export interface CorsDecision {
  /** Headers to add to the answer (none when the origin is not allowed). */
  headers: Record<string, string>
  /** Whether the answer depends on the Origin header, so caches must key on it. */
  varies: boolean
}

const NONE: CorsDecision = { headers: {}, varies: false }

/** Whether `request` is a CORS preflight (OPTIONS naming the method it asks for). */
export function isPreflight(method: string | undefined, headers: IncomingHttpHeaders): boolean {
  return (
    method === 'OPTIONS' &&
    typeof headers.origin === 'string' &&
    typeof headers['access-control-request-method'] === 'string'
  )
}

/**
 * The CORS headers for a request to `url` from the Origin in `headers`. Public areas under `*`
 * answer `*` whatever the origin (the same bytes for everyone, cacheable anywhere); otherwise
 * the allowed origin is echoed and the answer varies on Origin.
 */
export function corsDecision(
  policy: CorsOrigins,
  method: string | undefined,
  url: string,
  headers: IncomingHttpHeaders,
): CorsDecision {
  if (!policy.any && policy.listed.length === 0) return NONE
  const area = corsArea(url)
  if (!area) return NONE
  const origin = headers.origin
  const preflight = isPreflight(method, headers)
  const extra: Record<string, string> = preflight
    ? {
        'access-control-allow-methods': CORS_ALLOW_METHODS,
        'access-control-allow-headers': CORS_ALLOW_HEADERS,
        'access-control-max-age': CORS_MAX_AGE,
      }
    : {}
  if (area === 'public' && policy.any)
    return { headers: { 'access-control-allow-origin': '*', ...extra }, varies: false }
  if (typeof origin === 'string' && policy.listed.includes(origin))
    return { headers: { 'access-control-allow-origin': origin, ...extra }, varies: true }
  return { headers: {}, varies: true }
}

/**
 * onRequest hook: answers preflights of the API itself (204, before routing could call them
 * unknown) and puts the CORS headers on every other answer of an API area, errors included, so
 * a client elsewhere can read a 401 or 400 message too.
 */
export function corsHook(policy: CorsOrigins) {
  return async function cors(request: FastifyRequest, reply: FastifyReply) {
    const decision = corsDecision(policy, request.method, request.url, request.headers)
    if (decision.varies) varyOn(reply, 'Origin')
    if (decision.headers['access-control-allow-origin'] === undefined) return
    reply.headers(decision.headers)
    if (isPreflight(request.method, request.headers)) return reply.status(204).send()
  }
}

/**
 * The origins an absolute return or callback address may name: the shop's public origin and the
 * CORS origins listed by name. `*` adds none: "anywhere" would make every such address an open
 * redirect.
 */
export function trustedOrigins(config: Pick<Config, 'publicUrl' | 'corsOrigins'>): string[] {
  return [new URL(config.publicUrl).origin, ...config.corsOrigins.listed]
}
