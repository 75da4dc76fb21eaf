// First, so the reset and design tokens precede every component's styles in the cascade.
import './styles/global.css'
import { type NonIndexRouteObject, type RouteObject, redirect } from 'react-router-dom'
import { AuthLayout, AuthLayoutErrorBoundary } from './layouts/AuthLayout.tsx'
import { DefaultLayout, DefaultLayoutErrorBoundary } from './layouts/DefaultLayout.tsx'
import { ShopLayout, shopLayoutLoader } from './layouts/ShopLayout.tsx'
import { NotFoundPage } from './pages/errors/NotFoundPage.tsx'
import { logisticsLoader } from './pages/member/logistics/logistics-redirect.ts'
import { customLoader, editLoader } from './routing/designer-entry.ts'
import { ROOT_ROUTE_ID, rootLoader } from './routing/layout-data.ts'
import { notFound } from './routing/params.ts'
import { Root } from './routing/Root.tsx'
import { RootErrorBoundary } from './routing/RootErrorBoundary.tsx'

/**
 * The routes whose code is in the entry: the root (site frame, document head), the layouts, and
 * the routes that only redirect or show the 404 page. The route table (routes.tsx) adds the lazy
 * pages; a desktop browser hydrates with these and the page's own route only (entry-client.tsx).
 */
export const rootRoute: NonIndexRouteObject = {
  id: ROOT_ROUTE_ID,
  loader: rootLoader,
  // The site frame does not change between pages; it is read again on the next full load.
  shouldRevalidate: () => false,
  Component: Root,
  ErrorBoundary: RootErrorBoundary,
}

export const defaultLayoutRoute: NonIndexRouteObject = {
  id: 'layout-default',
  Component: DefaultLayout,
  ErrorBoundary: DefaultLayoutErrorBoundary,
}

/** Spec 2.3 shop layout: the merchant header only while a shop token cookie exists. */
export const shopLayoutRoute: NonIndexRouteObject = {
  id: 'layout-shop',
  loader: shopLayoutLoader,
  Component: ShopLayout,
  ErrorBoundary: DefaultLayoutErrorBoundary,
}

export const authLayoutRoute: NonIndexRouteObject = {
  id: 'layout-auth',
  Component: AuthLayout,
  ErrorBoundary: AuthLayoutErrorBoundary,
}

/** The default layout's routes that load no page chunk. */
export const defaultLayoutFixedRoutes: RouteObject[] = [
  { id: 'member', path: 'member', loader: () => redirect('/member/user-info') },
  { id: 'member-address-add', path: 'member/address-add', loader: () => redirect('/member/address?add=1') },
  {
    id: 'member-address-item-add',
    path: 'member/address-item-add',
    loader: () => redirect('/member/address?add=1'),
  },
  {
    id: 'member-trade-logistics',
    path: 'member/trade/logistics',
    loader: logisticsLoader,
    handle: { title: '物流详情' },
  },
  {
    id: 'finish',
    path: 'finish',
    loader: ({ request }) => redirect(`/finish/result${new URL(request.url).search}`),
  },
  { id: 'article', path: 'article', loader: () => redirect('/article/node') },
  { id: 'custom', path: 'custom', loader: customLoader },
  { id: 'edit', path: 'edit', loader: editLoader },
  {
    id: 'not-found',
    path: '*',
    // Thrown so the status is 404; the layout's boundary then shows the page.
    loader: () => {
      throw notFound()
    },
    Component: NotFoundPage,
  },
]

/** The auth layout's routes that load no page chunk. */
export const authLayoutFixedRoutes: RouteObject[] = [
  { id: 'auth-profile', path: 'auth/profile', loader: () => redirect('/member/profile') },
]

/** Every fixed route, for looking one up by id. */
export const FIXED_ROUTES: readonly RouteObject[] = [
  rootRoute,
  defaultLayoutRoute,
  shopLayoutRoute,
  authLayoutRoute,
  ...defaultLayoutFixedRoutes,
  ...authLayoutFixedRoutes,
]
