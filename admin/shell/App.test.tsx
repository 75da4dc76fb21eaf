// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { fail, ok, stubFetch } from '../../designer/shell/test-fetch.ts'
import { accessStore } from './access.ts'
import { App } from './App.tsx'

const session = (role_name: string, areas: string[]) =>
  ok({ operator: { id: 2, username: 'kefu', name: '小周', role_name, areas }, expires_at: 1_900_000_000 })
const emptyList = ok({ list: [], total_count: 0, status_counts: {} })

beforeEach(() => {
  accessStore.setState({ access: { kind: 'checking' } })
  window.history.replaceState(null, '', '/admin/')
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('the console shell', () => {
  it('offers 初始化 to a shop without operators and checks the form before sending', async () => {
    const { calls } = stubFetch({ 'GET /api/admin/setup': ok({ needed: true, shop_name: '' }) })
    render(<App />)
    const form = await screen.findByRole('form', { name: '初始化商城' })
    fireEvent.change(within(form).getByLabelText('密码'), { target: { value: 'admin1234' } })
    fireEvent.click(within(form).getByRole('button', { name: '完成初始化' }))
    expect(await within(form).findByText('请输入商城名称')).toBeTruthy()
    expect(within(form).getByText('密码须为10-64位，同时包含字母和数字，且不能使用演示密码')).toBeTruthy()
    expect(calls.filter((call) => call.method === 'POST')).toEqual([])
  })

  it('shows the sign-in to a guest', async () => {
    stubFetch({
      'GET /api/admin/setup': ok({ needed: false, shop_name: '小满百货' }),
      'GET /api/admin/session': fail(401, '请先登录'),
    })
    render(<App />)
    expect(await screen.findByRole('form', { name: '运营后台 · 登录' })).toBeTruthy()
  })

  it('shows a 客服 only 订单 and 售后, and lands on the order list', async () => {
    stubFetch({
      'GET /api/admin/setup': ok({ needed: false, shop_name: '小满百货' }),
      'GET /api/admin/session': session('客服', ['orders', 'aftersales']),
      'GET /api/admin/orders': emptyList,
    })
    render(<App />)
    const nav = await screen.findByRole('navigation', { name: '后台导航' })
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['订单列表', '售后处理'])
    expect(await screen.findByRole('heading', { name: '订单列表', level: 1 })).toBeTruthy()
    expect(window.location.pathname).toBe('/admin/orders')
  })

  it('says 无权访问 on a section the role does not open', async () => {
    window.history.replaceState(null, '', '/admin/settings/operators')
    stubFetch({
      'GET /api/admin/setup': ok({ needed: false, shop_name: '小满百货' }),
      'GET /api/admin/session': session('仓库', ['shipping', 'stock']),
    })
    render(<App />)
    expect(await screen.findByRole('heading', { name: '无权访问' })).toBeTruthy()
  })
})
