import { THEME_COLOR } from '../../schemas/brand-colors.ts'
// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { RouterProvider, createMemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { DashboardPoint, DashboardView } from '../../schemas/api/admin/dashboard.ts'
import { ok, operator, stubFetch } from '../../designer/shell/test-fetch.ts'
import { accessStore } from '../shell/access.ts'
import { DashboardPage } from './DashboardPage.tsx'

const charts = vi.hoisted(() => ({ options: [] as Array<Record<string, unknown>> }))

// jsdom has no canvas: the chart module answers with a recorder of what the page asks it to draw.
vi.mock('./echarts.ts', () => ({
  init: () => ({
    setOption: (option: Record<string, unknown>) => charts.options.push(option),
    resize: () => undefined,
    dispose: () => undefined,
  }),
}))

const TODAY = Date.UTC(2026, 10, 19, 16) / 1000

function point(index: number, fields: Partial<DashboardPoint> = {}): DashboardPoint {
  return {
    start: TODAY - (6 - index) * 86_400,
    label: `11-${14 + index}`,
    paid_amount: 0,
    paid_orders: 0,
    paying_members: 0,
    average_order: 0,
    new_members: 0,
    refund_amount: 0,
    ...fields,
  }
}

function view(range: DashboardView['range'], fields: Partial<DashboardView> = {}): DashboardView {
  return {
    range,
    from: TODAY - 6 * 86_400,
    to: TODAY + 86_400,
    previous_from: TODAY - 13 * 86_400,
    figures: {
      paid_amount: 123_456,
      paid_orders: 12,
      paying_members: 10,
      average_order: 10_288,
      new_members: 5,
      refund_amount: 2_000,
    },
    previous: {
      paid_amount: 100_000,
      paid_orders: 15,
      paying_members: 10,
      average_order: 6_667,
      new_members: 0,
      refund_amount: 0,
    },
    series: [0, 1, 2, 3, 4, 5, 6].map((n) => point(n, n === 6 ? { paid_amount: 123_456, paid_orders: 12 } : {})),
    top_goods: [
      { goods_id: 3, name: '纯棉T恤', image: '/img/tee.jpg', units: 30, amount: 89_700 },
      { goods_id: 4, name: '保温杯', image: '', units: 12, amount: 33_756 },
    ],
    todos: { to_ship: 4, aftersales_to_review: 2, refunds_to_pay: 1, merchants_to_review: 3, low_stock: 6 },
    stock_threshold: 10,
    ...fields,
  }
}

function renderPage(entry = '/dashboard') {
  const router = createMemoryRouter([{ path: '/dashboard', element: <DashboardPage /> }], { initialEntries: [entry] })
  render(<RouterProvider router={router} />)
  return router
}

