import type { ComponentType } from 'react'
import { render } from '@testing-library/react'
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom'
import { getApi } from '../../api/index.ts'
import { toastStore } from '../../components/toast/toast.ts'
import { parseCookies, removeCookie } from '../../lib/cookies.ts'
import { CartStoreProvider, createCartStore, type CartStore } from '../../stores/cart.ts'
import { UserStoreProvider, createUserStore, type UserStore } from '../../stores/user.ts'
import { DEFAULT_AUTH_SETTING, type AuthPageData } from './load-auth.ts'

export { ok, refused, serveFakeApi } from '../../features/sign-in/fake-server.ts'

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

/** Forgets the visitor a test signed in or registered: cookies, local and session storage, toasts. */
export function forgetVisitor() {
  for (const name of Object.keys(parseCookies(document.cookie))) removeCookie(name)
  localStorage.clear()
  sessionStorage.clear()
  toastStore.setState({ toasts: [] })
}
