import { describe, expect, it } from 'vitest'
import { renderToString } from 'react-dom/server'
import {
  createStaticHandler,
  createStaticRouter,
  Outlet,
  StaticRouterProvider,
  type RouteObject,
  type StaticHandlerContext,
} from 'react-router-dom'
import { staticRouters } from './static-router.ts'

const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: () => (
      <main>
        <Outlet />
      </main>
    ),
    children: [
      { id: 'index', index: true, Component: () => <p>首页</p> },
      {
        id: 'items',
        path: 'items',
        lazy: async () => ({ loader: () => ({ count: 3 }), Component: () => <p>商品列表</p> }),
      },
    ],
  },
]

async function contextOf(handler: ReturnType<typeof createStaticHandler>, path: string) {
  const context = await handler.query(new Request(`http://localhost${path}`))
  if (context instanceof Response) throw new Error('unexpected response')
  return context
}

const markup = (router: ReturnType<typeof createStaticRouter>, context: StaticHandlerContext) =>
  renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />)

describe('staticRouters', () => {
  it('renders what a fresh static router renders, and a lazy route resolved after the first render', async () => {
    const handler = createStaticHandler(routes)
    const staticRouter = staticRouters(handler.dataRoutes)
    const home = await contextOf(handler, '/')
    expect(markup(staticRouter(home), home)).toBe(markup(createStaticRouter(handler.dataRoutes, home), home))
    expect(markup(staticRouter(home), home)).toContain('首页')

    // The lazy route resolves in this query, after the kept conversion was taken.
    const items = await contextOf(handler, '/items')
    const router = staticRouter(items)
    expect(markup(router, items)).toContain('商品列表')
    expect(markup(router, items)).toBe(markup(createStaticRouter(handler.dataRoutes, items), items))
    expect(router.state.loaderData).toEqual({ items: { count: 3 } })
    expect(router.state.location.pathname).toBe('/items')
    expect(router.basename).toBe('/')
  })

  it('gives each render its own state over the same converted routes', async () => {
    const handler = createStaticHandler(routes)
    const staticRouter = staticRouters(handler.dataRoutes)
    const items = await contextOf(handler, '/items')
    const home = await contextOf(handler, '/')
    const first = staticRouter(items)
    const second = staticRouter(home)
    expect(first.routes).toBe(second.routes)
    expect(first.state.location.pathname).toBe('/items')
    expect(second.state.location.pathname).toBe('/')
    expect(second.state.matches.map((match) => match.route.id)).toEqual(['root', 'index'])
  })
})
