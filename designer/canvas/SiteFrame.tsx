import { useMemo } from 'react'
import { RouterProvider, createMemoryRouter } from 'react-router-dom'
import type { Http } from '../../runtime/api/http.ts'
import { Footer } from '../../runtime/components/footer/Footer.tsx'
import { Header } from '../../runtime/components/header/Header.tsx'
import { ROOT_ROUTE_ID } from '../../runtime/routing/layout-data.ts'
import { CartStoreProvider, createCartStore } from '../../runtime/stores/cart.ts'
import { UserStoreProvider, createUserStore } from '../../runtime/stores/user.ts'
import type { LayoutData } from '../../schemas/layout.ts'

export interface SiteFrameProps {
  part: 'header' | 'footer'
  layout: LayoutData
  /** The storefront path the page is shown at (the header differs on the home page). */
  path: string
}

const offline = () => Promise.reject(new Error('the designer does not call the shopper API'))
const offlineHttp = { get: offline, post: offline, put: offline, delete: offline, paged: offline } as unknown as Http

/**
 * The storefront's own header or footer drawn faded around the stage, so the operator sees the
 * page in its frame. It is decoration: inert (no focus, no clicks, links go nowhere) and hidden
 * from assistive technology. The components read the layout through a router's root loader data
 * and the shopper stores, so the frame gets its own memory router and guest stores.
 */
export function SiteFrame({ part, layout, path }: SiteFrameProps) {
  const router = useMemo(
    () =>
      createMemoryRouter(
        [{ id: ROOT_ROUTE_ID, path: '*', loader: () => layout, element: part === 'header' ? <Header /> : <Footer /> }],
        {
          initialEntries: [path],
          hydrationData: { loaderData: { [ROOT_ROUTE_ID]: layout } },
        },
      ),
    [part, layout, path],
  )
  const stores = useMemo(() => ({ user: createUserStore(), cart: createCartStore(() => offlineHttp) }), [])
  return (
    <div className={`dz-site dz-site--${part}`} aria-hidden="true" inert>
      <UserStoreProvider store={stores.user}>
        <CartStoreProvider store={stores.cart}>
          <RouterProvider router={router} />
        </CartStoreProvider>
      </UserStoreProvider>
    </div>
  )
}
