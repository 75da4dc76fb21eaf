// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router-dom'
import { THEME_COLOR } from '../../schemas/brand-colors.ts'
import { layoutFixture } from '../components/header/test-frame.tsx'
import { TopBar } from '../components/header/TopBar.tsx'
import { designedFramePage } from '../features/designed-page/descriptor.ts'
import { ROOT_ROUTE_ID } from '../routing/layout-data.ts'
import { UserStoreProvider, createUserStore } from '../stores/user.ts'
import { AppFrame } from './AppFrame.tsx'

/**
 * The frame follows the page: a designed page (its route's handle names `framePage`) paints the top
 * bar and header with its own theme colour and 商家入驻; any other page with the home page's.
 */

const site = layoutFixture({ themeColor: THEME_COLOR, merchantSettlement: false })
const own = { backgroundColor: '#FFFFFF', themeColor: '#E4393C', merchantSettlement: true }

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        id: ROOT_ROUTE_ID,
        loader: () => site,
        element: (
          <AppFrame>
            <TopBar />
            <Outlet />
          </AppFrame>
        ),
        children: [
          {
            id: 'custompage',
            path: 'custompage',
            loader: () => ({ page: own, title: '专题', widgets: [] }),
            handle: { framePage: designedFramePage },
            element: <p>专题页</p>,
          },
          { id: 'cart', path: 'cart', element: <p>购物车页面</p> },
        ],
      },
    ],
    {
      initialEntries: [path],
      hydrationData: {
        loaderData: { [ROOT_ROUTE_ID]: site, custompage: { page: own, title: '专题', widgets: [] } },
      },
    },
  )
  const view = render(
    <UserStoreProvider store={createUserStore({ sessionId: 'frame-test' })}>
      <RouterProvider router={router} />
    </UserStoreProvider>,
  )
  return view.container.querySelector<HTMLElement>('.mf-app')
}

afterEach(cleanup)

describe('the frame of a page', () => {
  it("takes a designed page's own theme colour and 商家入驻", async () => {
    const frame = renderAt('/custompage')
    await screen.findByText('专题页')
    expect(frame?.style.getPropertyValue('--mf-theme')).toBe('#E4393C')
    expect(screen.getByText('商家入驻')).toBeTruthy()
  })

  it("keeps the home page's settings on a page that is not designed", async () => {
    const frame = renderAt('/cart')
    await screen.findByText('购物车页面')
    expect(frame?.style.getPropertyValue('--mf-theme')).toBe(THEME_COLOR)
    expect(screen.queryByText('商家入驻')).toBeNull()
  })
})
