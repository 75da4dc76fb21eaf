import { useMemo, type CSSProperties } from 'react'
import { RouterProvider, createMemoryRouter } from 'react-router-dom'
import type { Http } from '../../runtime/api/http.ts'
import { Footer } from '../../runtime/components/footer/Footer.tsx'
import { Header } from '../../runtime/components/header/Header.tsx'
import { TopBar } from '../../runtime/components/header/TopBar.tsx'
import { ROOT_ROUTE_ID } from '../../runtime/routing/layout-data.ts'
import { CartStoreProvider, createCartStore } from '../../runtime/stores/cart.ts'
import { UserStoreProvider, createUserStore } from '../../runtime/stores/user.ts'
import { themeVariables } from '../../schemas/brand-colors.ts'
import type { LayoutData } from '../../schemas/layout.ts'
import type { PageSettings } from '../../schemas/page.ts'

export interface SiteFrameProps {
  part: 'header' | 'footer'
  layout: LayoutData
  /** The storefront path the page is shown at (the header differs on the home page). */
  path: string
  /**
   * The page's own settings, which its top bar and header follow on the storefront (theme colour,
   * 商家入驻: runtime/routing/layout-data.ts `useFramePage`); the site's (home page's) by default.
   */
  page?: PageSettings
  /** The header or footer template itself being edited: drawn at full strength, not faded. */
  live?: boolean
}

const offline = () => Promise.reject(new Error('the designer does not call the shopper API'))
const offlineHttp = { get: offline, post: offline, put: offline, delete: offline, paged: offline } as unknown as Http

/** Numbers each router made: RouterProvider keeps the first router's state, so a new router remounts it. */
let routers = 0

/**
 * The storefront's own top bar and header, or footer, drawn around the stage so the operator sees
 * the page in its frame: faded around a page, at full strength when the header or footer is the
 * template being edited. It is a picture: inert (no focus, no clicks, links go nowhere) and hidden
 * from assistive technology. The components read the layout through a router's root loader data
 * and the shopper stores, so the frame gets its own memory router and guest stores.
 */
export function SiteFrame({ part, layout, path, page, live = false }: SiteFrameProps) {
  const shown = useMemo(() => (page ? { ...layout, page } : layout), [layout, page])
  const { router, key } = useMemo(
    () => ({
      key: ++routers,
      router: createMemoryRouter(
        [
          {
            id: ROOT_ROUTE_ID,
            path: '*',
            loader: () => shown,
            element:
              part === 'header' ? (
                <>
                  <TopBar />
                  <Header />
                </>
              ) : (
                <Footer />
              ),
          },
        ],
        {
          initialEntries: [path],
          hydrationData: { loaderData: { [ROOT_ROUTE_ID]: shown } },
        },
      ),
    }),
    [part, shown, path],
  )
  const stores = useMemo(() => ({ user: createUserStore(), cart: createCartStore(() => offlineHttp) }), [])
  const style = themeVariables(shown.page.themeColor) as CSSProperties
  return (
    <div className={`dz-site dz-site--${part}${live ? ' dz-site--live' : ''}`} style={style} aria-hidden="true" inert>
      <UserStoreProvider store={stores.user}>
        <CartStoreProvider store={stores.cart}>
          <RouterProvider key={key} router={router} />
        </CartStoreProvider>
      </UserStoreProvider>
    </div>
  )
}
