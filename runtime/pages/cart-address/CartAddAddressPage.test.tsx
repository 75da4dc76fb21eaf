// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom'
import { toastStore } from '../../components/toast/toast.ts'
import CartAddAddressPage from './CartAddAddressPage.tsx'
import { testAddress } from '../../features/address/test-address.ts'

const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json' } })
let posted: URLSearchParams | null = null
const fetchStub = vi.fn<typeof fetch>(async (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost')
  const path = url.pathname.replace('/api/h5app/wxapp/', '')
  if (path === 'espier/address') {
    return json({
      data: [
        {
          id: '310000',
          label: '上海市',
          children: [{ id: '310100', label: '上海市', children: [{ id: '310104', label: '徐汇区' }] }],
        },
      ],
    })
  }
  if (init?.method === 'POST' && path === 'member/address') {
    posted = new URLSearchParams(String(init.body ?? ''))
    return json({ data: testAddress(42, { name: posted.get('name')! }) })
  }
  return json({ message: '接口不存在', status_code: 404 }, 404)
})
beforeAll(() => vi.stubGlobal('fetch', fetchStub))
afterAll(() => vi.unstubAllGlobals())
afterEach(() => {
  cleanup()
  posted = null
  toastStore.setState({ toasts: [] })
})

function Probe() {
  const location = useLocation()
  return <p>到达 {location.pathname + location.search}</p>
}

function renderPage(path = '/cart/addAddress?mode=fastbuy&id=0') {
  const router = createMemoryRouter(
    [
      { path: '/cart/addAddress', loader: () => null, Component: CartAddAddressPage, HydrateFallback: () => null },
      { path: '/cart/checkout', Component: Probe },
      { path: '/cart/address', Component: Probe },
    ],
    { initialEntries: [path] },
  )
  render(<RouterProvider router={router} />)
  return router
}

describe('/cart/addAddress', () => {
  it('opens the address form and, once saved, returns to the same checkout with the new address chosen', async () => {
    const router = renderPage()
    const dialog = await screen.findByRole('dialog', { name: '新增收货地址' })
    fireEvent.change(within(dialog).getByRole('textbox', { name: /收货人/ }), { target: { value: '王芳' } })
    fireEvent.change(within(dialog).getByRole('textbox', { name: /手机号码/ }), { target: { value: '13912345678' } })
    await within(dialog).findByRole('option', { name: '上海市' })
    fireEvent.change(within(dialog).getByRole('combobox', { name: '省份' }), { target: { value: '310000' } })
    fireEvent.change(within(dialog).getByRole('combobox', { name: '城市' }), { target: { value: '310100' } })
    fireEvent.change(within(dialog).getByRole('combobox', { name: '区县' }), { target: { value: '310104' } })
    fireEvent.change(within(dialog).getByRole('textbox', { name: /详细地址/ }), { target: { value: '漕溪北路 88 号' } })
    fireEvent.click(within(dialog).getByRole('button', { name: '保存收货地址' }))
    await screen.findByText(/到达/)
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/cart/checkout?mode=fastbuy&id=0&address_id=42',
    )
    expect(posted?.get('name')).toBe('王芳')
    expect(toastStore.getState().toasts.map((t) => t.message)).toEqual(['保存成功'])
  })

  it('keeps the shopper here when the form is closed, with the ways back', async () => {
    renderPage()
    const dialog = await screen.findByRole('dialog', { name: '新增收货地址' })
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByRole('heading', { name: '新增收货地址', level: 1 })).toBeTruthy()
    expect(screen.getByRole('link', { name: '选择已有地址' }).getAttribute('href')).toBe(
      '/cart/address?mode=fastbuy&id=0',
    )
    expect(screen.getByRole('link', { name: '返回结算页' }).getAttribute('href')).toBe(
      '/cart/checkout?mode=fastbuy&id=0',
    )
    fireEvent.click(screen.getByRole('button', { name: '填写收货地址' }))
    expect(await screen.findByRole('dialog', { name: '新增收货地址' })).toBeTruthy()
  })
})
