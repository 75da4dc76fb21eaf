import { Component, useCallback, useMemo, useState, type ComponentType, type ReactNode } from 'react'
import type { Location } from 'react-router-dom'
import {
  LightRouteContext,
  LightRouterContext,
  type LightMatch,
  type LightRouterState,
  type LightRouterValue,
} from './context.ts'
import { loadPage } from './navigation.ts'
import { revalidateMatches } from './revalidate.ts'

interface BoundaryProps {
  index: number
  fallback: ComponentType | null | undefined
  children: ReactNode
}

/** Catches what a route's elements throw while rendering and shows the route's error boundary instead. */
class RouteErrorBoundary extends Component<BoundaryProps, { error: unknown }> {
  state: { error: unknown } = { error: undefined }

  static getDerivedStateFromError(error: unknown) {
    return { error }
  }

  render() {
    const { error } = this.state
    if (error === undefined) return this.props.children
    const Fallback = this.props.fallback
    return (
      <LightRouteContext.Provider value={{ index: this.props.index, outlet: null, error }}>
        {Fallback ? <Fallback /> : null}
      </LightRouteContext.Provider>
    )
  }
}

/**
 * The matched routes nested as react-router nests them — each route's element with its outlet,
 * a route with an error shows its error boundary and nothing below it — and with the same shape
 * of elements, so the page hydrates over the server's markup (React's ids included).
 */
function renderMatches(matches: LightMatch[], errors: LightRouterState['errors']): ReactNode {
  const errorIndex = errors ? matches.findIndex((match) => errors[match.id] !== undefined) : -1
  const rendered = errorIndex >= 0 ? matches.slice(0, errorIndex + 1) : matches
  return rendered.reduceRight<ReactNode>((outlet, match, index) => {
    const error = errors?.[match.id]
    const { Component: RouteComponent, ErrorBoundary } = match.route
    let children: ReactNode = outlet
    if (error !== undefined) children = ErrorBoundary ? <ErrorBoundary /> : null
    else if (RouteComponent) children = <RouteComponent />
    const route = (
      <LightRouteContext.Provider key={match.id} value={{ index, outlet, error }}>
        {children}
      </LightRouteContext.Provider>
    )
    if (!ErrorBoundary && index > 0) return route
    return (
      <RouteErrorBoundary key={match.id} index={index} fallback={ErrorBoundary}>
        {route}
      </RouteErrorBoundary>
    )
  }, null)
}

function currentLocation(): Location {
  const { pathname, search, hash } = window.location
  return { pathname, search, hash, state: null, key: 'default' }
}

export interface LightRouterProps {
  /** The routes the server matched, their modules loaded. */
  matches: LightMatch[]
  loaderData: Record<string, unknown>
  errors: Record<string, unknown> | null
}

/**
 * The storefront's router on desktop browsers, where every route change is a full page load
 * (spec 2.5): it shows the page the server rendered with the server's loader data, and runs the
 * loaders again only when the page asks to revalidate. It knows no other route, so none of
 * react-router's navigation code is downloaded.
 */
export function LightRouter({ matches, loaderData, errors }: LightRouterProps) {
  const [state, setState] = useState<LightRouterState>({ loaderData, errors, revalidation: 'idle' })
  const [location] = useState(currentLocation)

  const revalidate = useCallback(async () => {
    setState((current) => ({ ...current, revalidation: 'loading' }))
    let next: Awaited<ReturnType<typeof revalidateMatches>>
    try {
      next = await revalidateMatches(matches, state.loaderData)
    } catch (error) {
      setState((current) => ({ ...current, revalidation: 'idle' }))
      throw error
    }
    if ('redirect' in next) loadPage(next.redirect)
    else setState({ ...next, revalidation: 'idle' })
  }, [matches, state.loaderData])

  const value = useMemo<LightRouterValue>(
    () => ({ ...state, location, matches, revalidate }),
    [state, location, matches, revalidate],
  )
  // A fragment with a second, empty child, as react-router's providers render, so React's ids match the server's.
  return (
    <>
      <LightRouterContext.Provider value={value}>{renderMatches(matches, state.errors)}</LightRouterContext.Provider>
      {null}
    </>
  )
}
