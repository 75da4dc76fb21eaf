// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { RouterProvider, createMemoryRouter } from 'react-router-dom'
import type { OperatorAftersales } from '../../schemas/api/admin.ts'
import { toastStore } from '../../runtime/components/toast/toast.ts'
import { fail, ok, stubFetch, type Route } from '../../designer/shell/test-fetch.ts'
import { accessStore } from '../shell/access.ts'
import { AftersalesPage } from './AftersalesPage.tsx'
import { allowModalDialogs } from '../kit/test-dialogs.ts'

const NOW = Math.floor(Date.now() / 1000)

function aftersales(fields: Partial<OperatorAftersales> = {}): OperatorAftersales {
  return {
    aftersales_bn: 'AS202611280001',
    order_id: '3126112800001',
    order_item_id: 11,
    item_id: 5,
    sku_id: 51,
    title: '纯棉T恤',
    pic: '/img/tee.jpg',
    spec_desc: '白色 L',
    price: 9900,
    quantity: 2,
    num: 1,
    aftersales_type: 'ONLY_REFUND',
    aftersales_type_desc: '仅退款',
    status: 'WAIT_SELLER_AGREE',
    status_desc: '待商家审核',
    reason: '尺码不合适',
    description: '洗了一次就缩水',
    evidence_pic: ['https://cdn.example.com/a.jpg', 'https://cdn.example.com/b.jpg'],
    refund_fee: 9900,
    refund_freight: 0,
    refund_point: 0,
    refuse_reason: null,
    sendback_corp: null,
    sendback_code: null,
    sendback_at: null,
    created_at: NOW - 3600,
    updated_at: NOW - 3600,
    reviewed_at: null,
    goods_received_at: null,
    refunded_at: null,
    closed_at: null,
    can_modify: 1,
    can_close: 1,
    can_sendback: 0,
    progress: [{ key: 'applied', title: '提交售后申请', time: NOW - 3600 }],
    member_id: 7,
    ...fields,
  }
}

const waiting = aftersales()
const toRefund = aftersales({
  aftersales_bn: 'AS202611280002',
  order_id: '3126112800002',
  title: '保温杯',
  spec_desc: '',
  status: 'WAIT_REFUND',
  status_desc: '待退款',
  refund_fee: 4500,
  reviewed_at: NOW - 1800,
})

/** The console's detail of an application: who did each step, and its refunds. */
const detailOf = (row: OperatorAftersales, refunds: unknown[] = []) =>
  ok({
    ...row,
    member_mobile: '13700001111',
    order_status_desc: '待收货',
    order_total_fee: 19800,
    history: row.progress.map((step) => ({ ...step, actor: '买家', note: '' })),
    refunds,
  })

/** Answers the list with `rows` for every query and remembers each query's status filter. */
function listRoute(rows: OperatorAftersales[] | (() => OperatorAftersales[]), statuses: string[] = []): Route {
  return ({ url }) => {
    statuses.push(url.searchParams.get('aftersales_status') ?? '')
    const status = url.searchParams.get('aftersales_status')
    const all = typeof rows === 'function' ? rows() : rows
    const matching = status ? all.filter((row) => row.status === status) : all
    const status_counts: Record<string, number> = {}
    for (const row of all) status_counts[row.status] = (status_counts[row.status] ?? 0) + 1
    return ok({ list: matching, total_count: matching.length, status_counts })
  }
}

function renderPage() {
  const router = createMemoryRouter([{ path: '/aftersales', element: <AftersalesPage /> }], {
    initialEntries: ['/aftersales'],
  })
  render(<RouterProvider router={router} />)
}

const toasts = () => toastStore.getState().toasts.map((t) => `${t.kind}:${t.message}`)
const rowOf = (bn: string) => screen.getByText(bn).closest('tr')!

async function openDrawer(bn: string) {
  fireEvent.click(await screen.findByRole('button', { name: `查看 售后单 ${bn}` }))
  return screen.getByRole('dialog', { name: `售后单 ${bn}` })
}

beforeAll(allowModalDialogs)

