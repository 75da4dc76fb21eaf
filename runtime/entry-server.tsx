import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { isRouteErrorResponse, StaticRouterProvider, type StaticHandlerContext } from 'react-router-dom'
import type { LayoutData } from '../schemas/layout.ts'
import { createHttp } from './api/index.ts'
import { sessionBlock, sessionOfCookies, type SessionFlags } from './lib/auth-storage.ts'
import { routes } from './routes.tsx'
import { AppStoresProvider, createAppStores } from './routing/app-stores.tsx'
import { handleOf, pageViewport } from './routing/handle.ts'
import { hydrationBlock } from './routing/hydration.ts'
import { ROOT_ROUTE_ID } from './routing/layout-data.ts'
import type { RequestContext } from './routing/loader-api.ts'
import { createPagesApi } from './routing/pages-api.ts'
import { routeHandlers, type RouteHandler } from './routing/route-handlers.ts'
import { documentTitle, errorTitles, routeHead } from './routing/titles.ts'
import { loadWidgets, registeredTypes, widgetModule } from './widgets/registry.ts'
import { createWidgetUsage, WidgetUsageProvider } from './widgets/widget-usage.ts'
import { createKeptMarkup, IMAGE_PRELOAD, LEADING_IMAGE_PRELOADS } from './widgets/kept-markup.tsx'
import { KeptMarkupProvider, SERVER_MARKUP_TYPES, ServerRenderProvider } from './widgets/server-markup.ts'

const handlerFor = routeHandlers(routes)

export interface RenderOptions {
  /** Answers API calls in-process; the server builds it on app.inject. */
  fetch: typeof globalThis.fetch
  /** Hides error messages from the page's hydration data. */
  production: boolean
  /** Receives what loaders and components threw, for the server log. */
  onError(error: unknown): void
  /**
   * The sessions the page shows, as the server decided (a page shared by a member audience is
   * rendered without cookies yet signed in, staff or not); by default the cookie header's.
   */
  session?: SessionFlags
}

export interface DocumentHead {
  title: string
  keywords: string
  description: string
  viewport: string
  /** `<link rel="preload" as="image" fetchPriority="high">` of the page's main images, for before the stylesheets. */
  imagePreloads?: string
}

export type RenderResult =
  | { type: 'redirect'; status: number; location: string }
  | {
      type: 'page'
      status: number
      head: DocumentHead
      /** The app's markup, for inside #root. */
      html: string
      /**
       * The data blocks that follow #root: loader data and widget types for the browser router,
       * and the session flags. JSON the browser never executes, so the page has no inline script.
       */
      hydrationData: string
      /** Source files of the matched lazy pages and of the widgets that hydrate, whose chunks the page should preload. */
      modules: string[]
      /** Source files of the widgets whose markup the browser keeps or hydrates when seen: the page needs their styles only. */
      styleModules: string[]
    }

/**
 * The clients a request's loaders use, answered in-process: the server's fetch forwards the
 * visitor's cookies, so calls carry the visitor's own session.
 */
function requestContext(request: Request, fetch: typeof globalThis.fetch): RequestContext {
  const url = new URL(request.url)
  const api = createHttp({
    origin: url.origin,
    fetch,
    // The server cleared the stale cookie in its 401 answer; the page is rendered signed out.
    forgetMember: () => {},
    // Thrown inside a loader, a Response redirect becomes the page's redirect.
    onUnauthorized: (loginUrl) => {
      throw new Response(null, { status: 302, headers: { location: loginUrl } })
    },
    currentPath: () => url.pathname + url.search,
    notifyError: () => {},
  })
  return { api, pages: createPagesApi({ origin: url.origin, fetch }) }
}

/**
 * Renders the whole page at once, so the status and title are settled before any byte is sent.
 * Nothing suspends (pages and widgets are loaded first) and no Suspense boundary exists, so the
 * string renderer gives the markup the streaming one would, without its per-chunk byte encoding
 * and stream plumbing (about a sixth of the server's time for the home page). A render error is
 * reported, then thrown.
 */
function renderToHtml(app: ReactNode, onError: (error: unknown) => void): string {
  try {
    return renderToString(app)
  } catch (error) {
    onError(error)
    throw error
  }
}

/** The page's markup and the widget types it shows. */
function renderContext(
  staticRouter: RouteHandler['router'],
  context: StaticHandlerContext,
  cookieHeader: string,
  session: SessionFlags,
  options: RenderOptions,
) {
  const router = staticRouter(context)
  const stores = createAppStores(cookieHeader, session)
  const widgets = createWidgetUsage()
  const keptMarkup = createKeptMarkup(widgets)
  const html = renderToHtml(
    <AppStoresProvider stores={stores}>
      <WidgetUsageProvider value={widgets}>
        <ServerRenderProvider value>
          <KeptMarkupProvider value={keptMarkup}>
            {/* Hydration data goes in its own data block after #root, so the browser's tree matches this one. */}
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </KeptMarkupProvider>
        </ServerRenderProvider>
      </WidgetUsageProvider>
    </AppStoresProvider>,
    options.onError,
  )
  keptMarkup.keepRendered()
  return { html: keptMarkup.withPreloads(html), widgets }
}

