// @vitest-environment jsdom
import { act, useId } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import * as real from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LightRouter } from './LightRouter.tsx'
import { isRouteErrorResponse, redirect } from './errors.ts'
import * as lightHooks from './hooks.ts'
import { Form as LightForm, Link as LightLink } from './links.tsx'

/**
 * The server renders with react-router; the desktop browser hydrates the same markup with the
 * light router. Routes are built once per side from that side's hooks, as the browser bundle's
 * react-router-dom (browser-router.tsx) hands the light ones to the same components.
 */
type Side = {
  Link: typeof LightLink
  Form: typeof LightForm
  Outlet: () => React.ReactNode
  useLoaderData: () => unknown
  useRouteLoaderData: (id: string) => unknown
  useRouteError: () => unknown
  useLocation: () => { pathname: string; search: string }
  useSearchParams: () => [URLSearchParams, unknown]
  useMatches: () => Array<{ id: string; handle?: unknown }>
  useRevalidator: () => { revalidate(): Promise<void>; state: string }
}
const serverSide = real as unknown as Side
const browserSide = { ...lightHooks, Link: LightLink, Form: LightForm } as unknown as Side

let itemLoads = 0
let rootLoads = 0
let itemAnswer: () => unknown = () => ({ name: `商品${itemLoads}` })

function routesFor(side: Side): real.RouteObject[] {
  function Root() {
    const site = side.useLoaderData() as { name: string }
    return (
      <div>
        <header>{site.name}</header>
        <side.Outlet />
      </div>
    )
  }
  function Item() {
    const item = side.useLoaderData() as { name: string }
    const site = side.useRouteLoaderData('root') as { name: string }
    const [params] = side.useSearchParams()
    const { pathname } = side.useLocation()
    const revalidator = side.useRevalidator()
    const id = useId()
    const matches = side.useMatches()
    return (
      <main>
        <label htmlFor={id}>数量</label>
        <input id={id} defaultValue={params.get('num') ?? ''} />
        <h1>{item.name}</h1>
        <p>
          {site.name} {pathname} {matches.map((match) => match.id).join('>')}
        </p>
        <side.Link to="/items?page=2" className="more">
          更多
        </side.Link>
        <side.Link to="https://example.com/">外链</side.Link>
        <side.Form action="/result" role="search">
          <input name="keywords" />
        </side.Form>
        <button type="button" onClick={() => void revalidator.revalidate()}>
          刷新 {revalidator.state}
        </button>
      </main>
    )
  }
  function ItemError() {
    const error = side.useRouteError()
    return <p role="alert">{isRouteErrorResponse(error) ? `出错 ${error.status}` : '出错'}</p>
  }
  return [
    {
      id: 'root',
      path: '/',
      loader: () => ({ name: `商城${++rootLoads}` }),
      shouldRevalidate: () => false,
      Component: Root,
      ErrorBoundary: ItemError,
      children: [
        {
          id: 'items-id',
          path: 'items/:id',
          handle: { title: '商品' },
          loader: () => {
            itemLoads += 1
            return itemAnswer()
          },
          Component: Item,
          ErrorBoundary: ItemError,
        },
      ],
    },
  ]
}

async function serverRender(url: string) {
  const routes = routesFor(serverSide)
  const handler = real.createStaticHandler(routes)
  const context = (await handler.query(new Request(`http://mall.test${url}`))) as real.StaticHandlerContext
  const router = real.createStaticRouter(handler.dataRoutes, context)
  const html = renderToString(<real.StaticRouterProvider router={router} context={context} hydrate={false} />)
  return { html, context }
}
// React reads this flag to allow act() outside its own test renderer.
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

let root: Root | undefined
const recoverable = vi.fn()

async function hydrateAt(url: string) {
  window.history.replaceState(null, '', url)
  const { html, context } = await serverRender(url)
  const container = document.createElement('div')
  container.innerHTML = html
  document.body.append(container)
  const serverHtml = container.innerHTML
  const routes = routesFor(browserSide)
  const byId = new Map(routes.flatMap((route) => [route, ...(route.children ?? [])]).map((route) => [route.id, route]))
  const matches = context.matches.map(({ route, pathname, params }) => ({
    id: route.id,
    pathname,
    params,
    route: byId.get(route.id)!,
  }))
  await act(async () => {
    root = hydrateRoot(
      container,
      <LightRouter matches={matches} loaderData={context.loaderData} errors={context.errors} />,
      { onRecoverableError: recoverable },
    )
  })
  return { container, serverHtml }
}

beforeEach(() => {
  itemLoads = 0
  rootLoads = 0
  itemAnswer = () => ({ name: `商品${itemLoads}` })
  recoverable.mockClear()
})

afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

describe('the light router', () => {
  it('hydrates the markup react-router rendered on the server, ids, links and forms included', async () => {
    const { container, serverHtml } = await hydrateAt('/items/5?num=3')
    expect(recoverable).not.toHaveBeenCalled()
    expect(container.innerHTML).toBe(serverHtml)
    const label = container.querySelector('label')!
    expect(document.getElementById(label.htmlFor)).toBe(container.querySelector('input'))
    expect(container.querySelector('h1')?.textContent).toBe('商品1')
    expect(container.querySelector('p')?.textContent).toBe('商城1 /items/5 root>items-id')
    expect(container.querySelector('a.more')?.getAttribute('href')).toBe('/items?page=2')
    expect(container.querySelector('input')?.getAttribute('value')).toBe('3')
  })

  it('shows the error boundary of the route whose loader failed, as the server did', async () => {
    itemAnswer = () => {
      throw new Response(null, { status: 404 })
    }
    const { container, serverHtml } = await hydrateAt('/items/404')
    expect(recoverable).not.toHaveBeenCalled()
    expect(container.innerHTML).toBe(serverHtml)
    expect(container.querySelector('[role=alert]')?.textContent).toBe('出错 404')
    expect(container.querySelector('header')?.textContent).toBe('商城1')
  })

  it('runs the loaders again in place on revalidate, but not those that decline', async () => {
    const { container } = await hydrateAt('/items/5')
    await act(async () => container.querySelector('button')!.click())
    expect(container.querySelector('h1')?.textContent).toBe('商品2')
    expect(container.querySelector('header')?.textContent).toBe('商城1')
    expect(rootLoads).toBe(1)
    expect(container.querySelector('button')?.textContent).toBe('刷新 idle')
  })

  it('shows the error boundary when a revalidating loader throws', async () => {
    const { container } = await hydrateAt('/items/5')
    itemAnswer = () => {
      throw new Response(null, { status: 410 })
    }
    await act(async () => container.querySelector('button')!.click())
    expect(container.querySelector('[role=alert]')?.textContent).toBe('出错 410')
  })

  it('loads the address a revalidating loader redirects to', async () => {
    const { container } = await hydrateAt('/items/5')
    const assign = vi.fn()
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign, href: window.location.href })
    itemAnswer = () => {
      throw redirect('/auth/login?redirectUrl=%2Fitems%2F5')
    }
    await act(async () => container.querySelector('button')!.click())
    expect(assign).toHaveBeenCalledWith('http://localhost:3000/auth/login?redirectUrl=%2Fitems%2F5')
  })
})
