import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Config } from '../config.ts'
import { errorBody } from '../../schemas/api/errors.ts'
import { DEFAULT_REDIRECT, sameSitePath } from '../../schemas/redirect.ts'
import type { Audience } from '../commerce/goods/audience.ts'
import { sessionOfCookies, type SessionFlags } from '../../runtime/lib/auth-storage.ts'
import { TOKEN_COOKIE } from '../lib/auth.ts'
import { cachedBody, PRIVATE_CACHE_CONTROL, sendCachedBody, SHARED_CACHE_CONTROL } from '../lib/cached-body.ts'
import { apiNotFound } from '../lib/error-handler.ts'
import { documentBytes, documentShell } from './document.ts'
import { FALLBACK_ERROR_PAGE, FALLBACK_NOT_FOUND_PAGE } from './fallback-page.ts'
import { directReads } from './direct-reads.ts'
import { injectFetch } from './inject-fetch.ts'
import { isSharedPage, pageVisitor, sharedPageCache, sharedPageKey, type PageAnswer } from './page-cache.ts'
import { memberAudience } from './member-audience.ts'
import { FORCE_PC, FORCE_PC_MAX_AGE_S, isMobileUserAgent, isUnder, mobileLocation } from './mobile.ts'
import type { PageRenderer } from './renderer.ts'

/** Paths that are never storefront pages; a miss there is a plain 404, not the 404 page. */
const FILE_PREFIXES = ['/uploads', '/assets', '/designer', '/admin']

function acceptsHtml(request: Pick<FastifyRequest, 'headers'>): boolean {
  const accept = request.headers.accept
  return !accept || accept.includes('text/html') || accept.includes('*/*')
}

/** A browser asking for a storefront page at `pathname` (not an API call, a file or a form post). */
export function isPageRequest(request: Pick<FastifyRequest, 'method' | 'headers'>, pathname: string): boolean {
  if (isUnder(pathname, '/api') || FILE_PREFIXES.some((prefix) => isUnder(pathname, prefix))) return false
  return (request.method === 'GET' || request.method === 'HEAD') && acceptsHtml(request)
}

type RenderedPage =
  | { type: 'redirect'; status: number; location: string }
  | { type: 'page'; status: number; html: string | Buffer }

const HTML = 'text/html; charset=utf-8'

export function sendPage(reply: FastifyReply, status: number, html: string | Buffer) {
  return reply.status(status).header('cache-control', PRIVATE_CACHE_CONTROL).type(HTML).send(html)
}

function fileNotFound(_request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send(errorBody('FILE_NOT_FOUND'))
}

const PLACEHOLDER_ORIGIN = 'http://page.invalid'

/**
 * The requested path and query. The request target is always read as a path: resolved against
 * a base, '//x:y' or '/\\' would be taken for a host (and throw, or name another site).
 */
function pageUrl(target: string): URL | null {
  if (!target.startsWith('/')) return null
  try {
    return new URL(PLACEHOLDER_ORIGIN + target)
  } catch {
    return null
  }
}

/** The origin the visitor asked for, when the Host header names one; loaders only read it. */
function requestOrigin(request: FastifyRequest): string {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin
  } catch {
    return 'http://localhost'
  }
}

/** Headers a guest page is rendered without: whatever could make it one visitor's own. */
const PERSONAL_HEADERS = new Set(['cookie', 'authorization'])

/** The page as react-router's handler wants it: a Fetch API request with the visitor's headers. */
function webRequest(request: FastifyRequest, url: URL, asGuest: boolean): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || (asGuest && PERSONAL_HEADERS.has(name))) continue
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item)
  }
  // Joined, not resolved: a path such as '//x:y' must stay a path.
  return new Request(requestOrigin(request) + url.pathname + url.search, { headers })
}

/**
 * The address of a request for a shared page (one every guest, and every member of an audience,
 * sees alike) that is not sent elsewhere first (the phone redirect, the 继续访问电脑版 flag), or
 * null. Development never caches.
 */
export function sharedPageAddress(
  config: Config,
  request: Pick<FastifyRequest, 'method' | 'headers' | 'cookies' | 'url'>,
): URL | null {
  if (config.env === 'development') return null
  const url = pageUrl(request.url)
  if (!url || !isPageRequest(request, url.pathname) || url.searchParams.get(FORCE_PC) === '1') return null
  if (request.cookies[FORCE_PC] !== '1' && isMobileUserAgent(request.headers['user-agent'])) return null
  return isSharedPage(url.pathname) ? url : null
}

/**
 * Answers every request no route took: unknown API calls and files get JSON 404s; page requests
 * get the server-rendered storefront, after the phone redirect (spec 1) has had its say.
 */
