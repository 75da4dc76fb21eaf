// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom'
import type { Address } from '../../api/address.ts'
import CartAddressPage from './CartAddressPage.tsx'
import { testAddress } from '../../features/address/test-address.ts'

afterEach(cleanup)

function CheckoutProbe() {
  const location = useLocation()
  return <p>结算页 {location.pathname + location.search}</p>
}

async function renderPicker(
  addresses: Address[],
  selectedId: number | undefined,
  path = '/cart/address?mode=cart&id=2&address_id=3',
) {
  const router = createMemoryRouter(
    [
      {
        path: '/cart/address',
        loader: () => ({ addresses, selectedId }),
        Component: CartAddressPage,
        HydrateFallback: () => null,
      },
      { path: '/cart/checkout', Component: CheckoutProbe },
      { path: '/cart/addAddress', Component: CheckoutProbe },
    ],
    { initialEntries: [path] },
  )
  render(<RouterProvider router={router} />)
  await screen.findByRole('heading', { name: '收货地址', level: 1 })
  return router
}

const radios = () => screen.getAllByRole('radio') as HTMLInputElement[]

describe('/cart/address', () => {
  it('lists the saved addresses as radio choices with name, area and address line, the current one marked', async () => {
    await renderPicker(
      [
        testAddress(1, { is_def: 1 }),
        testAddress(3, { name: '王芳', area: '上海市 上海市 徐汇区', addr: '漕溪北路 88 号' }),
      ],
      3,
    )
    expect(screen.getByRole('radiogroup', { name: '收货地址' })).toBeTruthy()
    expect(radios()).toHaveLength(2)
    const chosen = screen.getByRole('radio', { name: /王芳/ }) as HTMLInputElement
    expect(chosen.checked).toBe(true)
    expect(chosen.closest('label')?.textContent).toContain('上海市 上海市 徐汇区')
    expect(chosen.closest('label')?.textContent).toContain('漕溪北路 88 号')
    expect(screen.getByRole('radio', { name: /收货人1.*默认地址/ })).toBeTruthy()
  })

  it('returns to the same checkout with the chosen address on 确认收货信息', async () => {
    const router = await renderPicker([testAddress(1, { is_def: 1 }), testAddress(3)], 3)
    fireEvent.click(screen.getByRole('radio', { name: /收货人1/ }))
    fireEvent.click(screen.getByRole('button', { name: '确认收货信息' }))
    await screen.findByText(/结算页/)
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/cart/checkout?mode=cart&id=2&address_id=1',
    )
  })

  it('links to the address book and to a new address that comes back to this checkout', async () => {
    await renderPicker([testAddress(1, { is_def: 1 })], 1)
    expect(screen.getByRole('link', { name: '管理收货地址' }).getAttribute('href')).toBe('/member/address')
    expect(screen.getByRole('link', { name: '+ 新增收货地址' }).getAttribute('href')).toBe(
      '/cart/addAddress?mode=cart&id=2',
    )
    expect(screen.getByRole('link', { name: '返回结算页' }).getAttribute('href')).toBe(
      '/cart/checkout?mode=cart&id=2&address_id=1',
    )
  })

  it('asks for a first address when there is none', async () => {
    await renderPicker([], undefined, '/cart/address?mode=cart')
    expect(screen.getByText('您还没有收货地址，请先添加收货地址')).toBeTruthy()
    expect(screen.queryByRole('button', { name: '确认收货信息' })).toBeNull()
    expect(screen.getByRole('link', { name: '新增收货地址' }).getAttribute('href')).toBe('/cart/addAddress?mode=cart')
  })
})
