import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { apiNotFound } from '../lib/error-handler.ts'
import type { ErrorBody } from '../lib/errors.ts'
import { APP_OUTLET, appMarkup, documentShell } from './document.ts'
import { FALLBACK_ERROR_PAGE } from './fallback-page.ts'
import { injectFetch } from './inject-fetch.ts'
import { FORCE_PC, FORCE_PC_MAX_AGE_S, isMobileUserAgent, isUnder, mobileLocation } from './mobile.ts'
import type { PageRenderer } from './renderer.ts'

/** Paths that are never storefront pages; a miss there is a plain 404, not the 404 page. */
const FILE_PREFIXES = ['/uploads', '/assets', '/designer']

function acceptsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept
  return !accept || accept.includes('text/html') || accept.includes('*/*')
}

function fileNotFound(_request: FastifyRequest, reply: FastifyReply) {
  const body: ErrorBody = { status_code: 404, code: 'NOT_FOUND', message: '文件不存在' }
  return reply.status(404).send(body)
}

/** The page as react-router's handler wants it: a Fetch API request with the visitor's headers. */
function webRequest(request: FastifyRequest): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item)
  }
  return new Request(new URL(request.url, `${request.protocol}://${request.host || 'localhost'}`), { headers })
}

/**
 * Answers every request no route took: unknown API calls and files get JSON 404s; page requests
 * get the server-rendered storefront, after the phone redirect (spec 1) has had its say.
 */
export function pageHandler(app: FastifyInstance, renderer: PageRenderer) {
  const { config } = app

  return async function handlePage(request: FastifyRequest, reply: FastifyReply) {
    const url = new URL(request.url, 'http://page')
    if (isUnder(url.pathname, '/api')) return apiNotFound(request, reply)
    if (FILE_PREFIXES.some((prefix) => isUnder(url.pathname, prefix))) return fileNotFound(request, reply)
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !acceptsHtml(request)) return apiNotFound(request, reply)

    // "继续访问电脑版" on the H5 page: remember the choice, then show the page without the flag.
    if (url.searchParams.get(FORCE_PC) === '1') {
      url.searchParams.delete(FORCE_PC)
      reply.setCookie(FORCE_PC, '1', { path: '/', maxAge: FORCE_PC_MAX_AGE_S, sameSite: 'lax' })
      return reply.redirect(url.pathname + url.search, 302)
    }
    if (request.cookies[FORCE_PC] !== '1' && isMobileUserAgent(request.headers['user-agent'])) {
      const location = mobileLocation(config.h5Url, request.url)
      if (location) return reply.redirect(location, 302)
    }

    let page
    try {
      const result = await renderer.render(webRequest(request), {
        fetch: injectFetch(app, request),
        production: config.env !== 'development',
        onError: (err) => request.log.error({ err }, 'error while rendering a page'),
      })
      if (result.type === 'redirect') return reply.redirect(result.location, result.status)
      const shell = documentShell(result.head, await renderer.assets(result.modules))
      const finished = renderer.transformShell ? await renderer.transformShell(url.pathname, shell) : shell
      page = { status: result.status, html: finished.replace(APP_OUTLET, () => appMarkup(result.html, result.hydrationScript)) }
    } catch (err) {
      request.log.error({ err }, 'page could not be rendered')
      page = { status: 500, html: FALLBACK_ERROR_PAGE }
    }
    // Pages show the visitor's own session (name, cart), so shared caches must not keep them.
    return reply.status(page.status).header('cache-control', 'private, no-cache').type('text/html; charset=utf-8').send(page.html)
  }
}
