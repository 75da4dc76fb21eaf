// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { RouterProvider, createMemoryRouter } from 'react-router-dom'
import { UserStoreProvider, createUserStore } from '../../stores/user.ts'
import { MemberFrame } from './MemberFrame.tsx'
import { MEMBER_MENU, currentMenuHref } from './member-menu.ts'

afterEach(() => {
  cleanup()
})

function renderFrame(path: string) {
  const store = createUserStore({ signedIn: true, sessionId: 's', userInfo: { userId: 1 } })
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>首页内容</p> },
      { path: '/member/*', element: <MemberFrame trail={[{ title: '我的订单' }]}>页面内容</MemberFrame> },
    ],
    { initialEntries: [path] },
  )
  render(
    <UserStoreProvider store={store}>
      <RouterProvider router={router} />
    </UserStoreProvider>,
  )
  return { store, router }
}

const sidebar = () => screen.getByRole('navigation', { name: '会员中心' })

describe('MemberFrame', () => {
  it('lists the groups and entries of the menu, with the page beside them', () => {
    renderFrame('/member/trade')
    expect(
      within(sidebar())
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(MEMBER_MENU.map((g) => g.title))
    expect(within(sidebar()).getByRole('link', { name: '领券中心' }).getAttribute('href')).toBe('/member/coupon-center')
    expect(screen.getByText('页面内容')).toBeTruthy()
    expect(screen.getByRole('navigation', { name: '面包屑' }).textContent).toContain('会员中心')
  })

  it('highlights the entry of the page, also below it', () => {
    renderFrame('/member/trade/202611230000000001')
    const current = within(sidebar())
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page')
    expect(current.map((link) => link.textContent)).toEqual(['我的订单'])
  })

  it('highlights the 会员中心 title on the member centre’s home', () => {
    renderFrame('/member/user-info')
    expect(within(sidebar()).getByRole('link', { name: '会员中心' }).getAttribute('aria-current')).toBe('page')
    expect(within(sidebar()).getByRole('link', { name: '我的订单' }).getAttribute('aria-current')).toBeNull()
  })

  it('signs out with 安全退出 and goes to the home page', async () => {
    const { store, router } = renderFrame('/member/trade')
    fireEvent.click(within(sidebar()).getByRole('button', { name: '安全退出' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(store.getState().signedIn).toBe(false)
    expect(store.getState().userInfo).toBeNull()
  })
})

describe('currentMenuHref', () => {
  it('picks the longest entry the path is or lies under', () => {
    expect(currentMenuHref('/member/trade')).toBe('/member/trade')
    expect(currentMenuHref('/member/trade/')).toBe('/member/trade')
    expect(currentMenuHref('/member/trade/1')).toBe('/member/trade')
    expect(currentMenuHref('/member/tradeX')).toBeNull()
    expect(currentMenuHref('/member/user-info')).toBe('/member/user-info')
    expect(currentMenuHref('/member/coupon-center')).toBe('/member/coupon-center')
  })

  it("counts the spec's second name of a screen as its entry", () => {
    expect(currentMenuHref('/member/trade/aftersale-list')).toBe('/member/aftersales')
    expect(currentMenuHref('/member/trade/aftersale')).toBe('/member/aftersales')
    expect(currentMenuHref('/member/aftersales/AS1')).toBe('/member/aftersales')
  })
})
