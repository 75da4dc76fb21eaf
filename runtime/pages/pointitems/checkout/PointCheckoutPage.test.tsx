// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom'
import type { Address } from '../../../api/address.ts'
import type { CheckoutPreview } from '../../../api/checkout.ts'
import type { PointCheckoutData } from './load-point-checkout.ts'
import PointCheckoutPage from './PointCheckoutPage.tsx'
import { pointCheckoutInput } from '../../../features/checkout/point-checkout-query.ts'

const home: Address = {
  address_id: 1,
  addr_id: 1,
  name: '李明',
  mobile: '13800000000',
  province: '北京市',
  city: '北京市',
  county: '朝阳区',
  province_code: '110000',
  city_code: '110100',
  county_code: '110105',
  addr: '三里屯路 19 号',
  postcode: '',
  is_def: 1,
  area: '北京市 北京市 朝阳区',
  username: '李明',
  telephone: '13800000000',
  adrdetail: '三里屯路 19 号',
  postalCode: '',
  created: 1700000000,
  updated: 1700000000,
}

function preview(num: number, balance: number): CheckoutPreview {
  return {
    items: [
      {
        item_id: 131,
        sku_id: 310,
        cart_id: null,
        distributor_id: 0,
        title: '不锈钢保温杯',
        pic: '',
        spec_desc: '',
        bn: '',
        price: 0,
        sale_price: 0,
        market_price: 0,
        price_kind: 'point',
        point_price: 1800,
        num,
        item_fee: 0,
        member_discount: 0,
        promotion_fee: 0,
        coupon_fee: 0,
        point_fee: 0,
        discount_fee: 0,
        total_fee: 0,
        is_gift: 0,
      },
    ],
    order_type: 'point',
    item_fee: 0,
    freight_fee: 0,
    discount_fee: 0,
    coupon_fee: 0,
    member_discount: 0,
    point_fee: 0,
    point_use: 1800 * num,
    total_fee: 0,
    total_num: num,
    promotion_fee: 0,
    max_point: 0,
    promotions: [],
    coupon: null,
    coupon_list: [],
    address: home,
    point: balance,
    invoice_allowed: true,
    invoice: null,
  }
}

interface Call {
  path: string
  fields: URLSearchParams
}
let calls: Call[] = []
let balance = 5000
const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json' } })
const fetchStub = vi.fn<typeof fetch>(async (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost')
  const path = url.pathname.replace('/api/h5app/wxapp/', '')
  const fields = init?.method && init.method !== 'GET' ? new URLSearchParams(String(init.body)) : url.searchParams
  calls.push({ path, fields })
  if (path === 'cart/checkout') return json({ data: preview(Number(fields.get('num')), balance) })
  if (path === 'order_new')
    return json({
      data: {
        order_id: '2026112500001',
        order_type: 'point',
        status: 'NOTPAY',
        total_fee: 0,
        point_use: 0,
        pay_type: null,
        expires_at: 1900000000,
        created_at: 1800000000,
      },
    })
  return json({ message: '接口不存在', status_code: 404 }, 404)
})
beforeAll(() => vi.stubGlobal('fetch', fetchStub))
afterAll(() => vi.unstubAllGlobals())
afterEach(() => {
  cleanup()
  calls = []
  balance = 5000
})

function Probe() {
  const location = useLocation()
  return <p>到达 {location.pathname + location.search}</p>
}

function renderPage(data: PointCheckoutData) {
  const router = createMemoryRouter(
    [
      { path: '/pointitems/checkout', loader: () => data, Component: PointCheckoutPage, HydrateFallback: () => null },
      { path: '*', Component: Probe },
    ],
    { initialEntries: ['/pointitems/checkout?item_id=131&sku_id=310&num=1'] },
  )
  render(<RouterProvider router={router} />)
}

const input = { item_id: 131, sku_id: 310, num: 1 }

