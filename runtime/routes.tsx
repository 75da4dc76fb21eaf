// First, so the reset and design tokens precede every component's styles in the cascade.
import './styles/global.css'
import type { RouteObject } from 'react-router-dom'
import { DefaultLayout, DefaultLayoutErrorBoundary } from './layouts/DefaultLayout.tsx'
import { NotFoundPage } from './pages/errors/NotFoundPage.tsx'
import { lazyPage } from './routing/lazy-page.ts'
import { ROOT_ROUTE_ID, rootLoader } from './routing/layout-data.ts'
import { notFound } from './routing/params.ts'
import { Root } from './routing/Root.tsx'
import { RootErrorBoundary } from './routing/RootErrorBoundary.tsx'

const MOBILE_VIEWPORT = 'width=device-width, initial-scale=1'

/**
 * Every storefront route (spec 2.1), for the server's static handler and the browser router alike.
 * Route ids are the spec's route names (see routing/titles.ts): they pick the document title.
 */
export const routes: RouteObject[] = [
  {
    id: ROOT_ROUTE_ID,
    loader: rootLoader,
    // The site frame does not change between pages; it is read again on the next full load.
    shouldRevalidate: () => false,
    Component: Root,
    ErrorBoundary: RootErrorBoundary,
    children: [
      {
        id: 'layout-default',
        Component: DefaultLayout,
        ErrorBoundary: DefaultLayoutErrorBoundary,
        children: [
          { id: 'index', index: true, ...lazyPage('home/HomePage.tsx') },
          { id: 'home', path: 'home', ...lazyPage('home/HomePage.tsx') },
          { id: 'shopadmin-index', path: 'shopadmin/index', ...lazyPage('home/HomePage.tsx') },
          { id: 'items', path: 'items', ...lazyPage('items/ItemsPage.tsx') },
          { id: 'custompage', path: 'custompage', ...lazyPage('custompage/CustomPage.tsx') },
          { id: 'product', path: 'product/*', ...lazyPage('product/ProductPage.tsx') },
          {
            id: 'not-found',
            path: '*',
            // Thrown so the status is 404; the layout's boundary then shows the page.
            loader: () => {
              throw notFound()
            },
            Component: NotFoundPage,
          },
        ],
      },
      {
        id: 'h5',
        path: 'h5/*',
        ...lazyPage('h5/H5Page.tsx', { title: '移动端商城', viewport: MOBILE_VIEWPORT }),
      },
    ],
  },
]
