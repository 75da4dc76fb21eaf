// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom'
import type { PointOrder } from '../../../api/pointitems.ts'
import PointCashierPage, { remainingText } from './PointCashierPage.tsx'
import { noCashFees, placedPointOrder } from '../test-point-order.ts'

const unpaid: PointOrder = {
  ...placedPointOrder,
  ...noCashFees,
  total_num: 2,
  items: [
    {
      item_id: 131,
      sku_id: 310,
      title: '不锈钢保温杯',
      pic: '',
      spec_desc: '',
      price: 0,
      point_price: 1800,
      num: 2,
      item_fee: 0,
      discount_fee: 0,
      total_fee: 0,
      is_gift: 0,
    },
  ],
  receiver_name: '李明',
  receiver_mobile: '13800000000',
  receiver_address: '北京市 北京市 朝阳区 三里屯路 19 号',
  invoice: null,
  remark: '',
  remaining_seconds: 1799,
  point_total: 3600,
  point_balance: 5000,
  point_paid: false,
  cash_due: 0,
}

/** 800积分 + ¥19.90 each, two of them, nothing spent yet. */
const withCash: PointOrder = {
  ...unpaid,
  total_fee: 3980,
  item_fee: 3980,
  point_total: 1600,
  cash_due: 3980,
  items: [
    { ...unpaid.items[0]!, title: '明前龙井礼盒', price: 1990, point_price: 800, item_fee: 3980, total_fee: 3980 },
  ],
}
const pointsSpent: PointOrder = { ...withCash, point_use: 1600, point_paid: true, point_balance: 3400 }

let payCalls = 0
let payAnswer: PointOrder | null = null
const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json' } })
const fetchStub = vi.fn<typeof fetch>(async (input) => {
  const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost')
  if (url.pathname.endsWith('/pointsmall/order/pay')) {
    payCalls += 1
    if (payAnswer) return json({ data: payAnswer })
    return json({
      data: {
        ...unpaid,
        status: 'PAYED',
        pay_type: 'point',
        point_use: 3600,
        point_balance: 1400,
        remaining_seconds: 0,
        point_paid: true,
      },
    })
  }
  return json({ message: '接口不存在', status_code: 404 }, 404)
})
beforeAll(() => vi.stubGlobal('fetch', fetchStub))
afterAll(() => vi.unstubAllGlobals())
afterEach(() => {
  cleanup()
  payCalls = 0
  payAnswer = null
})

function Probe() {
  const location = useLocation()
  return <p>到达 {location.pathname + location.search}</p>
}

function renderPage(order: PointOrder) {
  const router = createMemoryRouter(
    [
      {
        path: '/pointitems/cashierpoint',
        loader: () => order,
        Component: PointCashierPage,
        HydrateFallback: () => null,
      },
      { path: '*', Component: Probe },
    ],
    { initialEntries: [`/pointitems/cashierpoint?order_id=${order.order_id}`] },
  )
  render(<RouterProvider router={router} />)
}

describe('PointCashierPage', () => {
  it('shows the points due and the balance, and pays in points', async () => {
    renderPage(unpaid)
    expect(await screen.findByRole('heading', { name: '积分支付' })).toBeTruthy()
    expect(screen.getByText('3,600积分')).toBeTruthy()
    expect(screen.getByText('5,000积分')).toBeTruthy()
    expect(screen.getByText('请在 29分59秒 内完成支付，超时订单将自动取消。')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '确认支付' }))
    expect(await screen.findByRole('heading', { name: '支付成功' })).toBeTruthy()
    expect(screen.getByRole('status').textContent).toContain('已使用3,600积分，剩余1,400积分')
    expect(screen.getByRole('link', { name: '查看积分订单' }).getAttribute('href')).toBe('/member/trade/point')
    expect(payCalls).toBe(1)
  })

  it('keeps 确认支付 disabled and says why when the balance is short', async () => {
    renderPage({ ...unpaid, point_balance: 1000 })
    const pay = (await screen.findByRole('button', { name: '确认支付' })) as HTMLButtonElement
    expect(pay.disabled).toBe(true)
    expect(screen.getByRole('alert').textContent).toBe('积分不足，还差2,600积分，无法支付')
    fireEvent.click(pay)
    expect(payCalls).toBe(0)
  })

  it('offers no payment for a cancelled order', async () => {
    renderPage({ ...unpaid, status: 'CANCEL', remaining_seconds: 0 })
    expect((await screen.findByRole('alert')).textContent).toContain('订单已取消')
    expect(screen.queryByRole('button', { name: '确认支付' })).toBeNull()
  })

  it('spends the points of an order with a cash part, then sends the shopper to the cashier for the cash', async () => {
    payAnswer = pointsSpent
    renderPage(withCash)
    expect(await screen.findByText('800积分 + ¥19.90 × 2')).toBeTruthy()
    expect(screen.getByText('另需支付现金')).toBeTruthy()
    expect(screen.getByText('¥39.80')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '确认支付' }))
    expect(await screen.findByText('到达 /cashier?order_id=2026112500001')).toBeTruthy()
    expect(payCalls).toBe(1)
  })

  it('shows 积分已支付 and what is left, with 去支付 to the cashier, once the points are spent', async () => {
    renderPage(pointsSpent)
    expect(await screen.findByRole('heading', { name: '积分已支付' })).toBeTruthy()
    expect(screen.getByText('还需支付')).toBeTruthy()
    expect(screen.getByText('¥39.80')).toBeTruthy()
    expect(screen.queryByRole('button', { name: '确认支付' })).toBeNull()
    const go = screen.getByRole('link', { name: '去支付' })
    expect(go.getAttribute('href')).toBe('/cashier?order_id=2026112500001')
    fireEvent.click(go)
    expect(await screen.findByText('到达 /cashier?order_id=2026112500001')).toBeTruthy()
    expect(payCalls).toBe(0)
  })

  it('says both parts were paid once the cash is paid too', async () => {
    renderPage({ ...pointsSpent, status: 'PAYED', pay_type: 'testpay', cash_due: 0, remaining_seconds: 0 })
    expect(await screen.findByRole('heading', { name: '支付成功' })).toBeTruthy()
    expect(screen.getByRole('status').textContent).toContain('已使用1,600积分，支付现金¥39.80，剩余3,400积分')
  })

  it('offers no payment for an expired order whose points were spent', async () => {
    renderPage({ ...pointsSpent, remaining_seconds: 0 })
    expect((await screen.findByRole('alert')).textContent).toContain('订单已超时关闭')
    expect(screen.queryByRole('link', { name: '去支付' })).toBeNull()
  })

  it('words the time left', () => {
    expect(remainingText(1799)).toBe('29分59秒')
    expect(remainingText(42)).toBe('42秒')
  })
})
