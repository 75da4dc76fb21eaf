import type { ComponentType } from 'react'
import type { ActionFunction, LoaderFunction, RouteObject } from 'react-router-dom'
import { ApiError } from '../api/api-error.ts'
import { reloadForChunkError } from './chunk-reload.ts'
import type { RouteHandle } from './handle.ts'

/** A page module: the page as its default export, with its loader and action beside it. */
export interface PageModule {
  default: ComponentType
  loader?: LoaderFunction
  action?: ActionFunction
  /** Page-level handle (e.g. a title computed from the loader data), merged into the route's. */
  handle?: RouteHandle
}

/**
 * A loader whose API call was refused for the address's input (a keyword too long, a page that
 * is gone) answers with that 4xx status instead of failing as a 500: a 404 shows the 404 page,
 * other refusals the error page (spec 2.2). A 401 is left to the sign-in redirect.
 */
function withClientErrors(loader: LoaderFunction): LoaderFunction {
  return async (args, handlerContext) => {
    try {
      return await loader(args, handlerContext)
    } catch (error) {
      if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401) {
        throw new Response(null, { status: error.status })
      }
      throw error
    }
  }
}

/**
 * The lazy part of a page's route: `load` brings the page module (runtime/pages/…, recorded in
 * the handle as `module` so the server can preload its chunk) on first use.
 */
export function pageRoute(
  load: () => Promise<PageModule>,
  handle: RouteHandle & { module: string },
): Required<Pick<RouteObject, 'lazy' | 'handle'>> {
  const routeHandle: RouteHandle = { ...handle }
  return {
    // React Router ignores a `handle` returned by `lazy` when one is set statically, so the page's
    // own handle is merged into this same object (routers keep the reference) once it loads.
    handle: routeHandle,
    lazy: async () => {
      let page: PageModule
      try {
        page = await load()
      } catch (error) {
        if (typeof window !== 'undefined') reloadForChunkError()
        throw error
      }
      if (page.handle) Object.assign(routeHandle, { ...page.handle, ...handle })
      return { Component: page.default, loader: page.loader && withClientErrors(page.loader), action: page.action }
    },
  }
}
