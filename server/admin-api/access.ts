import type { FastifyInstance, FastifyRequest } from 'fastify'
import { fail } from '../lib/errors.ts'
import { operatorOf, requireOperator, type DesignerOperator } from '../designer-api/operator-guard.ts'
import type { AdminArea } from '../../schemas/api/admin/areas.ts'

/**
 * Who may call an operator route: anyone (first-run setup, sign-in), any signed-in operator (who
 * am I, sign out), or an operator whose role has one of the areas.
 */
export type RouteAccess = 'public' | 'signed-in' | readonly AdminArea[]

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess
    /** Why a write of an operator route is not in the audit log (an autosave, a preview). */
    unaudited?: string
  }
}

/** Every guarded route seen in this process, by `METHOD /path`, with who may call it (for the permission tests). */
export const guardedRoutes = new Map<string, RouteAccess>()

export function mayEnter(operator: Pick<DesignerOperator, 'areas'>, areas: readonly AdminArea[]): boolean {
  return areas.some((area) => operator.areas.includes(area))
}

/**
 * The one permission check of the operator APIs. Every route registered in `app` must say who may
 * call it (`config.access`), or take `defaultAccess`; a route that says nothing and has no default
 * stops the server from starting, so none can be forgotten. The check runs first (onRequest), so
 * a caller without the area learns nothing from validation messages.
 */
export function guardRoutes(
  app: FastifyInstance,
  defaultAccess?: RouteAccess,
  forbidden: 'ADMIN_FORBIDDEN' | 'DESIGNER_FORBIDDEN' = 'ADMIN_FORBIDDEN',
): void {
  const signedIn = requireOperator(app, forbidden)
  app.addHook('onRoute', (route) => {
    route.config ??= {}
    const config = route.config as { access?: RouteAccess }
    config.access ??= defaultAccess
    if (config.access === undefined)
      throw new Error(`${route.method} ${route.url}: an operator route must say who may call it (config.access)`)
    for (const method of [route.method].flat()) guardedRoutes.set(`${method} ${route.url}`, config.access)
  })
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const access = request.routeOptions.config.access
    if (access === 'public') return
    await signedIn(request)
    if (access === 'signed-in') return
    if (!access || !mayEnter(operatorOf(request), access)) throw fail(forbidden)
  })
}
