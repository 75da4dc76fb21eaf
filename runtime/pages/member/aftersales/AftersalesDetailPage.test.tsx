// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { AftersalesView } from '../../../api/aftersales.ts'
import { toastStore } from '../../../components/toast/toast.ts'
import AftersalesDetailPage from './AftersalesDetailPage.tsx'
import AftersalesListPage from './AftersalesListPage.tsx'
import type { AftersalesListData } from './load-aftersales.ts'
import { aftersalesFixture } from './test-aftersales.ts'
import { pageRoute, renderSignedIn } from '../../../stores/test-render.tsx'
import { json, stubShopperApi } from '../../../api/test-fetch.ts'

const sent = stubShopperApi(async () => json({ data: aftersalesFixture() }))

afterEach(() => {
  toastStore.setState({ toasts: [] })
})

const T = 1_795_406_400

function renderDetail(load: () => AftersalesView) {
  const loader = vi.fn(() => ({ aftersales: load() }))
  renderSignedIn(
    [pageRoute('/member/aftersales/:id', AftersalesDetailPage, loader)],
    '/member/aftersales/202611231200000001',
  )
  return loader
}

const progress = () => screen.findByRole('list', { name: '售后进度' })

describe('AftersalesDetailPage', () => {
  it('shows a new application: status, progress, refund, details and what may be done', async () => {
    renderDetail(() => aftersalesFixture())
    const steps = within(await progress()).getAllByRole('listitem')
    expect(steps.map((step) => step.textContent)).toEqual([
      '✓提交申请（已完成）2026-11-23 12:00:00',
      '2商家审核（进行中）\u00a0',
      '3寄回商品（未开始）\u00a0',
      '4商家收货（未开始）\u00a0',
      '5退款完成（未开始）\u00a0',
    ])
    expect(steps[1]!.getAttribute('aria-current')).toBe('step')
    const status = screen.getByRole('region', { name: '售后状态' })
    expect(within(status).getByText('待商家审核')).toBeTruthy()
    expect(within(status).getByText('售后单号：').textContent).toBe('售后单号：202611231200000001')
    expect(within(status).getByRole('link', { name: '修改申请' }).getAttribute('href')).toBe(
      '/member/aftersales/apply-refund?aftersales_bn=202611231200000001',
    )
    const info = screen.getByRole('region', { name: '售后信息' })
    expect(within(info).getByText('¥94.05')).toBeTruthy()
    expect(within(info).getByText('原路退回至您的支付账户')).toBeTruthy()
    expect(within(info).getByText('退货退款')).toBeTruthy()
    expect(within(info).getByRole('link', { name: '202611230000000001' }).getAttribute('href')).toBe(
      '/member/trade/202611230000000001',
    )
    expect(screen.queryByRole('form', { name: '寄回商品' })).toBeNull()
  })

  it('withdraws after confirming and reads the application again', async () => {
    let view = aftersalesFixture()
    const loader = renderDetail(() => view)
    fireEvent.click(await screen.findByRole('button', { name: '撤销申请' }))
    const dialog = await screen.findByRole('dialog', { name: '撤销申请' })
    expect(sent.some((call) => call.path === 'aftersales/close')).toBe(false)
    view = aftersalesFixture({
      status: 'CLOSED',
      status_desc: '已撤销',
      closed_at: T + 60,
      can_close: 0,
      can_modify: 0,
    })
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(toastStore.getState().toasts.map((t) => t.message)).toContain('售后申请已撤销'))
    expect(sent.find((call) => call.path === 'aftersales/close')!.body.get('aftersales_bn')).toBe('202611231200000001')
    await waitFor(() => expect(loader).toHaveBeenCalledTimes(2))
    expect(await screen.findByText('已撤销', { selector: '.mf-as-status__headline' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: '撤销申请' })).toBeNull()
  })

  it('checks the return parcel on blur and on submit, then sends it', async () => {
    let view = aftersalesFixture({
      status: 'WAIT_BUYER_RETURN_GOODS',
      status_desc: '待寄回商品',
      reviewed_at: T + 60,
      can_modify: 0,
      can_sendback: 1,
    })
    renderDetail(() => view)
    const form = within(await screen.findByRole('form', { name: '寄回商品' }))
    expect(
      within(await progress())
        .getByText(/寄回商品/)
        .closest('li')!
        .getAttribute('aria-current'),
    ).toBe('step')

    // Each field is checked as it loses focus; an empty waybill only on submit.
    fireEvent.blur(form.getByRole('combobox', { name: '物流公司' }))
    fireEvent.blur(form.getByRole('textbox', { name: '运单号' }))
    expect(form.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['请选择物流公司'])

    fireEvent.click(form.getByRole('button', { name: '提交物流信息' }))
    expect(form.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['请选择物流公司', '请填写物流单号'])
    expect(form.getByRole('combobox', { name: '物流公司' }).getAttribute('aria-invalid')).toBe('true')

    const code = form.getByRole('textbox', { name: '运单号' })
    fireEvent.change(code, { target: { value: 'SF12' } })
    fireEvent.blur(code)
    expect(form.getAllByRole('alert').map((alert) => alert.textContent)).toContain('物流单号格式不正确')
    expect(sent.some((call) => call.path === 'aftersales/sendback')).toBe(false)

    fireEvent.change(form.getByRole('combobox', { name: '物流公司' }), { target: { value: 'SF' } })
    fireEvent.change(code, { target: { value: ' SF1234567890123 ' } })
    view = aftersalesFixture({
      status: 'WAIT_SELLER_CONFIRM_GOODS',
      status_desc: '待商家收货',
      reviewed_at: T + 60,
      sendback_at: T + 120,
      sendback_corp: '顺丰速运',
      sendback_code: 'SF1234567890123',
      can_modify: 0,
      can_close: 0,
    })
    fireEvent.click(form.getByRole('button', { name: '提交物流信息' }))
    await waitFor(() => expect(toastStore.getState().toasts.map((t) => t.message)).toContain('退货物流已提交'))
    expect(Object.fromEntries(sent.find((call) => call.path === 'aftersales/sendback')!.body)).toMatchObject({
      aftersales_bn: '202611231200000001',
      corp_code: 'SF',
      logi_no: 'SF1234567890123',
    })
    await waitFor(() => expect(screen.queryByRole('form', { name: '寄回商品' })).toBeNull())
    expect(screen.getByText('待商家收货', { selector: '.mf-as-status__headline' })).toBeTruthy()
    expect(screen.getByText('SF1234567890123')).toBeTruthy()
  })

  it('shows a refund that is complete and a refusal with its reason', async () => {
    renderDetail(() =>
      aftersalesFixture({
        status: 'REFUNDED',
        status_desc: '已退款',
        refunded_at: T + 600,
        refund_point: 94,
        refund_freight: 0,
        can_close: 0,
        can_modify: 0,
      }),
    )
    const steps = within(await progress()).getAllByRole('listitem')
    expect(steps.at(-1)!.getAttribute('aria-current')).toBe('step')
    expect(steps.at(-1)!.textContent).toContain('退款完成（已完成）')
    expect(screen.getByText('已原路退回至您的支付账户')).toBeTruthy()
    expect(screen.getByText('94积分')).toBeTruthy()
    cleanup()

    renderDetail(() =>
      aftersalesFixture({
        status: 'SELLER_REFUSE',
        status_desc: '已驳回',
        reviewed_at: T + 60,
        refuse_reason: '商品已影响二次销售',
        can_close: 0,
        can_modify: 0,
      }),
    )
    expect(
      within(await progress())
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual(['✓提交申请（已完成）2026-11-23 12:00:00', '!商家驳回（已结束）2026-11-23 12:01:00'])
    expect(screen.getAllByText('商品已影响二次销售').length).toBeGreaterThan(0)
  })
})

