import type { ComponentType } from 'react'
import { render } from '@testing-library/react'
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom'
import { getApi } from '../../api/index.ts'
import { CartStoreProvider, createCartStore, type CartStore } from '../../stores/cart.ts'
import { UserStoreProvider, createUserStore, type UserStore } from '../../stores/user.ts'
import { DEFAULT_AUTH_SETTING, type AuthPageData } from './load-auth.ts'

/** One recorded API call: the path under /api/h5app/wxapp, its method and its parameters. */
export interface ApiCall {
  method: string
  path: string
  params: URLSearchParams
}

/** A JSON answer as the server would send it. */
export function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

export const ok = (data: unknown) => answer(200, { data })
export const refused = (status: number, code: string, message: string) =>
  answer(status, { status_code: status, code, message })

/**
 * A fetch stand-in that answers by "METHOD path" and records every call. The browser's API client
 * binds fetch when it is first made, so a test file stubs the global fetch with one of these once.
 */
export function fakeServer() {
  const calls: ApiCall[] = []
  let routes: Record<string, (call: ApiCall) => Response> = {}
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost')
    const method = (init?.method ?? 'GET').toUpperCase()
    const path = url.pathname.replace('/api/h5app/wxapp/', '')
    const params = method === 'GET' ? url.searchParams : new URLSearchParams(String(init?.body ?? ''))
    const call = { method, path, params }
    calls.push(call)
    const handler = routes[`${method} ${path}`]
    return handler ? handler(call) : answer(404, { status_code: 404, message: `no fake for ${method} ${path}` })
  }
  return {
    fetch,
    calls,
    /** Replaces the answers; unknown calls get a 404. */
    answer(next: Record<string, (call: ApiCall) => Response>) {
      routes = next
      calls.length = 0
    },
    callsTo: (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path),
  }
}

function LocationProbe() {
  const { pathname, search } = useLocation()
  return <output data-testid="location">{pathname + search}</output>
}

export interface AuthFrame {
  user: UserStore
  cart: CartStore
}

/**
 * Renders a sign-in page at `path` with its loader data, fresh stores, and probe pages to land on.
 * Pages whose loaders answer more (the WeChat provider, bindings) get those fields in `data`.
 */
export function renderAuthPage(
  Page: ComponentType,
  path: string,
  data: Partial<AuthPageData> & Record<string, unknown> = {},
): AuthFrame {
  const pageData = { redirectPath: '/', setting: DEFAULT_AUTH_SETTING, wechat: null, ...data }
  const pathname = path.split('?')[0]!
  const router = createMemoryRouter(
    [
      { path: pathname, loader: () => pageData, Component: Page, HydrateFallback: () => null },
      { path: '*', Component: LocationProbe },
    ],
    { initialEntries: [path] },
  )
  const user = createUserStore()
  const cart = createCartStore(getApi)
  render(
    <UserStoreProvider store={user}>
      <CartStoreProvider store={cart}>
        <RouterProvider router={router} />
      </CartStoreProvider>
    </UserStoreProvider>,
  )
  return { user, cart }
}

export const demoProfile = {
  memberInfo: {
    user_id: 7,
    mobile: '13800000000',
    nickname: '138****0000',
    avatar: '',
    grade_id: 1,
    grade_name: '普通会员',
    is_staff: '0',
  },
  vipgrade: { grade_id: 1, grade_name: '普通会员', discount: 0 },
  point: 0,
}