describe('PointCheckoutPage', () => {
  it('shows the goods, points total and balance, reprices a new quantity and places the order', async () => {
    renderPage({ input, preview: preview(1, 5000), problem: null, addresses: [home] })
    expect(await screen.findByRole('heading', { name: '积分订单确认' })).toBeTruthy()
    expect(screen.getByText('不锈钢保温杯')).toBeTruthy()
    expect(screen.getByText('5,000积分')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '增加数量' }))
    await waitFor(() => expect(screen.getAllByText('3,600积分').length).toBeGreaterThan(0))
    expect(calls.find((c) => c.path === 'cart/checkout')?.fields.get('order_type')).toBe('point')
    expect(screen.getByText('1,400积分')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '提交订单' }))
    expect(await screen.findByText('到达 /pointitems/cashierpoint?order_id=2026112500001')).toBeTruthy()
    const order = calls.find((c) => c.path === 'order_new')!.fields
    expect(Object.fromEntries(order)).toMatchObject({
      order_type: 'point',
      item_id: '131',
      sku_id: '310',
      num: '2',
      address_id: '1',
    })
  })

  it('refuses to submit when the balance is short, saying how many points are missing', async () => {
    balance = 1000
    renderPage({ input, preview: preview(1, 1000), problem: null, addresses: [home] })
    const submit = (await screen.findByRole('button', { name: '提交订单' })) as HTMLButtonElement
    expect(submit.disabled).toBe(true)
    expect(screen.getByRole('alert').textContent).toBe('积分不足，当前积分1,000积分，还差800积分')
    expect(submit.getAttribute('aria-describedby')).toBe('mf-point-checkout-blocked')
    fireEvent.click(submit)
    expect(calls.some((c) => c.path === 'order_new')).toBe(false)
  })

  it('shows the cash part of points goods that carry one', async () => {
    const base = preview(2, 5000)
    const withCash: CheckoutPreview = {
      ...base,
      items: base.items.map((item) => ({ ...item, price: 1990, sale_price: 1990, item_fee: 3980, total_fee: 3980 })),
      item_fee: 3980,
      total_fee: 3980,
    }
    renderPage({ input: { ...input, num: 2 }, preview: withCash, problem: null, addresses: [home] })
    expect(await screen.findByText('1,800积分 + ¥19.90')).toBeTruthy()
    expect(screen.getByText('3,600积分 + ¥39.80')).toBeTruthy()
    expect(screen.getByRole('columnheader', { name: '兑换单价' })).toBeTruthy()
    const summary = screen.getByRole('complementary', { name: '积分结算' })
    expect(summary.textContent).toContain('需付现金¥39.80')
    expect(screen.getByText(/应付积分：/).textContent).toBe('应付积分：3,600积分 + 现金 ¥39.80')
  })

  it("shows the server's refusal when the goods cannot be exchanged", async () => {
    renderPage({ input, preview: null, problem: '该商品不是积分商品', addresses: [] })
    expect((await screen.findByRole('alert')).textContent).toContain('该商品不是积分商品')
    expect(screen.getByRole('link', { name: '返回积分商城' })).toBeTruthy()
  })
})

describe('pointCheckoutInput', () => {
  it('reads the goods, variant and quantity, and sends anything malformed to the 404 page', () => {
    expect(
      pointCheckoutInput(new URL('http://x/pointitems/checkout?item_id=131&sku_id=310&num=2&address_id=5')),
    ).toEqual({ item_id: 131, sku_id: 310, num: 2, address_id: 5 })
    expect(pointCheckoutInput(new URL('http://x/pointitems/checkout?item_id=131&sku_id=310'))).toEqual({
      item_id: 131,
      sku_id: 310,
      num: 1,
    })
    expect(() => pointCheckoutInput(new URL('http://x/pointitems/checkout?item_id=abc&sku_id=310'))).toThrow()
    expect(() => pointCheckoutInput(new URL('http://x/pointitems/checkout?item_id=1&sku_id=1&num=0'))).toThrow()
  })
})
