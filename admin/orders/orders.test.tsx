// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { RouterProvider, createMemoryRouter } from 'react-router-dom'
import type { OperatorOrder, OperatorOrderDetail } from '../../schemas/api/admin.ts'
import { toastStore } from '../../runtime/components/toast/toast.ts'
import { fail, ok, stubFetch } from '../../designer/shell/test-fetch.ts'
import { accessStore } from '../shell/access.ts'
import { allowModalDialogs } from '../kit/test-dialogs.ts'
import { OrderDetailPage } from './OrderDetailPage.tsx'
import { OrdersPage } from './OrdersPage.tsx'

const line = {
  id: 11,
  item_id: 5,
  sku_id: 51,
  title: '纯棉T恤',
  pic: '/img/tee.jpg',
  spec_desc: '白色 L',
  price: 9900,
  point_price: 0,
  num: 1,
  item_fee: 9900,
  discount_fee: 0,
  total_fee: 9900,
  is_gift: 0 as const,
  aftersales_num: 0,
  refunded_num: 0,
  refunded_fee: 0,
  is_rated: 0 as const,
  can_aftersales: 0 as const,
}

function order(fields: Partial<OperatorOrderDetail> = {}): OperatorOrderDetail {
  return {
    order_id: '3126112800001',
    status: 'NOTPAY',
    status_desc: '待付款',
    order_type: 'normal',
    distributor_id: 0,
    total_fee: 9900,
    item_fee: 9900,
    freight_fee: 0,
    discount_fee: 0,
    coupon_fee: 0,
    member_discount: 0,
    point_fee: 0,
    point_used: 0,
    total_num: 1,
    created_at: 1_764_300_000,
    paid_at: null,
    delivered_at: null,
    finished_at: null,
    items: [line],
    ...fields,
  } as OperatorOrderDetail
}

const detail = (fields: Partial<OperatorOrderDetail> = {}) =>
  order({
    pay_type: 'alipay',
    payments: [
      {
        trade_no: 'T1',
        pay_type: 'alipay',
        amount: 9900,
        status: 'SUCCESS',
        created_at: 1_764_300_000,
        paid_at: 1_764_300_060,
      },
    ],
    refunds: [],
    refunded_fee: 0,
    logistics: null,
    timeline: [],
    invoice: null,
    remark: '',
    receiver_name: '张三',
    receiver_mobile: '13912345678',
    receiver_address: '广东省 广州市',
    member_id: 7,
    member_mobile: '13700001111',
    distributor_name: '自营',
    operator_remark: '',
    item_codes: { '11': 'TEE-WL' },
    traces: [{ time: 1_764_400_000, context: '快件已签收' }],
    ...fields,
  })

const listAnswer = (rows: Partial<OperatorOrder>[], total = rows.length) =>
  ok({ list: rows.map((row) => order(row)), total_count: total, status_counts: { NOTPAY: total } })

beforeAll(allowModalDialogs)
beforeEach(() => {
  toastStore.setState({ toasts: [] })
  accessStore.setState({
    access: {
      kind: 'operator',
      operator: { id: 1, username: 'kf', name: '客服', role_name: '客服', areas: ['orders', 'aftersales'] },
    },
  })
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/orders', element: <OrdersPage /> },
      { path: '/orders/:orderId', element: <OrderDetailPage /> },
    ],
    { initialEntries: [path] },
  )
  render(<RouterProvider router={router} />)
  return router
}

const shops = ok([
  { value: '0', label: '自营' },
  { value: '3', label: '天河店' },
])

