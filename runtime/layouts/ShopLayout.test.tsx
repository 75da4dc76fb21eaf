// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router-dom'
import { layoutFixture } from '../components/header/test-frame.tsx'
import { rememberSession } from '../lib/auth-storage.ts'
import { ROOT_ROUTE_ID } from '../routing/layout-data.ts'
import { ShopLayout, shopLayoutLoader } from './ShopLayout.tsx'

afterEach(() => {
  cleanup()
  rememberSession('shop', false)
})

function renderAt(path: string) {
  const layout = layoutFixture()
  const router = createMemoryRouter(
    [
      {
        id: ROOT_ROUTE_ID,
        loader: () => layout,
        element: <Outlet />,
        children: [
          { loader: shopLayoutLoader, Component: ShopLayout, children: [{ path: 'shop', element: <p>商家页面</p> }] },
        ],
      },
    ],
    { initialEntries: [path] },
  )
  render(<RouterProvider router={router} />)
}

describe('ShopLayout', () => {
  it('shows the merchant header only while a shop session exists', async () => {
    renderAt('/shop')
    await screen.findByText('商家页面')
    expect(screen.queryByRole('button', { name: '退出' })).toBeNull()
    cleanup()

    rememberSession('shop', true)
    renderAt('/shop')
    await screen.findByText('商家页面')
    expect(screen.getByRole('button', { name: '退出' })).toBeTruthy()
  })
})
