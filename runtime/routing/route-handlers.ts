import { createStaticHandler, type RouteObject } from 'react-router-dom'
import { staticRouters } from './static-router.ts'

type StaticHandler = ReturnType<typeof createStaticHandler>

/** A static handler and the static routers of its renders. */
export interface RouteHandler {
  handler: StaticHandler
  router: ReturnType<typeof staticRouters>
}

/** The first segment of a route whose first segment is a parameter, optional or a splat: it may match any. */
const ANY = '\0any'

/** The key of a route's full path: its first segment in lower case (react-router matches case-insensitively), or ANY. */
function pathKey(fullPath: string): string {
  const first = fullPath.split('/')[1] ?? ''
  return first.startsWith(':') || first.includes('*') || first.endsWith('?') ? ANY : first.toLowerCase()
}

function joinPath(parent: string, path: string | undefined): string {
  if (!path) return parent
  if (path.startsWith('/')) return path
  return `${parent.replace(/\/+$/, '')}/${path}`
}

/** The keys of the branches a route and its descendants make (react-router's flattened branches). */
function branchKeys(route: RouteObject, parentPath: string, keys: Map<RouteObject, Set<string>>): Set<string> {
  const fullPath = joinPath(parentPath, route.path)
  const own = new Set<string>(route.path != null || route.index ? [pathKey(fullPath || '/')] : [])
  for (const child of route.children ?? []) for (const key of branchKeys(child, fullPath, keys)) own.add(key)
  keys.set(route, own)
  return own
}

/** The routes whose branches may match a path of this key: those of the key and those that match any. */
function pruned(list: readonly RouteObject[], key: string, keys: Map<RouteObject, Set<string>>): RouteObject[] {
  return list.flatMap((route) => {
    const routeKeys = keys.get(route)
    if (!routeKeys?.has(key) && !routeKeys?.has(ANY)) return []
    return [route.children ? ({ ...route, children: pruned(route.children, key, keys) } as RouteObject) : route]
  })
}

/** A path's first segment as react-router matches it (decoded like its `decodePath`), in lower case. */
function requestKey(pathname: string): string {
  const first = pathname.split('/')[1] ?? ''
  try {
    return decodeURIComponent(first).replace(/\//g, '%2F').toLowerCase()
  } catch {
    return first.toLowerCase()
  }
}

/**
 * react-router's static handler for a path, over only the routes that may match it.
 * The handler flattens and ranks every branch of its table and compiles each one's pattern on
 * every query (a home page, whose index route ranks last, was matched against all of them). A
 * route whose path starts with a fixed segment matches only paths starting with that segment, so
 * each first segment gets a handler over the routes of that segment and those starting with a
 * parameter or splat (the 404 route); a path starting with any other segment gets the latter
 * only. The matches are react-router's own among the same candidates, with the same route ids,
 * which every route names (checked here: positional ids would differ between the tables).
 */
export function routeHandlers(routes: RouteObject[]): (pathname: string) => RouteHandler {
  const keys = new Map<RouteObject, Set<string>>()
  for (const route of routes) branchKeys(route, '', keys)
  for (const route of keys.keys()) if (!route.id) throw new Error(`route ${route.path ?? '(layout)'} has no id`)
  const literals = new Set([...keys.values()].flatMap((set) => [...set]))
  const handlers = new Map<string, RouteHandler>()
  return (pathname) => {
    const requested = requestKey(pathname)
    const key = literals.has(requested) ? requested : ANY
    let found = handlers.get(key)
    if (!found) {
      const handler = createStaticHandler(pruned(routes, key, keys))
      found = { handler, router: staticRouters(handler.dataRoutes) }
      handlers.set(key, found)
    }
    return found
  }
}