describe('订单列表', () => {
  it('sends every filter to the server and keeps them in the address', async () => {
    const queries: URLSearchParams[] = []
    stubFetch({
      'GET /api/admin/orders/shops': shops,
      'GET /api/admin/orders': ({ url }) => {
        queries.push(url.searchParams)
        return listAnswer([{ pay_type: 'alipay' } as Partial<OperatorOrder>])
      },
    })
    const router = renderAt('/orders')
    await screen.findByText('3126112800001')
    const filters = screen.getByRole('search', { name: '筛选订单' })
    fireEvent.change(within(filters).getByLabelText('订单号'), { target: { value: ' 3126112800001 ' } })
    fireEvent.change(within(filters).getByLabelText('会员手机号'), { target: { value: '13700001111' } })
    await within(filters).findByRole('option', { name: '天河店' })
    fireEvent.change(within(filters).getByLabelText('店铺'), { target: { value: '3' } })
    fireEvent.change(within(filters).getByLabelText('下单时间从'), { target: { value: '2026-11-01' } })
    fireEvent.change(within(filters).getByLabelText('下单时间至'), { target: { value: '2026-11-28' } })
    fireEvent.change(within(filters).getByLabelText('支付方式'), { target: { value: 'wxpay' } })
    fireEvent.change(within(filters).getByLabelText('订单类型'), { target: { value: 'point' } })
    fireEvent.click(within(filters).getByRole('button', { name: '查询' }))

    await waitFor(() => expect(queries.at(-1)?.get('mobile')).toBe('13700001111'))
    const sent = queries.at(-1)!
    expect(Object.fromEntries(sent)).toMatchObject({
      order_id: '3126112800001',
      distributor_id: '3',
      created_from: '2026-11-01',
      created_to: '2026-11-28',
      pay_type: 'wxpay',
      order_type: 'point',
    })
    const address = new URLSearchParams(router.state.location.search)
    expect(address.get('pay_type')).toBe('wxpay')
    expect(address.get('created_to')).toBe('2026-11-28')
    expect(screen.getByRole('cell', { name: '支付宝' })).toBeTruthy()
  })

  it('refuses a date range that ends before it starts', async () => {
    const { calls } = stubFetch({ 'GET /api/admin/orders/shops': shops, 'GET /api/admin/orders': listAnswer([{}]) })
    renderAt('/orders')
    await screen.findByText('3126112800001')
    const before = calls.length
    fireEvent.change(screen.getByLabelText('下单时间从'), { target: { value: '2026-11-28' } })
    fireEvent.change(screen.getByLabelText('下单时间至'), { target: { value: '2026-11-01' } })
    expect((screen.getByLabelText('下单时间至') as HTMLInputElement).value).toBe('2026-11-01')
    fireEvent.click(screen.getByRole('button', { name: '查询' }))
    expect(toastStore.getState().toasts.map((toast) => toast.message)).toContain('开始日期不能晚于结束日期')
    expect(calls.length).toBe(before)
  })

  it('exports the filtered list with a progress bar and downloads the file when done', async () => {
    let polls = 0
    const started: unknown[] = []
    stubFetch({
      'GET /api/admin/orders/shops': shops,
      'GET /api/admin/orders': listAnswer([{ pay_type: 'alipay' } as Partial<OperatorOrder>], 5000),
      'POST /api/admin/orders/exports': ({ body }) => {
        started.push(body)
        return ok({ export_id: 9, status: 'running', total: 5000, done: 0, created_at: 1 })
      },
      'GET /api/admin/orders/exports/9': () => {
        polls += 1
        return ok({
          export_id: 9,
          status: polls < 2 ? 'running' : 'done',
          total: 5000,
          done: polls < 2 ? 1200 : 5000,
          created_at: 1,
        })
      },
    })
    const clicks: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.getAttribute('href') ?? '')
    })
    renderAt('/orders?pay_type=alipay&status=NOTPAY')
    await screen.findByText('3126112800001')
    fireEvent.click(screen.getByRole('button', { name: '导出 Excel' }))
    const dialog = screen.getByRole('dialog', { name: '导出订单' })
    await within(dialog).findByText('正在导出 1,200 / 5,000')
    const bar = within(dialog).getByRole('progressbar', { name: '导出进度' })
    expect(bar.getAttribute('aria-valuenow')).toBe('24')
    expect(started).toEqual([{ pay_type: 'alipay', status: 'NOTPAY' }])
    await within(dialog).findByText('导出完成，共 5,000 个订单，文件已开始下载', {}, { timeout: 3000 })
    expect(bar.getAttribute('aria-valuenow')).toBe('100')
    expect(clicks).toEqual(['/api/admin/orders/exports/9/file'])
  })

  it('shows the server’s Chinese message when the export cannot start', async () => {
    stubFetch({
      'GET /api/admin/orders/shops': shops,
      'GET /api/admin/orders': listAnswer([{}]),
      'POST /api/admin/orders/exports': fail(400, '下单时间格式应为 YYYY-MM-DD，且开始日期不能晚于结束日期'),
    })
    renderAt('/orders')
    await screen.findByText('3126112800001')
    fireEvent.click(screen.getByRole('button', { name: '导出 Excel' }))
    const alert = await within(screen.getByRole('dialog', { name: '导出订单' })).findByRole('alert')
    expect(alert.textContent).toContain('下单时间格式')
  })
})

