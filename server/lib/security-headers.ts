import type { FastifyReply, FastifyRequest } from 'fastify'

export interface PolicyOptions {
  /** Vite's development server: its inline React refresh preamble and its HMR socket. */
  development: boolean
  /** The page designer (/designer/), an operators-only static build. */
  designer: boolean
}

/**
 * The policy for every answer. Scripts come from this origin only: pages carry their hydration
 * data in JSON blocks the browser never runs, so no inline script is allowed at all, and a page
 * is the same bytes for every guest (it can be cached and shared; there is no per-answer nonce).
 * The designer may also evaluate code: ajv compiles the widget schemas into functions in the
 * browser (schemas/validate.ts); shoppers never load it, and an injected inline script still
 * cannot run there. Styles may be inline (React's style attributes, the error pages' stylesheet).
 * Images may come from any https host, because page templates name images on CDNs. Development
 * relaxes scripts for Vite's inline React refresh preamble and connects to its HMR socket.
 */
export function contentSecurityPolicy({ development, designer }: PolicyOptions): string {
  const scripts = ["'self'", ...(development ? ["'unsafe-inline'"] : []), ...(designer ? ["'unsafe-eval'"] : [])].join(
    ' ',
  )
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

const DESIGNER_PATH = /^\/designer(\/|$|\?)/

/** The headers of every answer, made once per kind of answer (storefront and API, or designer). */
export function securityHeaderValues(options: PolicyOptions): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(options),
    'x-frame-options': 'SAMEORIGIN',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
  }
}

/** Puts the headers on a reply, unless the route already chose a stricter value for one of them. */
export type SecurityHeaderSetter = (request: FastifyRequest, reply: FastifyReply) => void

/**
 * The one place that puts the headers on an answer: the policy above, no framing by other sites,
 * no content sniffing, and only the origin in referrers sent elsewhere. The onSend hook below uses
 * it for every answer that goes through Fastify's hooks (pages, API, files, the designer, and the
 * error handler's bad JSON, 413 and 415); the framework-error handler (server/ssr/framework-errors.ts)
 * for the answers to addresses that cannot be decoded, which no hook sees; the cached fast path
 * (server/ssr/fast-path.ts) sends securityHeaderValues with its kept bytes.
 */
export function securityHeaderSetter(development: boolean): SecurityHeaderSetter {
  const storefront = securityHeaderValues({ development, designer: false })
  const designer = securityHeaderValues({ development, designer: true })
  return (request, reply) => {
    const headers = DESIGNER_PATH.test(request.url) ? designer : storefront
    // A route that set a stricter header of its own (the WeChat consent page, the share poster) keeps it.
    for (const name in headers) if (!reply.hasHeader(name)) reply.header(name, headers[name])
  }
}

/** onSend hook for every answer that goes through Fastify's hooks. */
export function securityHeaders(development: boolean) {
  const setHeaders = securityHeaderSetter(development)
  return async function addSecurityHeaders(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    setHeaders(request, reply)
    return payload
  }
}
