import { randomBytes } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'

const nonces = new WeakMap<FastifyRequest, string>()

/**
 * The request's script nonce: made on first use (by the page renderer, for every inline script it
 * writes), then named by the Content-Security-Policy header of the answer.
 */
export function cspNonce(request: FastifyRequest): string {
  let nonce = nonces.get(request)
  if (!nonce) {
    nonce = randomBytes(16).toString('base64')
    nonces.set(request, nonce)
  }
  return nonce
}

export interface PolicyOptions {
  /** Vite's development server: its inline React refresh preamble and its HMR socket. */
  development: boolean
  /** The page designer (/designer/), an operators-only static build. */
  designer: boolean
}

/**
 * The policy for every answer. Scripts come from this origin only, plus inline scripts carrying
 * the request's nonce (the hydration data); the built client and the designer load no inline
 * script. The designer may also evaluate code: ajv compiles the widget schemas into functions in
 * the browser (schemas/validate.ts); shoppers never load it, and an injected inline script still
 * cannot run there. Styles may be inline (React's style attributes, the error pages' stylesheet).
 * Images may come from any https host, because page templates name images on CDNs. Development
 * relaxes scripts for Vite's inline React refresh preamble and connects to its HMR socket; a nonce
 * would switch 'unsafe-inline' off, so there is none.
 */
export function contentSecurityPolicy(nonce: string, { development, designer }: PolicyOptions): string {
  const scripts = [
    "'self'",
    development ? "'unsafe-inline'" : `'nonce-${nonce}'`,
    ...(designer ? ["'unsafe-eval'"] : []),
  ].join(' ')
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob: https:",
    "font-src 'self' data:",
    development ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
    // The cashier sends the browser to Alipay by navigation, never by posting a form there.
    "form-action 'self'",
  ].join('; ')
}

/**
 * onSend hook for every answer (pages, API, files, the designer): the policy above, no framing
 * by other sites, no content sniffing, and only the origin in referrers sent elsewhere — unless
 * the route already chose a stricter value for one of them.
 */
export function securityHeaders(development: boolean) {
  return async function addSecurityHeaders(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const designer = /^\/designer(\/|$|\?)/.test(request.url)
    const defaults: Record<string, () => string> = {
      'content-security-policy': () => contentSecurityPolicy(cspNonce(request), { development, designer }),
      'x-frame-options': () => 'SAMEORIGIN',
      'x-content-type-options': () => 'nosniff',
      'referrer-policy': () => 'strict-origin-when-cross-origin',
    }
    // A route that set a stricter header of its own (the WeChat consent page, the share poster) keeps it.
    for (const [name, value] of Object.entries(defaults)) if (!reply.hasHeader(name)) reply.header(name, value())
    return payload
  }
}
