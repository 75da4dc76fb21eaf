// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { TopBar } from './TopBar.tsx'
import { layoutFixture, renderInFrame } from './test-frame.tsx'

afterEach(cleanup)

const member = { signedIn: true, userInfo: { userId: 7, memberInfo: { mobile: '13812340000' } } }
const personal = { signed_in: true, mobile: '138****0000', cart_count: 0, point: 0, coupons: [] }

describe('TopBar', () => {
  it('offers login and register to a visitor', () => {
    renderInFrame(<TopBar />)
    expect(screen.getByRole('link', { name: '首页' }).getAttribute('href')).toBe('/')
    expect(screen.getByText('您好，欢迎来到mallfront商城！')).toBeTruthy()
    expect(screen.getByRole('link', { name: '请登录' }).getAttribute('href')).toBe('/auth/login')
    expect(screen.getByRole('link', { name: '免费注册' }).getAttribute('href')).toBe('/auth/reg')
    expect(screen.queryByRole('button', { name: '退出' })).toBeNull()
  })

  it('brings the shopper back to the page they signed in or registered from', () => {
    renderInFrame(<TopBar />, { path: '/items?keywords=%E6%89%8B%E6%9C%BA' })
    const back = encodeURIComponent('/items?keywords=%E6%89%8B%E6%9C%BA')
    expect(screen.getByRole('link', { name: '请登录' }).getAttribute('href')).toBe(`/auth/login?redirectUrl=${back}`)
    expect(screen.getByRole('link', { name: '免费注册' }).getAttribute('href')).toBe(`/auth/reg?redirectUrl=${back}`)
  })

  it('shows only the register link on the login page and only the login link on the register page', () => {
    renderInFrame(<TopBar />, { path: '/auth/login' })
    expect(screen.queryByRole('link', { name: '请登录' })).toBeNull()
    expect(screen.getByRole('link', { name: '免费注册' })).toBeTruthy()
    cleanup()
    renderInFrame(<TopBar />, { path: '/auth/reg' })
    expect(screen.getByRole('link', { name: '请登录' })).toBeTruthy()
    expect(screen.queryByRole('link', { name: '免费注册' })).toBeNull()
  })

  it('shows a member 我的账户 until the personal answer, never the guest links', () => {
    const { personalStore } = renderInFrame(<TopBar />, { user: member })
    expect(screen.getByRole('link', { name: '我的账户' }).getAttribute('href')).toBe('/member/user-info')
    expect(screen.queryByRole('link', { name: '请登录' })).toBeNull()
    expect(screen.getByRole('button', { name: '退出' })).toBeTruthy()
    act(() => personalStore.getState().receive(personal))
    expect(screen.getByRole('link', { name: '138****0000' })).toBeTruthy()
  })

  it('shows a member the masked mobile and a logout that ends the session and goes home', async () => {
    const { store } = renderInFrame(<TopBar />, { path: '/member/trade', user: member, personal })
    expect(screen.getByRole('link', { name: '138****0000' }).getAttribute('href')).toBe('/member/user-info')
    expect(screen.queryByRole('link', { name: '请登录' })).toBeNull()
    expect(screen.queryByRole('link', { name: '免费注册' })).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: '退出' }))
    await waitFor(() => expect(store.getState().signedIn).toBe(false))
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'))
    expect(screen.getByRole('link', { name: '请登录' })).toBeTruthy()
  })

  it('lists the shortcuts and shows 商家入驻 only when merchant settlement is on', () => {
    renderInFrame(<TopBar />)
    const shortcuts = within(screen.getByRole('navigation', { name: '快捷入口' }))
    expect(shortcuts.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['购物车', '/cart'],
      ['我的订单', '/member/trade'],
      ['会员中心', '/member/user-info'],
    ])
    cleanup()
    renderInFrame(<TopBar />, { layout: layoutFixture({ merchantSettlement: true }) })
    expect(screen.getByRole('link', { name: '商家入驻' }).getAttribute('href')).toBe('/shop/settleForm')
  })
})
