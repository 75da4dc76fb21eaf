import { createStaticRouter, type StaticHandlerContext } from 'react-router-dom'

type StaticRouter = ReturnType<typeof createStaticRouter>
type DataRoutes = Parameters<typeof createStaticRouter>[0]

/**
 * react-router's static router for each render, over one conversion of the route table.
 * `createStaticRouter` copies every route and makes the elements of their components on each call
 * (about a twentieth of a home page's render); the copies only change when a lazy route resolves,
 * so they are kept until a render matches a route whose copy was taken before it resolved. The
 * per-render router is the kept one with the render's own state, as `createStaticRouter` builds it.
 */
export function staticRouters(dataRoutes: DataRoutes): (context: StaticHandlerContext) => StaticRouter {
  let converted: StaticRouter | null = null
  return (context) => {
    const current = (router: StaticRouter | null): router is StaticRouter =>
      router !== null && context.matches.every((match) => router.manifest[match.route.id]?.lazy === match.route.lazy)
    if (!current(converted)) converted = createStaticRouter(dataRoutes, context)
    const { manifest } = converted
    const state: StaticRouter['state'] = {
      ...converted.state,
      location: context.location,
      matches: context.matches.map((match) => ({ ...match, route: manifest[match.route.id] ?? match.route })),
      loaderData: context.loaderData,
      actionData: context.actionData,
      errors: context.errors,
    }
    return Object.create(converted, { basename: { value: context.basename }, state: { value: state } })
  }
}