beforeEach(() => {
  charts.options.length = 0
  accessStore.setState({ access: { kind: 'operator', operator } })
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('经营概况', () => {
  it('shows the figures with their change, the to-dos linking to the filtered lists, and the best sellers', async () => {
    const queries: string[] = []
    stubFetch({
      'GET /api/admin/dashboard': ({ url }) => {
        queries.push(url.search)
        return ok(view((url.searchParams.get('range') as DashboardView['range']) ?? 'today'))
      },
    })
    renderPage('/dashboard?range=7d')

    expect(screen.getByRole('heading', { name: '经营概况' })).toBeTruthy()
    const cards = await screen.findByRole('list', { name: '核心指标' })
    await within(cards).findByText('¥1,234.56')
    const amount = within(cards).getByText('成交金额').closest('li')!
    expect(within(amount).getByText('↑ 23.5%')).toBeTruthy()
    expect(within(amount).getByText('比上期上升23.5%')).toBeTruthy()
    const orders = within(cards).getByText('支付订单数').closest('li')!
    expect(within(orders).getByText('↓ 20.0%')).toBeTruthy()
    expect(within(within(cards).getByText('支付人数').closest('li')!).getByText('持平')).toBeTruthy()
    expect(within(within(cards).getByText('新增会员').closest('li')!).getByText('—')).toBeTruthy()
    expect(screen.getByText(/统计时间 2026-11-14 至 2026-11-20/)).toBeTruthy()
    expect(queries[0]).toContain('range=7d')
    expect(queries[0]).toContain('stock_threshold=10')

    const link = (name: RegExp) => screen.getByRole('link', { name }).getAttribute('href')
    expect(link(/^待发货 4$/)).toBe('/orders?status=PAYED')
    expect(link(/^待审核售后 2$/)).toBe('/aftersales?status=WAIT_SELLER_AGREE')
    expect(link(/^待退款 1$/)).toBe('/aftersales?status=WAIT_REFUND')
    expect(link(/^库存告急 6$/)).toBe('/goods?stock_below=10')
    expect(screen.queryByRole('link', { name: /待审核商户/ })).toBeNull()
    expect(screen.getByText('待审核商户').closest('div')!.getAttribute('title')).toMatch(/商户管理/)

    const table = screen.getByRole('table', { name: '热销商品 TOP 10' })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(within(rows[0]).getByText('纯棉T恤')).toBeTruthy()
    expect(within(rows[0]).getByText('¥897.00')).toBeTruthy()
    expect(within(rows[1]).getByText('保温杯')).toBeTruthy()
  })

  it('draws the trends with ECharts in the theme colour and gives each a text alternative', async () => {
    stubFetch({ 'GET /api/admin/dashboard': ok(view('today')) })
    renderPage()
    await waitFor(() => expect(charts.options.length).toBe(2))
    const money = charts.options.find((option) =>
      (option.series as { name: string }[]).some((line) => line.name === '成交金额'),
    )!
    expect((money.color as string[])[0]).toBe(THEME_COLOR)
    expect((money.series as { data: number[] }[])[0].data[6]).toBe(1234.56)

    const chart = screen.getByRole('img', { name: /^成交趋势：成交金额合计¥1,234.56/ })
    expect(chart).toBeTruthy()
    const data = screen.getByRole('table', { name: '成交趋势数据' })
    expect(within(data).getByRole('row', { name: /11-20 ¥1,234.56/ })).toBeTruthy()
    expect(screen.queryAllByText('图表加载中…')).toEqual([])
  })

  it('switches the range and the stock threshold in the address, and refreshes on demand', async () => {
    const queries: URLSearchParams[] = []
    stubFetch({
      'GET /api/admin/dashboard': ({ url }) => {
        queries.push(url.searchParams)
        const range = (url.searchParams.get('range') as DashboardView['range']) ?? 'today'
        return ok(view(range, { stock_threshold: Number(url.searchParams.get('stock_threshold')) }))
      },
    })
    const router = renderPage()
    await within(screen.getByRole('list', { name: '核心指标' })).findByText('¥1,234.56')
    expect(screen.getByRole('button', { name: '今日' }).getAttribute('aria-pressed')).toBe('true')

    fireEvent.click(screen.getByRole('button', { name: '近30天' }))
    await waitFor(() => expect(queries.at(-1)?.get('range')).toBe('30d'))
    expect(router.state.location.search).toBe('?range=30d')
    expect(screen.getByRole('button', { name: '近30天' }).getAttribute('aria-pressed')).toBe('true')

    const input = screen.getByRole('spinbutton', { name: '库存告急阈值' })
    fireEvent.change(input, { target: { value: '5' } })
    fireEvent.blur(input)
    await waitFor(() => expect(queries.at(-1)?.get('stock_threshold')).toBe('5'))
    expect(router.state.location.search).toBe('?range=30d&stock_threshold=5')
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /^库存告急/ }).getAttribute('href')).toBe('/goods?stock_below=5'),
    )

    const before = queries.length
    fireEvent.click(await screen.findByRole('button', { name: '刷新' }))
    await waitFor(() => expect(queries.length).toBe(before + 1))
  })

  it('says so in Chinese when the range has no sales', async () => {
    const empty = view('today', {
      figures: {
        paid_amount: 0,
        paid_orders: 0,
        paying_members: 0,
        average_order: 0,
        new_members: 0,
        refund_amount: 0,
      },
      series: [0, 1, 2].map((n) => point(n)),
      top_goods: [],
    })
    stubFetch({ 'GET /api/admin/dashboard': ok(empty) })
    renderPage()
    expect(await screen.findByText('该时段暂无商品售出')).toBeTruthy()
    await waitFor(() => expect(screen.getAllByText('该时段暂无数据')).toHaveLength(2))
  })
})