describe('订单详情', () => {
  it('shows labels, 货号 and the carrier’s events, and saves the operator remark', async () => {
    const saved: unknown[] = []
    stubFetch({
      'GET /api/admin/orders/3126112800001': ok(detail()),
      'PUT /api/admin/orders/3126112800001/remark': ({ body }) => {
        saved.push(body)
        return ok({ order_id: '3126112800001', operator_remark: '周五前发顺丰' })
      },
    })
    renderAt('/orders/3126112800001')
    await screen.findByText('TEE-WL')
    expect(screen.getByText('13700001111')).toBeTruthy()
    expect(screen.getByText(/支付宝 ¥99.00 支付成功/)).toBeTruthy()
    expect(screen.getByText('快件已签收')).toBeTruthy()
    const remark = screen.getByLabelText('运营备注')
    fireEvent.change(remark, { target: { value: '周五前发顺丰 ' } })
    fireEvent.click(screen.getByRole('button', { name: '保存备注' }))
    await waitFor(() => expect(saved).toEqual([{ operator_remark: '周五前发顺丰 ' }]))
    await waitFor(() => expect(toastStore.getState().toasts.map((toast) => toast.message)).toContain('运营备注已保存'))
  })

  it('cancels an unpaid order after the operator confirms with a reason', async () => {
    const cancels: unknown[] = []
    let current = detail()
    stubFetch({
      'GET /api/admin/orders/3126112800001': () => ok(current),
      'POST /api/admin/orders/3126112800001/cancel': ({ body }) => {
        cancels.push(body)
        current = detail({ status: 'CANCEL', status_desc: '已取消', cancel_reason: '商家取消：商品缺货' })
        return ok({
          order_id: '3126112800001',
          status: 'CANCEL',
          status_desc: '已取消',
          cancel_reason: '商家取消：商品缺货',
        })
      },
    })
    renderAt('/orders/3126112800001')
    fireEvent.click(await screen.findByRole('button', { name: '取消订单' }))
    const dialog = screen.getByRole('dialog', { name: '取消订单 3126112800001' })
    fireEvent.change(within(dialog).getByLabelText('取消原因'), { target: { value: '商品缺货' } })
    expect(cancels).toEqual([])
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: '确认取消订单' }))
    })
    await waitFor(() => expect(cancels).toEqual([{ reason: '商品缺货' }]))
    await screen.findByText('商家取消：商品缺货')
    expect(screen.queryByRole('button', { name: '取消订单' })).toBeNull()
  })

  it('has no cancel or remark editing for a role without 订单', async () => {
    accessStore.setState({
      access: {
        kind: 'operator',
        operator: { id: 2, username: 'ck', name: '仓库', role_name: '仓库', areas: ['shipping'] },
      },
    })
    stubFetch({ 'GET /api/admin/orders/3126112800001': ok(detail({ operator_remark: '老客户' })) })
    renderAt('/orders/3126112800001')
    await screen.findByText('老客户')
    expect(screen.queryByRole('button', { name: '取消订单' })).toBeNull()
    expect(screen.queryByRole('button', { name: '保存备注' })).toBeNull()
  })
})
