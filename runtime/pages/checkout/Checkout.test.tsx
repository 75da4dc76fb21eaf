// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { testHomeAddress } from '../../features/address/test-address.ts'
import type { CheckoutCoupon, CheckoutPreview } from '../../api/checkout.ts'
import { Checkout } from './Checkout.tsx'
import type { CheckoutPageData } from '../../features/checkout/load-checkout.ts'
import { json, stubShopperApi, unknownPath } from '../../api/test-fetch.ts'

vi.mock('./leave-page.ts', () => ({ replacePage: vi.fn() }))
const { replacePage } = await import('./leave-page.ts')

const home = testHomeAddress()
const coupon = (id: number, fee: number, selected: 0 | 1): CheckoutCoupon => ({
  id,
  card_id: id,
  card_type: 'cash',
  title: `满减券${id}`,
  reduce_cost: fee,
  discount: 0,
  least_cost: 0,
  gift: '',
  begin_date: 1700000000,
  end_date: 1900000000,
  coupon_fee: fee,
  selected,
})

/** The server's answer; its total is deliberately not the sum of the rows, so the page cannot add it up itself. */
function answer(couponId: string, total: number): CheckoutPreview {
  const chosen = couponId === 'not_use' ? null : couponId === '2' ? coupon(2, 2000, 1) : coupon(1, 1000, 1)
  return {
    items: [
      {
        item_id: 7,
        sku_id: 27,
        cart_id: 1,
        distributor_id: 0,
        title: '快充充电器',
        pic: '',
        spec_desc: '',
        bn: '',
        price: 9900,
        sale_price: 9900,
        market_price: 0,
        price_kind: 'sale',
        point_price: 0,
        num: 3,
        item_fee: 29700,
        member_discount: 0,
        promotion_fee: 0,
        coupon_fee: 0,
        point_fee: 0,
        discount_fee: 0,
        total_fee: 29700,
        is_gift: 0,
      },
    ],
    order_type: 'normal',
    item_fee: 29700,
    freight_fee: 0,
    discount_fee: 0,
    coupon_fee: chosen?.coupon_fee ?? 0,
    member_discount: 0,
    point_fee: 0,
    point_use: 0,
    total_fee: total,
    total_num: 3,
    promotion_fee: 0,
    max_point: 0,
    promotions: [],
    coupon: chosen,
    coupon_list: [coupon(1, 1000, chosen?.id === 1 ? 1 : 0), coupon(2, 2000, chosen?.id === 2 ? 1 : 0)],
    address: home,
    point: 0,
    invoice_allowed: true,
    invoice: null,
  }
}

let orderDelay: Promise<void> = Promise.resolve()
const calls = stubShopperApi(async ({ path, fields }) => {
  if (path === 'cart/checkout')
    return json({ data: answer(fields.get('coupon') ?? '', fields.get('coupon') === 'not_use' ? 31234 : 27777) })
  if (path === 'order_new') {
    await orderDelay
    return json({
      data: {
        order_id: '2026112300001',
        status: 'NOTPAY',
        total_fee: 28700,
        expires_at: 1900000000,
        created_at: 1800000000,
      },
    })
  }
  if (path === 'espier/address') {
    return json({
      data: [
        {
          id: '110000',
          label: '北京市',
          children: [{ id: '110100', label: '北京市', children: [{ id: '110105', label: '朝阳区' }] }],
        },
      ],
    })
  }
  return unknownPath()
})
afterEach(() => {
  vi.mocked(replacePage).mockClear()
})

function renderCheckout() {
  const data: CheckoutPageData = {
    source: { mode: 'cart' },
    preview: answer('', 28700),
    problem: null,
    addresses: [home],
    heldCoupons: [],
    shopNames: {},
  }
  const router = createMemoryRouter(
    [{ path: '/cart/checkout', loader: () => data, Component: Checkout, HydrateFallback: () => null }],
    {
      initialEntries: ['/cart/checkout?mode=cart'],
    },
  )
  render(<RouterProvider router={router} />)
}