/**
 * Takes the preloads of high-priority images (SafeImage's `priority`: the banner, the item's
 * photo) out of the start of the markup, for the document's head. React puts its image preloads
 * in front of the markup it renders, which here is inside #root after every stylesheet and module
 * preload of the head, so the browser would ask for the main image last; from the head it is
 * asked for first. The other eager images keep their preloads where React wrote them. React's
 * hydration passes over such links, so #root hydrates the same without them.
 */
function hoistImagePreloads(html: string): { html: string; imagePreloads: string } {
  const leading = LEADING_IMAGE_PRELOADS.exec(html)?.[0]
  if (!leading) return { html, imagePreloads: '' }
  const links = leading.match(IMAGE_PRELOAD) ?? []
  const high = links.filter((link) => link.includes('fetchPriority="high"'))
  if (high.length === 0) return { html, imagePreloads: '' }
  const rest = links.filter((link) => !link.includes('fetchPriority="high"'))
  return { html: rest.join('') + html.slice(leading.length), imagePreloads: high.join('') }
}

function head(context: StaticHandlerContext): DocumentHead {
  const matches = context.matches.map((match) => ({
    id: match.route.id,
    handle: match.route.handle,
    data: context.loaderData[match.route.id],
  }))
  const layout = context.loaderData[ROOT_ROUTE_ID] as LayoutData | undefined
  if (context.errors) {
    const page = context.statusCode === 404 ? errorTitles.notFound : errorTitles.error
    return {
      title: documentTitle(page, layout?.seo.title),
      keywords: layout?.seo.keywords ?? '',
      description: layout?.seo.description ?? '',
      viewport: pageViewport(matches),
    }
  }
  return { ...routeHead(matches, layout?.seo), viewport: pageViewport(matches) }
}

/**
 * Renders one storefront page: runs the matched loaders through react-router's static handler,
 * then the React tree. A loader's redirect comes back as a redirect; a 404 response or failed
 * parameter check as status 404 with the 404 page; any other failure as status 500 with the
 * error page.
 */
export async function render(request: Request, options: RenderOptions): Promise<RenderResult> {
  const { handler, router } = handlerFor(new URL(request.url).pathname)
  const result = await handler.query(request, { requestContext: requestContext(request, options.fetch) })
  if (result instanceof Response) {
    const location = result.headers.get('location')
    if (!location) throw new Error(`a loader answered with a bare ${result.status} response`)
    return { type: 'redirect', status: result.status, location }
  }

  let context = result
  for (const error of Object.values(context.errors ?? {})) {
    // A thrown 404 is an answer, not a fault; everything else is worth a log line.
    if (!isRouteErrorResponse(error) || error.status >= 500) options.onError(error)
  }

  const cookieHeader = request.headers.get('cookie') ?? ''
  const session = options.session ?? sessionOfCookies(cookieHeader)
  // Every widget a page might show is ready before rendering (a no-op after the first page).
  await loadWidgets(registeredTypes)
  let page: ReturnType<typeof renderContext>
  try {
    page = renderContext(router, context, cookieHeader, session, options)
  } catch (error) {
    // A component threw while rendering (onError has logged it): show the root boundary's error page.
    context = { ...context, statusCode: 500, errors: { [ROOT_ROUTE_ID]: error } }
    page = renderContext(router, context, cookieHeader, session, options)
  }

  const pageModules = context.matches.flatMap(
    (match) => handleOf({ id: match.route.id, handle: match.route.handle }).module ?? [],
  )
  // Widgets whose markup the browser keeps, and those that hydrate when seen, need their styles
  // now, not their code.
  const { now, later } = page.widgets
  const hydrated = [...now].filter((type) => !SERVER_MARKUP_TYPES.has(type)).sort()
  const stylesOnly = [...new Set([...now, ...later])]
    .filter((type) => SERVER_MARKUP_TYPES.has(type) || !now.has(type))
    .sort()
  const { html, imagePreloads } = hoistImagePreloads(page.html)
  return {
    type: 'page',
    status: context.statusCode,
    head: { ...head(context), imagePreloads },
    html,
    hydrationData: hydrationBlock(context, options.production, hydrated) + sessionBlock(session),
    modules: [...pageModules, ...hydrated.map(widgetModule)],
    styleModules: stylesOnly.map(widgetModule),
  }
}
