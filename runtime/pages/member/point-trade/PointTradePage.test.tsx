// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, screen, within } from '@testing-library/react'
import type { OrderCard } from '../../../api/orders.ts'
import { lineFixture, orderFixture } from '../orders/test-orders.ts'
import PointTradePage from './PointTradePage.tsx'
import type { PointTradeData } from './load-point-trade.ts'
import { pageRoute, renderSignedIn } from '../../../stores/test-render.tsx'

afterEach(() => cleanup())

const pointOrder: OrderCard = orderFixture({
  order_id: '200000000000000001',
  status: 'NOTPAY',
  status_desc: '待付款',
  order_type: 'point',
  total_fee: 0,
  items: [lineFixture({ title: '不锈钢保温杯', price: 0, point_price: 1800, num: 2 })],
  can_pay: 1,
})

function renderPage(data: PointTradeData) {
  renderSignedIn([pageRoute('/member/trade/point', PointTradePage, () => data)], '/member/trade/point')
}

describe('PointTradePage', () => {
  it('lists points orders in points, paying an unpaid one at the points cashier', async () => {
    renderPage({ page: 1, list: [pointOrder], total: 1, shopNames: {} })
    expect(await screen.findByRole('heading', { name: '积分订单' })).toBeTruthy()
    const card = screen.getByRole('article', { name: `订单${pointOrder.order_id}` })
    expect(within(card).getByText('1,800积分')).toBeTruthy()
    expect(within(card).getByText('3,600积分')).toBeTruthy()
    expect(
      within(card)
        .getByRole('link', { name: `去支付订单${pointOrder.order_id}` })
        .getAttribute('href'),
    ).toBe(`/pointitems/cashierpoint?order_id=${pointOrder.order_id}`)
    expect(screen.getByRole('link', { name: '积分订单' }).getAttribute('aria-current')).toBe('page')
  })

  it('points to the points mall when there are none', async () => {
    renderPage({ page: 1, list: [], total: 0, shopNames: {} })
    expect(await screen.findByText('您还没有积分订单')).toBeTruthy()
    expect(screen.getByRole('link', { name: '去积分商城' }).getAttribute('href')).toBe('/pointitems')
  })
})
