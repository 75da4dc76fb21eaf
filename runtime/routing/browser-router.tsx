/**
 * `react-router-dom` as the storefront's browser bundle sees it (vite.config.ts resolves the
 * package here for the client build only; the server, the designer and the tests use the real
 * one). Desktop browsers load every page in full (spec 2.5), so there the light router serves the
 * page the server rendered and react-router's navigation code is never downloaded; inside WeChat,
 * where routes change in place, the entry loads react-router first (`loadFullRouter`) and every
 * export here hands over to it.
 */
import type { ComponentProps } from 'react'
import * as light from './light-router/hooks.ts'
import { Form as LightForm, Link as LightLink } from './light-router/links.tsx'

type FullRouter = typeof import('./full-router.ts')

let full: FullRouter | undefined

/** Loads react-router, after which the exports below are react-router's own. */
export async function loadFullRouter(): Promise<FullRouter> {
  full ??= await import('./full-router.ts')
  return full
}

export { ErrorResponseImpl as UNSAFE_ErrorResponseImpl, isRouteErrorResponse, redirect } from './light-router/errors.ts'

export function Link(props: ComponentProps<typeof LightLink>) {
  return full ? <full.Link {...(props as ComponentProps<FullRouter['Link']>)} /> : <LightLink {...props} />
}

export function Form(props: ComponentProps<typeof LightForm>) {
  return full ? <full.Form {...(props as ComponentProps<FullRouter['Form']>)} /> : <LightForm {...props} />
}

export function Outlet() {
  return full ? <full.Outlet /> : <light.Outlet />
}

const lightHooks = {
  useInRouterContext: light.useInRouterContext,
  useLoaderData: light.useLoaderData,
  useRouteLoaderData: light.useRouteLoaderData,
  useRouteError: light.useRouteError,
  useLocation: light.useLocation,
  useNavigate: light.useNavigate,
  useSearchParams: light.useSearchParams,
  useRevalidator: light.useRevalidator,
  useMatches: light.useMatches,
}

/** The hooks in use: react-router's once the entry loaded it, else the light router's; settled before the page first renders. */
const active = (): typeof lightHooks => (full as unknown as typeof lightHooks | undefined) ?? lightHooks

export const useInRouterContext = () => active().useInRouterContext()
export const useLoaderData = () => active().useLoaderData()
export const useRouteLoaderData = (routeId: string) => active().useRouteLoaderData(routeId)
export const useRouteError = () => active().useRouteError()
export const useLocation = () => active().useLocation()
export const useNavigate = () => active().useNavigate()
export const useSearchParams = () => active().useSearchParams()
export const useRevalidator = () => active().useRevalidator()
export const useMatches = () => active().useMatches()
