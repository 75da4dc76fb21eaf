// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import { ORDERS_BY_STATUS, detailFixture, lineFixture } from '../../orders/test-orders.ts'
import { TRADE_LIST_KEY } from '../trade-return.ts'
import TradeDetailPage from './TradeDetailPage.tsx'
import type { TradeDetailData } from './load-trade-detail.ts'
import { progressSteps, statusHeadline } from './order-progress.ts'
import { pageRoute, renderSignedIn } from '../../../../stores/test-render.tsx'

afterEach(() => {
  cleanup()
  sessionStorage.clear()
  vi.useRealTimers()
})

function renderDetail(data: TradeDetailData) {
  const loader = vi.fn(() => data)
  renderSignedIn([pageRoute('/member/trade/:id', TradeDetailPage, loader)], `/member/trade/${data.order.order_id}`)
  return { loader }
}

const shipped = detailFixture(
  {
    ...ORDERS_BY_STATUS.shipped,
    items: [
      lineFixture(),
      lineFixture({ id: 2, title: '赠品数据线', is_gift: 1, price: 0, total_fee: 0, aftersales_num: 1 }),
    ],
  },
  {
    item_fee: 9900,
    freight_fee: 1000,
    coupon_fee: 500,
    point_fee: 100,
    point_used: 1000,
    member_discount: 495,
    total_fee: 9805,
    invoice: { type: 'company', title: '北京某某科技有限公司', tax_number: '91110000ABCDEFGH12' },
    remark: '请工作日送货',
    logistics: {
      delivery_corp: 'SF',
      delivery_corp_name: '顺丰速运',
      delivery_code: 'SF3999054772042',
      delivered_at: 1_795_410_000,
      state: 'in_transit',
      state_desc: '运输中',
      latest: null,
    },
  },
)
const tracking = {
  order_id: shipped.order_id,
  delivery_id: 1,
  delivery_corp: 'SF',
  delivery_corp_name: '顺丰速运',
  delivery_code: 'SF3999054772042',
  delivered_at: 1_795_410_000,
  state: 'in_transit',
  state_desc: '运输中',
  list: [
    { time: 1_795_420_000, context: '快件已到达【北京转运中心】', state: 'in_transit' },
    { time: 1_795_410_000, context: '【北京】顺丰速运已揽收', state: 'collected' },
  ],
}

describe('TradeDetailPage', () => {
  it('shows a shipped order: status, progress, receiver, parcel, lines and amounts', async () => {
    renderDetail({ order: shipped, tracking, shopNames: {} })
    await screen.findByText('等待收货')
    const progress = screen.getByRole('list', { name: '订单进度' })
    const steps = within(progress).getAllByRole('listitem')
    expect(steps.map((step) => step.querySelector('.mf-step-progress__title')?.textContent)).toEqual([
      '提交订单',
      '付款成功',
      '商品出库',
      '确认收货',
      '完成',
    ])
    expect(steps[2]!.getAttribute('aria-current')).toBe('step')
    expect(steps[2]!.textContent).toContain('2026-11-23 13:00:00')

    expect(screen.getByText('138****0000')).toBeTruthy()
    expect(screen.getByText('北京市 北京市 朝阳区 三里屯路 19 号')).toBeTruthy()
    expect(screen.getByText('北京某某科技有限公司')).toBeTruthy()
    expect(screen.getByText('请工作日送货')).toBeTruthy()

    const timeline = screen.getByRole('list', { name: '物流跟踪' })
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('快件已到达【北京转运中心】'), expect.stringContaining('已揽收')])
    expect(screen.getByText('SF3999054772042')).toBeTruthy()

    const table = screen.getByRole('table')
    expect(within(table).getAllByRole('row')).toHaveLength(3)
    expect(within(table).getByText('售后中')).toBeTruthy()
    expect(within(table).getByText('赠品')).toBeTruthy()

    const amounts = Object.fromEntries(
      [...document.querySelectorAll('.mf-order-amounts__row')].map((row) => [
        row.querySelector('dt')!.textContent,
        row.querySelector('dd')!.textContent,
      ]),
    )
    expect(amounts).toEqual({
      '商品总额：': '¥99.00',
      '运费：': '+¥10.00',
      '优惠券：': '-¥5.00',
      '积分抵扣（1000积分）：': '-¥1.00',
      '会员优惠：': '-¥4.95',
      '实付款：': '¥98.05',
    })
    expect(screen.getByRole('link', { name: /查看物流/ }).getAttribute('href')).toBe('#logistics')
    expect(screen.getByRole('button', { name: /确认收货/ })).toBeTruthy()
  })

  it('counts down the time left to pay and reads the order again when it is up', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const unpaid = detailFixture(ORDERS_BY_STATUS.notpay, { remaining_seconds: 3 })
    const { loader } = renderDetail({ order: unpaid, tracking: null, shopNames: {} })
    await screen.findByText('等待付款')
    expect(screen.getByRole('timer').textContent).toBe('03秒')
    expect(screen.getByRole('link', { name: /去支付/ }).getAttribute('href')).toBe(
      '/cashier?order_id=100000000000000001',
    )
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000)
    })
    expect(screen.getByRole('timer').textContent).toBe('02秒')
    const loads = loader.mock.calls.length
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2500)
    })
    expect(loader.mock.calls.length).toBeGreaterThan(loads)
  })

  it('links back to the list as the member left it', async () => {
    sessionStorage.setItem(TRADE_LIST_KEY, '/member/trade?status=notpay&page=2')
    renderDetail({ order: detailFixture(ORDERS_BY_STATUS.done), tracking: null, shopNames: {} })
    const back = await screen.findByRole('link', { name: '返回订单列表' })
    await waitFor(() => expect(back.getAttribute('href')).toBe('/member/trade?status=notpay&page=2'))
  })
})

describe('order progress and headline', () => {
  it('shows a cancelled order as submitted then cancelled', () => {
    const order = detailFixture(ORDERS_BY_STATUS.cancelled)
    expect(progressSteps(order).map((step) => step.title)).toEqual(['提交订单', '已取消'])
    expect(statusHeadline(order)).toEqual({ title: '已取消', hint: '取消原因：不想要了' })
  })

  it('keeps the steps ahead without a time', () => {
    const steps = progressSteps(detailFixture(ORDERS_BY_STATUS.payed))
    expect(steps.map((step) => step.time !== null)).toEqual([true, true, false, false, false])
  })

  it('says 售后中 while an application is open', () => {
    expect(statusHeadline(detailFixture(ORDERS_BY_STATUS.aftersales)).title).toBe('售后中')
  })
})
