import { useContext, useMemo } from 'react'
import type { Location, To } from 'react-router-dom'
import { LightRouteContext, LightRouterContext, type LightRouterValue, type LightRouteValue } from './context.ts'
import { loadPage } from './navigation.ts'

function useRouter(): LightRouterValue {
  const router = useContext(LightRouterContext)
  if (!router) throw new Error('the storefront router hooks need the page rendered by LightRouter')
  return router
}

function useRoute(): LightRouteValue {
  const route = useContext(LightRouteContext)
  if (!route) throw new Error('a route hook was used outside a matched route')
  return route
}

export function useInRouterContext(): boolean {
  return useContext(LightRouterContext) !== null
}

export function useLoaderData(): unknown {
  const router = useRouter()
  return router.loaderData[router.matches[useRoute().index]!.id]
}

export function useRouteLoaderData(routeId: string): unknown {
  return useRouter().loaderData[routeId]
}

export function useRouteError(): unknown {
  return useRoute().error
}

export function useLocation(): Location {
  return useRouter().location
}

/** Every navigation is a full page load (spec 2.5). */
export function useNavigate(): typeof loadPage {
  return loadPage
}

type SearchInit = ConstructorParameters<typeof URLSearchParams>[0]

export function useSearchParams(): [
  URLSearchParams,
  (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: { replace?: boolean }) => void,
] {
  const { search } = useLocation()
  return useMemo(() => {
    const params = new URLSearchParams(search)
    const setSearchParams = (
      next: SearchInit | ((current: URLSearchParams) => SearchInit),
      options?: { replace?: boolean },
    ) => {
      const query = new URLSearchParams(typeof next === 'function' ? next(new URLSearchParams(search)) : next)
      const to: To = { search: query.size ? `?${query}` : '' }
      loadPage(to, options)
    }
    return [params, setSearchParams]
  }, [search])
}

export function useRevalidator(): { revalidate: () => Promise<void>; state: 'idle' | 'loading' } {
  const { revalidate, revalidation } = useRouter()
  return useMemo(() => ({ revalidate, state: revalidation }), [revalidate, revalidation])
}

export function useMatches() {
  const { matches, loaderData } = useRouter()
  return useMemo(
    () =>
      matches.map((match) => ({
        id: match.id,
        pathname: match.pathname,
        params: match.params,
        data: loaderData[match.id],
        loaderData: loaderData[match.id],
        handle: match.route.handle,
      })),
    [matches, loaderData],
  )
}

/** Where the matched child route renders. */
export function Outlet() {
  return useRoute().outlet
}