beforeEach(() => {
  toastStore.setState({ toasts: [] })
  accessStore.setState({
    access: {
      kind: 'operator',
      operator: { id: 1, username: 'admin', name: '客服', role_name: '客服', areas: ['orders', 'aftersales'] },
    },
  })
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('售后处理', () => {
  it('lists the applications and shows each tab’s count from the list’s status counts', async () => {
    const statuses: string[] = []
    stubFetch({ 'GET /api/admin/aftersales': listRoute([waiting, toRefund], statuses) })
    renderPage()

    expect(screen.getByRole('heading', { name: '售后处理' })).toBeTruthy()
    expect(within(screen.getByRole('navigation', { name: '面包屑' })).getByText('售后')).toBeTruthy()
    await screen.findByText('AS202611280001')

    const row = rowOf('AS202611280001')
    expect(
      within(row)
        .getByRole('link', { name: /3126112800001/ })
        .getAttribute('href'),
    ).toBe('/orders/3126112800001')
    expect(within(row).getByText('纯棉T恤')).toBeTruthy()
    expect(within(row).getByText('白色 L')).toBeTruthy()
    expect(within(row).getByText('仅退款')).toBeTruthy()
    expect(within(row).getByText('¥99.00')).toBeTruthy()
    expect(within(row).getByText('尺码不合适')).toBeTruthy()
    expect(within(row).getByText('待商家审核')).toBeTruthy()
    expect(within(rowOf('AS202611280002')).getByText('¥45.00')).toBeTruthy()

    expect(statuses).toEqual([''])
    await waitFor(() => expect(screen.getByRole('tab', { name: /^待审核\s*1$/ })).toBeTruthy())
    expect(screen.getByRole('tab', { name: /^全部\s*2$/ }).getAttribute('aria-selected')).toBe('true')
    expect(screen.getByRole('tab', { name: /^待收货\s*0$/ })).toBeTruthy()

    // A tab filters the list by its status code.
    statuses.length = 0
    fireEvent.click(screen.getByRole('tab', { name: /^待退款\s*1$/ }))
    await waitFor(() => expect(statuses).toContain('WAIT_REFUND'))
    await waitFor(() => expect(screen.queryByText('AS202611280001')).toBeNull())
    expect(screen.getByText('AS202611280002')).toBeTruthy()
  })

  it('sends the type and order filters', async () => {
    const queries: URLSearchParams[] = []
    stubFetch({
      'GET /api/admin/aftersales': ({ url }) => {
        queries.push(url.searchParams)
        return ok({ list: [], total_count: 0 })
      },
    })
    renderPage()
    await screen.findByText('没有符合条件的售后单')
    fireEvent.change(screen.getByRole('textbox', { name: '订单号' }), { target: { value: ' 3126112800001 ' } })
    fireEvent.change(screen.getByRole('combobox', { name: '售后类型' }), { target: { value: 'REFUND_GOODS' } })
    fireEvent.click(screen.getByRole('button', { name: '查询' }))
    await waitFor(() =>
      expect(
        queries.some(
          (q) =>
            q.get('order_id') === '3126112800001' &&
            q.get('aftersales_type') === 'REFUND_GOODS' &&
            q.get('pageSize') === '20',
        ),
      ).toBe(true),
    )
  })

  it('shows the request, its photos and progress in the drawer', async () => {
    stubFetch({
      'GET /api/admin/aftersales': listRoute([waiting]),
      'GET /api/admin/aftersales/AS202611280001': detailOf(waiting),
    })
    renderPage()
    const drawer = await openDrawer('AS202611280001')
    expect(within(drawer).getByText('洗了一次就缩水')).toBeTruthy()
    const photo = within(drawer).getByRole('img', { name: '凭证图片 2' })
    expect(photo.closest('a')!.getAttribute('href')).toBe('https://cdn.example.com/b.jpg')
    expect(await within(drawer).findByText('提交售后申请')).toBeTruthy()
    expect(within(drawer).getByText(/^买家 · /)).toBeTruthy()
    expect(within(drawer).getByRole('button', { name: '同意' })).toBeTruthy()
    expect(within(drawer).queryByRole('button', { name: '退款' })).toBeNull()
  })

  it('refuses nothing without a reason, and says why under the field', async () => {
    const { calls } = stubFetch({ 'GET /api/admin/aftersales': listRoute([waiting]) })
    renderPage()
    const drawer = await openDrawer('AS202611280001')

    fireEvent.click(within(drawer).getByRole('button', { name: '驳回' }))
    const field = within(drawer).getByRole('textbox', { name: '驳回原因' })
    expect(within(drawer).getByText('请填写驳回原因')).toBeTruthy()
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(field)

    fireEvent.change(field, { target: { value: '长'.repeat(201) } })
    fireEvent.click(within(drawer).getByRole('button', { name: '驳回' }))
    expect(within(drawer).getByText('驳回原因不能超过200字')).toBeTruthy()
    expect(calls.filter((call) => call.method === 'POST')).toEqual([])
  })

  it('refuses with the reason the operator typed', async () => {
    const { calls } = stubFetch({
      'GET /api/admin/aftersales': listRoute([waiting]),
      'POST /api/admin/aftersales/AS202611280001/review': ok(
        aftersales({ status: 'SELLER_REFUSE', status_desc: '已驳回', refuse_reason: '商品已拆封' }),
      ),
    })
    renderPage()
    const drawer = await openDrawer('AS202611280001')
    fireEvent.change(within(drawer).getByRole('textbox', { name: '驳回原因' }), { target: { value: ' 商品已拆封 ' } })
    fireEvent.click(within(drawer).getByRole('button', { name: '驳回' }))
    await waitFor(() => expect(toasts()).toEqual(['success:已驳回售后申请']))
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      result: 'refuse',
      refuse_reason: '商品已拆封',
    })
  })

  it('approves: posts result=approve, toasts, and reloads the list and the record', async () => {
    let approved = false
    const { calls } = stubFetch({
      'GET /api/admin/aftersales': listRoute(() => [
        approved ? aftersales({ status: 'WAIT_REFUND', status_desc: '待退款' }) : waiting,
      ]),
      'POST /api/admin/aftersales/AS202611280001/review': () => {
        approved = true
        return ok(aftersales({ status: 'WAIT_REFUND', status_desc: '待退款', reviewed_at: NOW }))
      },
    })
    renderPage()
    const drawer = await openDrawer('AS202611280001')
    const lists = () => calls.filter((call) => call.method === 'GET').length
    const before = lists()

    fireEvent.click(within(drawer).getByRole('button', { name: '同意' }))
    expect((within(drawer).getByRole('button', { name: '同意' }) as HTMLButtonElement).disabled).toBe(true)
    await waitFor(() => expect(toasts()).toEqual(['success:已同意申请，等待退款']))
    const post = calls.find((call) => call.method === 'POST')!
    expect(post.path).toBe('/api/admin/aftersales/AS202611280001/review')
    expect(post.body).toEqual({ result: 'approve' })

    // The drawer now offers the next step, and the list was asked again.
    expect(await within(drawer).findByRole('button', { name: '退款' })).toBeTruthy()
    await waitFor(() => expect(lists()).toBeGreaterThan(before))
    await waitFor(() => expect(within(rowOf('AS202611280001')).getByText('待退款')).toBeTruthy())
  })

  it('refunds: posts to …/refund and shows the toast', async () => {
    const { calls } = stubFetch({
      'GET /api/admin/aftersales': listRoute([toRefund]),
      'POST /api/admin/aftersales/AS202611280002/refund': ok({
        ...toRefund,
        status: 'REFUNDED',
        status_desc: '已退款',
        refunded_at: NOW,
      }),
    })
    renderPage()
    const drawer = await openDrawer('AS202611280002')
    fireEvent.click(within(drawer).getByRole('button', { name: '退款' }))
    await waitFor(() => expect(toasts()).toEqual(['success:退款成功，款项已原路退回']))
    const post = calls.find((call) => call.method === 'POST')!
    expect(post.path).toBe('/api/admin/aftersales/AS202611280002/refund')
  })

  it('shows the server’s message when an action is refused', async () => {
    stubFetch({
      'GET /api/admin/aftersales': listRoute([toRefund]),
      'POST /api/admin/aftersales/AS202611280002/refund': fail(409, '退款失败，请稍后重试', { code: 'REFUND_RETRY' }),
      'GET /api/admin/aftersales/AS202611280002': detailOf(toRefund, [
        {
          refund_bn: 'RF1',
          refund_fee: 4500,
          status: 'READY',
          status_desc: '退款处理中',
          created_at: NOW - 60,
          refunded_at: null,
          next_retry_at: NOW + 60,
        },
      ]),
    })
    renderPage()
    const drawer = await openDrawer('AS202611280002')
    fireEvent.click(within(drawer).getByRole('button', { name: '退款' }))
    expect(await within(drawer).findByText(/下次自动重试约/)).toBeTruthy()
    expect(within(drawer).getByText('退款处理中')).toBeTruthy()
    await waitFor(() => expect(toasts()).toEqual(['error:退款失败，请稍后重试']))
    expect(within(drawer).getByRole('alert').textContent).toBe('退款失败，请稍后重试')
    expect((within(drawer).getByRole('button', { name: '退款' }) as HTMLButtonElement).disabled).toBe(false)
  })

  it('offers 重新退款 for a refund in progress only once the server takes it over', async () => {
    const fresh = aftersales({ status: 'REFUNDING', status_desc: '退款中', updated_at: NOW - 10 })
    const stale = aftersales({
      aftersales_bn: 'AS202611280003',
      status: 'REFUNDING',
      status_desc: '退款中',
      updated_at: NOW - 600,
    })
    stubFetch({ 'GET /api/admin/aftersales': listRoute([fresh, stale]) })
    renderPage()
    let drawer = await openDrawer('AS202611280001')
    expect(within(drawer).getByText(/系统会继续重试/)).toBeTruthy()
    expect(within(drawer).queryByRole('button', { name: '重新退款' })).toBeNull()
    fireEvent.click(within(drawer).getAllByRole('button', { name: '关闭' })[0]!)

    drawer = await openDrawer('AS202611280003')
    expect(within(drawer).getByRole('button', { name: '重新退款' })).toBeTruthy()
  })
})