describe('AftersalesListPage', () => {
  function renderList(path: string, data: AftersalesListData) {
    renderSignedIn(
      [
        pageRoute('/member/aftersales', AftersalesListPage, () => data),
        pageRoute('/member/trade/aftersale-list', AftersalesListPage, () => data),
      ],
      path,
    )
  }

  it('lists the applications with number, date, goods, type, amount and status, and pages them', async () => {
    const list = [
      aftersalesFixture({
        aftersales_bn: '202611231200000002',
        status: 'REFUNDED',
        status_desc: '已退款',
        refund_fee: 18810,
      }),
      aftersalesFixture(),
    ]
    renderList('/member/trade/aftersale-list?page=2', { page: 2, list, total: 12 })
    const row = within(await screen.findByRole('article', { name: '售后单202611231200000002' }))
    expect(row.getByRole('link', { name: '202611231200000002' }).getAttribute('href')).toBe(
      '/member/aftersales/202611231200000002',
    )
    expect(row.getByText('2026-11-23 12:00:00')).toBeTruthy()
    expect(row.getByText('星河 67W 氮化镓快充充电器套装')).toBeTruthy()
    expect(row.getByText('退货退款')).toBeTruthy()
    expect(row.getByText('¥188.10')).toBeTruthy()
    expect(row.getByText('已退款').className).toContain('mf-tone--success')
    expect(row.getByRole('link', { name: '查看详情：售后单202611231200000002' })).toBeTruthy()
    // The pager stays on the address it is shown under.
    expect(screen.getByRole('link', { name: /上一页/ }).getAttribute('href')).toBe('/member/trade/aftersale-list')
  })

  it('says so when there are none', async () => {
    renderList('/member/aftersales', { page: 1, list: [], total: 0 })
    expect(await screen.findByText('暂无售后申请')).toBeTruthy()
    expect(screen.getByRole('link', { name: '售后服务', current: 'page' })).toBeTruthy()
    expect(screen.getByRole('link', { name: '查看我的订单' }).getAttribute('href')).toBe('/member/trade')
  })
})
