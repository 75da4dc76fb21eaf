import type { ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import type { HydrationState, RouteObject } from 'react-router-dom'
import { attachUserStore } from './api/index.ts'
import { AppStoresProvider, createAppStores } from './routing/app-stores.tsx'
import { loadFullRouter } from './routing/browser-router.tsx'
import { reloadOnPreloadErrors } from './routing/chunk-reload.ts'
import { FIXED_ROUTES } from './fixed-routes.tsx'
import { readHydration, type HydrationMatch } from './routing/hydration.ts'
import { readPageChunks } from './routing/page-chunks.ts'
import { type PageModule, pageRoute } from './routing/page-route.ts'
import type { LightMatch } from './routing/light-router/context.ts'
import { LightRouter } from './routing/light-router/LightRouter.tsx'
import { guardKeptImages } from './widgets/kept-markup-images.ts'
import { loadWidgets } from './widgets/registry.ts'
import './widgets/widget-styles.ts'

/** Spec 2.5: only WeChat's browser changes routes in place; every other browser loads each page in full. */
const IN_PLACE_NAVIGATION = /MicroMessenger/i

function routeById(list: readonly RouteObject[], id: string): RouteObject | undefined {
  for (const route of list) {
    if (route.id === id) return route
    const child = route.children && routeById(route.children, id)
    if (child) return child
  }
  return undefined
}

/** The route table, which names every page's chunk: only an in-place navigation needs it. */
const routeTable = () => import('./routes.tsx').then((module) => module.routes)

/**
 * A matched route for the light router: a fixed route (fixed-routes.tsx), or the page's
 * own route built from the handle the server matched it with and its chunk's address
 * (routing/page-chunks.ts); failing both, from the route table.
 */
async function matchedRoute(match: HydrationMatch, chunks: Record<string, string>): Promise<RouteObject | undefined> {
  const fixed = routeById(FIXED_ROUTES, match.id)
  if (fixed) return fixed
  const module = match.handle?.module
  const url = module && chunks[module]
  if (module && url)
    return {
      id: match.id,
      ...pageRoute(() => import(/* @vite-ignore */ url) as Promise<PageModule>, { ...match.handle, module }),
    }
  return routeById(await routeTable(), match.id)
}

/**
 * The routes the server matched, their lazy modules loaded: the first render must have every
 * component the server's HTML shows, or it would not match it.
 */
async function loadMatches(
  matches: HydrationMatch[],
  find: (match: HydrationMatch) => Promise<RouteObject | undefined>,
): Promise<LightMatch[]> {
  return Promise.all(
    matches.map(async (match) => {
      const route = await find(match)
      if (!route) throw new Error(`the page names an unknown route ${match.id}`)
      if (typeof route.lazy === 'function') Object.assign(route, { ...(await route.lazy()), lazy: undefined })
      return { ...match, route }
    }),
  )
}

/** The page in react-router, which runs the loaders itself when a route changes in place. */
async function fullRouter(hydrationData: HydrationState | undefined): Promise<ReactNode> {
  const [{ createBrowserRouter, RouterProvider }, routes] = await Promise.all([loadFullRouter(), routeTable()])
  return <RouterProvider router={createBrowserRouter(routes, { hydrationData })} />
}

async function hydrate(): Promise<void> {
  reloadOnPreloadErrors()
  guardKeptImages()
  // The server's loader data, route errors, matched routes and widget types, from the page's data block.
  const { hydrationData, matches, widgets } = readHydration()
  // The page's widgets too, so the first render has every component the server's HTML shows
  // (the page preloads their chunks, so this waits on no extra round trip).
  const light = hydrationData !== undefined && !IN_PLACE_NAVIGATION.test(navigator.userAgent)
  const chunks = readPageChunks()
  const find = light
    ? (match: HydrationMatch) => matchedRoute(match, chunks)
    : async (match: HydrationMatch) => routeById(await routeTable(), match.id)
  const [loaded] = await Promise.all([loadMatches(matches, find), loadWidgets(widgets)])
  const page = light ? (
    <LightRouter matches={loaded} loaderData={hydrationData.loaderData ?? {}} errors={hydrationData.errors ?? null} />
  ) : (
    await fullRouter(hydrationData)
  )

  // The session cookies are HttpOnly: the stores read the session flags the server put in the page.
  const stores = createAppStores(undefined)
  attachUserStore(stores.user)

  const container = document.getElementById('root')
  if (!container) throw new Error('the page has no #root element')
  hydrateRoot(container, <AppStoresProvider stores={stores}>{page}</AppStoresProvider>)
}

void hydrate()
