import type { ReactNode } from 'react'
import { render } from '@testing-library/react'
import { Outlet, RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom'
import type { LayoutData } from '../../routing/layout-data.ts'
import { ROOT_ROUTE_ID } from '../../routing/layout-data.ts'
import type { Http } from '../../api/http.ts'
import type { Personal } from '../../api/personal.ts'
import { CartStoreProvider, createCartStore, type CartSnapshot } from '../../stores/cart.ts'
import { createPersonalStore, PersonalStoreProvider } from '../../stores/personal.tsx'
import { UserStoreProvider, createUserStore, type UserSnapshot } from '../../stores/user.ts'

/** Layout data as the server's defaults would give it, with a small header and footer. */
export function layoutFixture(page: Partial<LayoutData['page']> = {}): LayoutData {
  return {
    page: { backgroundColor: '#F5F5F5', themeColor: '#479EE9', merchantSettlement: false, ...page },
    seo: { title: 'mallfront商城', keywords: '', description: '' },
    header: {
      logo: { imgUrl: '/uploads/logo.svg', alt: 'mallfront商城' },
      hotKeywords: ['手机', '耳机', '笔记本', '连衣裙', '面膜'],
      navs: [
        { title: '首页', href: '/' },
        { title: '积分商城', href: '/pointitems' },
      ],
    },
    footer: {
      params: {
        services: [
          { title: '正品保障', desc: '正品行货 放心选购' },
          { title: '极速配送', desc: '满99元包邮' },
        ],
        columns: [{ title: '购物指南', links: [{ title: '购物流程', href: '/article/faqs' }] }],
        copyright: '© mallfront',
        icp: '京ICP备00000000号',
      },
    },
  }
}

const offline = () => Promise.reject(new Error('offline'))
const offlineHttp = { get: offline, post: offline, put: offline, delete: offline, paged: offline } as unknown as Http

/** Shows where the router is, so a test can see a navigation happen. */
function LocationProbe() {
  const { pathname, search } = useLocation()
  return <output data-testid="location">{pathname + search}</output>
}

export interface FrameOptions {
  path?: string
  layout?: LayoutData
  user?: Partial<UserSnapshot>
  cart?: Partial<CartSnapshot>
  /** The personal call's answer, as if it had come. */
  personal?: Personal
  /** The client the cart store calls; by default any call fails, as with no server. */
  http?: Http
}

/** Renders `ui` below a root route carrying layout data, inside user, cart and personal stores, at `path`. */
export function renderInFrame(
  ui: ReactNode,
  { path = '/', layout = layoutFixture(), user = {}, cart = {}, personal, http = offlineHttp }: FrameOptions = {},
) {
  const store = createUserStore({ sessionId: 'test-session', ...user })
  const cartStore = createCartStore(() => http, cart)
  const personalStore = createPersonalStore()
  if (personal) personalStore.getState().receive(personal)
  const router = createMemoryRouter(
    [
      {
        id: ROOT_ROUTE_ID,
        loader: () => layout,
        element: <Outlet />,
        children: [
          {
            path: '*',
            element: (
              <>
                {ui}
                <LocationProbe />
              </>
            ),
          },
        ],
      },
    ],
    { initialEntries: [path], hydrationData: { loaderData: { [ROOT_ROUTE_ID]: layout } } },
  )
  const view = render(
    <UserStoreProvider store={store}>
      <CartStoreProvider store={cartStore}>
        <PersonalStoreProvider store={personalStore}>
          <RouterProvider router={router} />
        </PersonalStoreProvider>
      </CartStoreProvider>
    </UserStoreProvider>,
  )
  return { ...view, store, cartStore, personalStore, router }
}
