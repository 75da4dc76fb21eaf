import { hydrateRoot } from 'react-dom/client'
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom'
import { attachUserStore } from './api/index.ts'
import { routes } from './routes.tsx'
import { AppStoresProvider, createAppStores } from './routing/app-stores.tsx'
import { reloadOnPreloadErrors } from './routing/chunk-reload.ts'
import { fullPageNavigation } from './routing/full-page-navigation.ts'
import { readHydration } from './routing/hydration.ts'
import { guardKeptImages } from './widgets/kept-markup-images.ts'
import { loadWidgets } from './widgets/registry.ts'
import './widgets/widget-styles.ts'

/**
 * The server rendered the matched pages, so their lazy modules are loaded before hydrating;
 * otherwise the first render would lack their components and not match the server's HTML.
 */
async function loadMatchedLazyRoutes(routeList: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routeList, window.location) ?? []
  await Promise.all(
    matches.map(async ({ route }) => {
      if (!route.lazy || typeof route.lazy !== 'function') return
      Object.assign(route, { ...(await route.lazy()), lazy: undefined })
    }),
  )
}

async function hydrate(): Promise<void> {
  reloadOnPreloadErrors()
  guardKeptImages()
  // The server's loader data, route errors and widget types, from the page's data block.
  const { hydrationData, widgets } = readHydration()
  // The page's widgets too, so the first render has every component the server's HTML shows
  // (the page preloads their chunks, so this waits on no extra round trip).
  await Promise.all([loadMatchedLazyRoutes(routes), loadWidgets(widgets)])
  const router = createBrowserRouter(routes, { hydrationData, dataStrategy: fullPageNavigation(() => router) })

  // The session cookies are HttpOnly: the stores read the session flags the server put in the page.
  const stores = createAppStores(undefined)
  attachUserStore(stores.user)

  const container = document.getElementById('root')
  if (!container) throw new Error('the page has no #root element')
  hydrateRoot(
    container,
    <AppStoresProvider stores={stores}>
      <RouterProvider router={router} />
    </AppStoresProvider>,
  )
}

void hydrate()
