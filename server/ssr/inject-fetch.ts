import type { FastifyInstance, FastifyRequest, InjectOptions } from 'fastify'
import { AUDIENCE_HEADER, audienceHeader, type Audience } from '../commerce/goods/audience.ts'

/** Statuses whose responses cannot carry a body in the Fetch API. */
const NULL_BODY = new Set([101, 103, 204, 205, 304])

/**
 * A fetch for server-side loaders that answers through app.inject: no network hop, and the API
 * sees the visitor's cookies, user agent and address as if the browser had called it. A shared
 * page (`asGuest`) calls the API without the visitor's cookies; rendered for a member audience,
 * its calls say so (goods/audience.ts), so goods come at that audience's prices. A read of
 * nobody's session that `direct` answers (direct-reads.ts) skips app.inject.
 */
export function injectFetch(
  app: FastifyInstance,
  page: FastifyRequest,
  {
    asGuest = false,
    audience = null,
    direct,
  }: {
    asGuest?: boolean
    audience?: Audience | null
    direct?: (url: URL, audience: Audience | null, ifNoneMatch: string | undefined) => Promise<Response | null>
  } = {},
): typeof globalThis.fetch {
  const audienceValue = audience && audienceHeader(audience)
  const cookie = asGuest ? undefined : page.headers.cookie
  return async (input, init) => {
    const { method, url, headers, payload } = await requestParts(input, init)
    if (direct && method === 'GET' && !cookie && !headers.authorization) {
      const answer = await direct(url, audience, headers['if-none-match'])
      if (answer) return answer
    }
    if (cookie) headers.cookie = cookie
    if (page.headers['user-agent']) headers['user-agent'] = page.headers['user-agent']
    if (audienceValue) headers[AUDIENCE_HEADER] = audienceValue

    const response = await app.inject({
      method: method as InjectOptions['method'],
      url: url.pathname + url.search,
      headers,
      // The visitor's address as the socket's, so per-IP limits count the visitor whether or not proxies are trusted.
      remoteAddress: page.ip,
      payload,
    })

    const responseHeaders: [string, string][] = []
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue
      for (const item of Array.isArray(value) ? value : [value]) responseHeaders.push([name, String(item)])
    }
    const body = NULL_BODY.has(response.statusCode) || method === 'HEAD' ? null : new Uint8Array(response.rawPayload)
    return new Response(body, { status: response.statusCode, headers: responseHeaders })
  }
}

interface RequestParts {
  method: string
  url: URL
  headers: Record<string, string>
  payload: string | Buffer | undefined
}

/**
 * What app.inject needs of a call. The loaders' calls (an address, headers, a text body or none)
 * are read as they are: a Fetch Request built for each was a third of what the call added to a
 * page's render beside the API's own work.
 */
async function requestParts(input: RequestInfo | URL, init: RequestInit | undefined): Promise<RequestParts> {
  const headers: Record<string, string> = {}
  if (typeof input === 'string' && (init?.body === undefined || init.body === null || typeof init.body === 'string')) {
    new Headers(init?.headers).forEach((value, name) => {
      headers[name] = value
    })
    return {
      method: (init?.method ?? 'GET').toUpperCase(),
      url: new URL(input),
      headers,
      payload: init?.body ?? undefined,
    }
  }
  const request = new Request(input, init)
  request.headers.forEach((value, name) => {
    headers[name] = value
  })
  const payload = request.body ? Buffer.from(await request.arrayBuffer()) : undefined
  return { method: request.method, url: new URL(request.url), headers, payload }
}
