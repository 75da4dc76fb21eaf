import { getApi, type Http } from '../api/index.ts'
import { createPagesApi, type PagesApi } from './pages-api.ts'

/** What the server hands every loader of one page request (react-router's requestContext). */
export interface RequestContext {
  /** The shopper API, answered in-process and carrying the visitor's session. */
  api: Http
  /** The page-descriptor API. */
  pages: PagesApi
}

function requestContext(context: unknown): RequestContext | undefined {
  if (typeof context === 'object' && context !== null && 'api' in context && 'pages' in context)
    return context as RequestContext
  // A server loader without its request's clients would call the API as nobody, so fail loudly.
  if (import.meta.env.SSR) throw new Error('server-side loaders need the request context { api, pages }')
  return undefined
}

/** The shopper API for a loader: the request's client on the server, the browser's singleton otherwise. */
export function loaderApi(context: unknown): Http {
  return requestContext(context)?.api ?? getApi()
}

let browserPages: PagesApi | undefined

/** The page-descriptor API for a loader, like loaderApi. */
export function loaderPagesApi(context: unknown): PagesApi {
  return requestContext(context)?.pages ?? browserPagesApi()
}

function browserPagesApi(): PagesApi {
  browserPages ??= createPagesApi()
  return browserPages
}
