import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { Link as RouterLink, createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { Link, type ServerLinkProps } from './server-link.tsx'

/** Renders one link inside a static router at /items/1 (a nested route), as the server renders pages. */
async function rendered(link: ReactNode): Promise<string> {
  const routes = [{ path: '/', element: <main>{link}</main>, children: [{ path: 'items/:id', element: null }] }]
  const context = await createStaticHandler(routes).query(new Request('http://mall.test/items/1'))
  if (context instanceof Response) throw new Error('no context')
  return renderToString(
    <StaticRouterProvider router={createStaticRouter(routes, context)} context={context} hydrate={false} />,
  )
}

const plain: ServerLinkProps[] = [
  { to: '/' },
  { to: '/items/1' },
  { to: '/items?cat_id=3&page=2', className: 'mf-link', 'aria-label': '第 2 页' },
  { to: '/items?keywords=手机 壳', target: '_blank', rel: 'noopener', title: '搜索' },
  { to: '/member/trade', discover: 'none', replace: true, state: { from: 1 }, onClick: () => {} },
  { to: '/article/3', reloadDocument: true, preventScrollReset: true, viewTransition: true, tabIndex: -1 },
  { to: '/shop/2', 'data-index': 3, style: { color: 'red' }, id: 'shop' } as ServerLinkProps,
]

/** Relative, dotted, trailing slash, fragment, empty query, objects, prefetching, absolute: react-router's own. */
const others: ServerLinkProps[] = [
  { to: 'detail' },
  { to: '../cart' },
  { to: '/items/./1' },
  { to: '/items/' },
  { to: '/items#top' },
  { to: '/items?' },
  { to: '//evil.test/x' },
  { to: { pathname: '/items', search: '?page=2' } },
  { to: '/items', prefetch: 'intent' },
  { to: 'https://mall.test/items' },
]

describe('the server Link', () => {
  it.each([...plain, ...others].map((props) => [JSON.stringify(props.to), props] as const))(
    'renders %s as react-router does',
    async (_to, props) => {
      const children = <span>链接</span>
      expect(await rendered(<Link {...props}>{children}</Link>)).toBe(
        await rendered(<RouterLink {...props}>{children}</RouterLink>),
      )
    },
  )

  it('renders plain paths without react-router', () => {
    // react-router's Link throws outside a router; the plain ones never reach it.
    for (const props of plain)
      expect(renderToString(<Link {...props} />)).toContain(`href="${props.to}"`.replace('&', '&amp;'))
  })
})
