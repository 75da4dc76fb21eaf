import type { ComponentType } from 'react'
import { render } from '@testing-library/react'
import { Outlet, RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom'
import { layoutFixture } from '../../components/header/test-frame.tsx'
import { ROOT_ROUTE_ID } from '../../routing/layout-data.ts'
import { getApi } from '../../api/index.ts'
import { CartStoreProvider, createCartStore } from '../../stores/cart.ts'
import { UserStoreProvider, createUserStore } from '../../stores/user.ts'

export { ok, refused, serveFakeApi } from '../../features/sign-in/fake-server.ts'

function LocationProbe() {
  const { pathname, search } = useLocation()
  return <output data-testid="location">{pathname + search}</output>
}

/**
 * Renders a merchant page at `path` under a root route with layout data and the app's stores. Its loader answers
 * `data()` each time it runs (a sign-in reloads /shop), and other paths show where the router went.
 */
export function renderShopPage(Page: ComponentType, path: string, data: () => unknown) {
  const layout = layoutFixture()
  const pathname = path.split('?')[0]!
  const router = createMemoryRouter(
    [
      {
        id: ROOT_ROUTE_ID,
        loader: () => layout,
        element: <Outlet />,
        children: [
          { path: pathname, loader: () => data(), Component: Page },
          { path: '*', Component: LocationProbe },
        ],
      },
    ],
    { initialEntries: [path], hydrationData: { loaderData: { [ROOT_ROUTE_ID]: layout, '0-0': data() } } },
  )
  render(
    <UserStoreProvider store={createUserStore()}>
      <CartStoreProvider store={createCartStore(getApi)}>
        <RouterProvider router={router} />
      </CartStoreProvider>
    </UserStoreProvider>,
  )
  return router
}
