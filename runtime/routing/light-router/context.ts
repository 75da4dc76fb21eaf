import { createContext, type ReactNode } from 'react'
import type { Location, RouteObject } from 'react-router-dom'

/** A route the page's address matched, as the server's router matched it. */
export interface LightMatch {
  id: string
  pathname: string
  params: Record<string, string | undefined>
  route: RouteObject
}

export interface LightRouterState {
  loaderData: Record<string, unknown>
  /** Route id → what its loader threw, placed at the route whose error boundary shows it. */
  errors: Record<string, unknown> | null
  revalidation: 'idle' | 'loading'
}

export interface LightRouterValue extends LightRouterState {
  location: Location
  matches: LightMatch[]
  /** Runs the matched routes' loaders again in place (after a change the page made) and shows their data. */
  revalidate(): Promise<void>
}

/** The page's router: its matches, their data and the page's address. */
export const LightRouterContext = createContext<LightRouterValue | null>(null)

/** One rendered route: its place among the matches, what its outlet shows, and the error it shows. */
export interface LightRouteValue {
  index: number
  outlet: ReactNode
  error?: unknown
}

export const LightRouteContext = createContext<LightRouteValue | null>(null)