const totalText = () =>
  screen.getByRole('region', { name: '订单金额' }).querySelector('.mf-checkout-summary__amount')!.textContent

describe('the checkout page', () => {
  it("shows the server's totals and, after a coupon change, the server's new total", async () => {
    renderCheckout()
    await screen.findByRole('heading', { name: '商品清单' })
    expect(totalText()).toBe('¥287.00')
    fireEvent.click(screen.getByRole('radio', { name: /不使用优惠券/ }))
    await waitFor(() => expect(totalText()).toBe('¥312.34'))
    const preview = calls.filter((call) => call.path === 'cart/checkout').at(-1)!
    expect(preview.fields.get('coupon')).toBe('not_use')
    expect(preview.fields.get('address_id')).toBe('1')
    fireEvent.click(screen.getByRole('radio', { name: /满减券2/ }))
    await waitFor(() => expect(totalText()).toBe('¥277.77'))
  })

  it('places one order however often 提交订单 is clicked, then replaces the page with the cashier', async () => {
    let release!: () => void
    orderDelay = new Promise((resolve) => (release = resolve))
    renderCheckout()
    const button = await screen.findByRole('button', { name: '提交订单' })
    fireEvent.click(button)
    fireEvent.click(button)
    await waitFor(() => expect(screen.getByRole('button', { name: '正在提交…' })).toHaveProperty('disabled', true))
    fireEvent.click(screen.getByRole('button', { name: '正在提交…' }))
    await act(async () => release())
    await waitFor(() => expect(replacePage).toHaveBeenCalledWith('/cashier?order_id=2026112300001'))
    const orders = calls.filter((call) => call.path === 'order_new')
    expect(orders).toHaveLength(1)
    expect(orders[0]!.fields.get('idempotency_key')).toMatch(/\S{8,}/)
    expect(orders[0]!.fields.get('coupon')).toBe('1')
    orderDelay = Promise.resolve()
  })

  it('checks the new address form on 保存 and on leaving a field, with the spec messages', async () => {
    renderCheckout()
    fireEvent.click(await screen.findByRole('button', { name: '+ 新增收货地址' }))
    const dialog = await screen.findByRole('dialog', { name: '新增收货地址' })
    await within(dialog).findByRole('option', { name: '北京市' })
    fireEvent.click(within(dialog).getByRole('button', { name: '保存收货地址' }))
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole('alert')
          .map((alert) => alert.textContent),
      ).toEqual(['请填写收货人姓名', '请输入手机号码', '请选择省市区', '请填写详细地址']),
    )
    const mobile = within(dialog).getByRole('textbox', { name: /手机号码/ })
    fireEvent.change(mobile, { target: { value: '12345678901' } })
    fireEvent.blur(mobile)
    expect(within(dialog).getByText('请输入正确的手机号码')).toBeTruthy()
    expect(mobile.getAttribute('aria-invalid')).toBe('true')
    expect(calls.some((call) => call.path === 'member/address')).toBe(false)
  })

  it('refuses a company invoice with a broken tax number before anything is sent', async () => {
    renderCheckout()
    fireEvent.click(await screen.findByRole('radio', { name: '单位' }))
    fireEvent.change(screen.getByRole('textbox', { name: /发票抬头/ }), { target: { value: '北京某某科技有限公司' } })
    const taxNumber = screen.getByRole('textbox', { name: /纳税人识别号/ })
    fireEvent.change(taxNumber, { target: { value: '91110105ma01' } })
    expect((taxNumber as HTMLInputElement).value).toBe('91110105MA01')
    fireEvent.click(screen.getByRole('button', { name: '提交订单' }))
    expect(await screen.findByText('请输入正确的纳税人识别号')).toBeTruthy()
    expect(calls.some((call) => call.path === 'order_new')).toBe(false)
  })
})
