import type { RouteObject } from 'react-router-dom'
import type { RouteHandle } from './handle.ts'
import { type PageModule, pageRoute } from './page-route.ts'

// Each page becomes its own chunk. The error pages stay in the main bundle: they must render
// even when chunks cannot be fetched.
const pageModules = import.meta.glob<PageModule>(['../pages/**/*Page.tsx', '!../pages/errors/**'])

/**
 * The lazy part of a route: `lazyPage('home/HomePage.tsx')` loads runtime/pages/home/HomePage.tsx
 * on first use, and records the file in the handle so the server can preload its chunk.
 */
export function lazyPage(file: string, handle: RouteHandle = {}): Required<Pick<RouteObject, 'lazy' | 'handle'>> {
  const load = pageModules[`../pages/${file}`]
  if (!load) throw new Error(`runtime/pages/${file} is not a page module`)
  return pageRoute(load, { ...handle, module: `runtime/pages/${file}` })
}