export function pageHandler(app: FastifyInstance, renderer: PageRenderer) {
  const { config } = app
  const direct = directReads(app)

  return async function handlePage(request: FastifyRequest, reply: FastifyReply) {
    const url = pageUrl(request.url)
    // Not a path at all ('*', an absolute-form target): no page has such an address.
    if (!url)
      return isPageRequest(request, '/') ? sendPage(reply, 404, FALLBACK_NOT_FOUND_PAGE) : apiNotFound(request, reply)
    if (isUnder(url.pathname, '/api')) return apiNotFound(request, reply)
    if (FILE_PREFIXES.some((prefix) => isUnder(url.pathname, prefix))) return fileNotFound(request, reply)
    if (!isPageRequest(request, url.pathname)) return apiNotFound(request, reply)

    // "继续访问电脑版" on the H5 page: remember the choice, then show the page without the flag.
    if (url.searchParams.get(FORCE_PC) === '1') {
      url.searchParams.delete(FORCE_PC)
      reply.setCookie(FORCE_PC, '1', { path: '/', maxAge: FORCE_PC_MAX_AGE_S, sameSite: 'lax' })
      return reply.redirect(sameSitePath(url.pathname + url.search) ?? DEFAULT_REDIRECT, 302)
    }
    if (request.cookies[FORCE_PC] !== '1' && isMobileUserAgent(request.headers['user-agent'])) {
      const location = mobileLocation(config.h5Url, sameSitePath(url.pathname + url.search) ?? DEFAULT_REDIRECT)
      if (location) return reply.redirect(location, 302)
    }

    const visitor = pageVisitor(request)
    const audience = visitor.kind === 'member' ? await memberAudience(app, visitor.token) : null
    const staleSession = visitor.kind === 'member' && !audience
    // A session cookie naming no live session: cleared (it is HttpOnly), and the page is a guest's.
    if (staleSession) reply.clearCookie(TOKEN_COOKIE.member, { path: '/' })
    if (visitor.kind !== 'own' && sharedPageAddress(config, request))
      return sendShared(request, reply, url, audience, staleSession)

    const session = { ...sessionOfCookies(request.headers.cookie ?? ''), staff: audience?.isStaff ?? false }
    const rendered = await renderPage(request, reply, url, { session })
    if (rendered.type === 'redirect') return reply.redirect(rendered.location, rendered.status)
    return sendPage(reply, rendered.status, rendered.html)
  }

  /**
   * A shared page from the cache, rendered for the audience (null: guests) when missing. It is
   * rendered without the visitor's cookies and as nobody in particular: the member's parts come
   * from the personal call after load. A member's copy, and an answer that clears a stale session
   * cookie, is private; only the guests' copy may be kept by shared caches.
   */
  async function sendShared(
    request: FastifyRequest,
    reply: FastifyReply,
    url: URL,
    audience: Audience | null,
    clearsCookie: boolean,
  ) {
    const answer = await sharedPageCache(app.db).get(sharedPageKey(request, url, audience), async () => {
      const session = { customer: audience !== null, shop: false, staff: audience?.isStaff ?? false }
      const rendered = await renderPage(request, reply, url, { session, shared: { audience } })
      if (rendered.type === 'redirect') return { value: rendered, keep: false }
      const value: PageAnswer = { type: 'page', status: rendered.status, body: await cachedBody(rendered.html, HTML) }
      // Nothing that sets a cookie is shared, even if a hook of the app ever did so for a guest.
      return { value, keep: rendered.status === 200 && !reply.hasHeader('set-cookie') }
    })
    if (answer.type === 'redirect') return reply.redirect(answer.location, answer.status)
    if (answer.status !== 200) return sendPage(reply, answer.status, answer.body.identity)
    const shared = audience === null && !clearsCookie
    return sendCachedBody(request, reply, answer.body, shared ? SHARED_CACHE_CONTROL : PRIVATE_CACHE_CONTROL)
  }

  /**
   * The page at `url` as HTML, or where to go instead. A shared page is rendered without the
   * visitor's cookies and its API calls priced for the audience, so what is kept for everyone of
   * the audience holds nothing of this visitor.
   */
  async function renderPage(
    request: FastifyRequest,
    reply: FastifyReply,
    url: URL,
    { session, shared }: { session: SessionFlags; shared?: { audience: Audience | null } },
  ): Promise<RenderedPage> {
    const directly = (call: URL, audience: Audience | null, ifNoneMatch: string | undefined) =>
      direct(call, audience, { request, reply }, ifNoneMatch)
    const calls = shared ? { asGuest: true, audience: shared.audience } : {}
    try {
      const result = await renderer.render(webRequest(request, url, shared !== undefined), {
        fetch: injectFetch(app, request, { ...calls, direct: directly }),
        session,
        production: config.env !== 'development',
        onError: (err) => request.log.error({ err }, 'error while rendering a page'),
      })
      // Loaders build their redirects from the address; whatever it held, the site is not left.
      if (result.type === 'redirect')
        return { type: 'redirect', status: result.status, location: sameSitePath(result.location) ?? DEFAULT_REDIRECT }
      const shell = documentShell(result.head, await renderer.assets(result.modules, result.styleModules))
      const finished = renderer.transformShell ? await renderer.transformShell(url.pathname, shell) : shell
      const html = documentBytes(finished, result.html, result.hydrationData)
      return { type: 'page', status: result.status, html }
    } catch (err) {
      request.log.error({ err }, 'page could not be rendered')
      return { type: 'page', status: 500, html: FALLBACK_ERROR_PAGE }
    }
  }
}
