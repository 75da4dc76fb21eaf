// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom'
import { testHomeAddress } from '../../../features/address/test-address.ts'
import type { CheckoutPreview } from '../../../api/checkout.ts'
import type { PointCheckoutData } from './load-point-checkout.ts'
import PointCheckoutPage from './PointCheckoutPage.tsx'
import { noCashFees, placedPointOrder } from '../test-point-order.ts'
import { pointCheckoutInput } from '../../../features/checkout/point-checkout-query.ts'
import { json, stubShopperApi, unknownPath } from '../../../api/test-fetch.ts'

const home = testHomeAddress()

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
    ...noCashFees,
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

let balance = 5000
const calls = stubShopperApi(async ({ path, fields }) => {
  if (path === 'cart/checkout') return json({ data: preview(Number(fields.get('num')), balance) })
  if (path === 'order_new') return json({ data: placedPointOrder })
  return unknownPath()
})
afterEach(() => {
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
