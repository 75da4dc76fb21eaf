// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import type { CouponDetail, CouponView } from '../../../schemas/api/admin/coupons.ts'
import { toastStore } from '../../../runtime/components/toast/toast.ts'
import { fail, ok, stubFetch } from '../../../designer/shell/test-fetch.ts'
import { allowModalDialogs } from '../../kit/test-dialogs.ts'
import { couponRoutes } from './routes.tsx'

const coupon = (extra: Partial<CouponDetail> = {}): CouponDetail => ({
  id: 7,
  card_type: 'cash',
  title: '满100减10',
  description: '',
  notice: '',
  reduce_cost: 1000,
  discount: 0,
  gift: '',
  object_use_for: '',
  least_cost: 10000,
  date_type: 'fixed',
  begin_date: '2026-11-01',
  end_date: '2099-12-31',
  begin_time: 1_793_000_000,
  end_time: 4_102_000_000,
  fixed_term: 0,
  quantity: 100,
  get_limit: 1,
  get_num: 3,
  used_num: 1,
  use_scope: 'all',
  use_scope_ids: [],
  state: 'receiving',
  created_at: 1_793_000_000,
  scope_items: [],
  ...extra,
})

const toasts = () => toastStore.getState().toasts.map((t) => `${t.kind}:${t.message}`)

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/', children: couponRoutes }], { initialEntries: [path] })
  render(<RouterProvider router={router} />)
  return router
}

const errorOf = (label: string) => {
  const field = screen.getByLabelText(label)
  expect(field.getAttribute('aria-invalid')).toBe('true')
  return document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent
}

beforeAll(() => allowModalDialogs())
beforeEach(() => toastStore.setState({ toasts: [] }))
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('新增优惠券', () => {
  it('shows the rules’ Chinese messages under the fields and sends nothing', async () => {
    const { calls } = stubFetch({})
    renderAt('/marketing/coupons/new')
    fireEvent.change(await screen.findByLabelText('减免金额（元）'), { target: { value: '1.234' } })
    fireEvent.change(screen.getByLabelText('使用门槛（元）'), { target: { value: '' } })
    fireEvent.change(screen.getByLabelText('每人限领'), { target: { value: '0' } })
    fireEvent.click(screen.getByRole('button', { name: '保存' }))

    expect(errorOf('标题')).toBe('请输入优惠券标题')
    expect(errorOf('减免金额（元）')).toBe('减免金额须为0.01到999999.99元，最多两位小数')
    expect(errorOf('发放总量')).toBe('发放总量须为1到10000000的整数')
    expect(errorOf('每人限领')).toBe('每人限领须为1到100的整数')
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('标题')))

    fireEvent.change(screen.getByLabelText('优惠券类型'), { target: { value: 'discount' } })
    fireEvent.change(screen.getByLabelText('折扣（折）'), { target: { value: '10' } })
    fireEvent.change(screen.getByLabelText('使用范围'), { target: { value: 'goods' } })
    fireEvent.click(screen.getByRole('button', { name: '保存' }))
    expect(errorOf('折扣（折）')).toBe('折扣须为0.1到9.9折，最多一位小数')
    expect(screen.getByText('请选择适用商品').getAttribute('role')).toBe('alert')
    expect(calls).toEqual([])
  })

  it('sends cents and percent off, shows the server’s field refusals, then returns to the list', async () => {
    let attempt = 0
    const { calls } = stubFetch({
      'POST /api/admin/coupons': () =>
        ++attempt === 1
          ? fail(400, '优惠券信息有1处需要修改', { code: 'COUPON_INVALID', fields: { title: '标题已被使用' } })
          : ok(coupon({ title: '8.8折券' })),
      'GET /api/admin/coupons': ok({ list: [], total_count: 0 }),
    })
    const router = renderAt('/marketing/coupons/new')
    fireEvent.change(await screen.findByLabelText('标题'), { target: { value: '8.8折券' } })
    fireEvent.change(screen.getByLabelText('优惠券类型'), { target: { value: 'discount' } })
    fireEvent.change(screen.getByLabelText('折扣（折）'), { target: { value: '8.8' } })
    fireEvent.change(screen.getByLabelText('使用门槛（元）'), { target: { value: '99.5' } })
    fireEvent.change(screen.getByLabelText('发放总量'), { target: { value: '500' } })
    fireEvent.click(screen.getByRole('button', { name: '保存' }))

    await waitFor(() => expect(errorOf('标题')).toBe('标题已被使用'))
    expect(calls[0].body).toMatchObject({
      card_type: 'discount',
      title: '8.8折券',
      discount: 12,
      least_cost: 9950,
      quantity: 500,
      get_limit: 1,
      date_type: 'fixed',
      use_scope: 'all',
    })
    expect(calls[0].body).not.toHaveProperty('reduce_cost')

    fireEvent.click(screen.getByRole('button', { name: '保存' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/marketing/coupons'))
    expect(toasts()).toContain('success:已新增优惠券「8.8折券」')
  })
})

describe('编辑优惠券', () => {
  it('keeps the terms of a claimed coupon and refuses a quantity below the claimed copies', async () => {
    const { calls } = stubFetch({ 'GET /api/admin/coupons/7': ok(coupon()) })
    renderAt('/marketing/coupons/7')
    const quantity = await screen.findByLabelText('发放总量')
    expect((screen.getByLabelText('减免金额（元）') as HTMLInputElement).value).toBe('10')
    expect((screen.getByLabelText('减免金额（元）') as HTMLInputElement).disabled).toBe(true)
    expect((screen.getByLabelText('优惠券类型') as HTMLSelectElement).disabled).toBe(true)
    fireEvent.change(quantity, { target: { value: '2' } })
    fireEvent.click(screen.getByRole('button', { name: '保存' }))
    expect(errorOf('发放总量')).toBe('发放总量不能少于已领取的3张')
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([])
  })
})

describe('优惠券列表', () => {
  it('shows value, threshold, counts and state, filters, and stops issuing', async () => {
    const rows: CouponView[] = [
      coupon(),
      coupon({ id: 8, title: '会员折扣', card_type: 'discount', discount: 12, reduce_cost: 0, least_cost: 0 }),
    ]
    const { calls } = stubFetch({
      'GET /api/admin/coupons': ok({ list: rows, total_count: 2 }),
      'POST /api/admin/coupons/7/stop': ok({ ...rows[0], state: 'stopped' }),
    })
    vi.spyOn(window, 'confirm').mockReturnValue(true)
    renderAt('/marketing/coupons')
    const row = (await screen.findByRole('link', { name: '满100减10' })).closest('tr')!
    expect(within(row).getByText('¥10.00')).toBeTruthy()
    expect(within(row).getByText('满¥100.00')).toBeTruthy()
    expect(within(row).getByText('领取中')).toBeTruthy()
    const discountRow = screen.getByRole('link', { name: '会员折扣' }).closest('tr')!
    expect(within(discountRow).getByText('8.8折')).toBeTruthy()
    expect(within(discountRow).getByText('无门槛')).toBeTruthy()
    expect(within(row).getByRole('link', { name: '导出领取记录 满100减10' }).getAttribute('href')).toBe(
      '/api/admin/coupons/7/claims.xlsx',
    )

    fireEvent.change(screen.getByLabelText('状态'), { target: { value: 'stopped' } })
    fireEvent.click(screen.getByRole('button', { name: '查询' }))
    await waitFor(() => expect(calls.length).toBeGreaterThan(1))

    fireEvent.click(within(row).getByRole('button', { name: '停止发放 满100减10' }))
    await waitFor(() => expect(toasts()).toContain('success:已停止发放「满100减10」'))
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/admin/coupons/7/stop')).toBe(true)
  })
})

describe('发放给会员', () => {
  it('finds members by mobile, gives them the coupon and shows who did not get it and why', async () => {
    const { calls } = stubFetch({
      'GET /api/admin/coupons': ok({ list: [coupon()], total_count: 1 }),
      'GET /api/admin/coupons/member-search': ok([
        { id: 1, mobile: '13800000001', nickname: '小王' },
        { id: 2, mobile: '13800000002', nickname: '' },
      ]),
      'POST /api/admin/coupons/7/grant': ok({
        granted: 1,
        results: [
          { member_id: 1, mobile: '13800000001', nickname: '小王', ok: true, reason: '' },
          { member_id: 2, mobile: '13800000002', nickname: '', ok: false, reason: '已达每人限领张数' },
        ],
      }),
    })
    renderAt('/marketing/coupons')
    fireEvent.click(await screen.findByRole('button', { name: '发放给会员 满100减10' }))
    const drawer = screen.getByRole('dialog', { name: '发放给会员：满100减10' })
    expect(within(drawer).getByText('剩余 97 张，每人限领 1 张')).toBeTruthy()
    fireEvent.change(within(drawer).getByLabelText('会员手机号'), { target: { value: '13' } })
    fireEvent.click(within(drawer).getByRole('button', { name: '查找' }))
    expect(within(drawer).getByRole('alert').textContent).toBe('请输入手机号的前3到11位数字')
    fireEvent.change(within(drawer).getByLabelText('会员手机号'), { target: { value: '138' } })
    fireEvent.click(within(drawer).getByRole('button', { name: '查找' }))
    fireEvent.click(await within(drawer).findByRole('checkbox', { name: '13800000001（小王）' }))
    fireEvent.click(within(drawer).getByRole('checkbox', { name: '13800000002' }))
    fireEvent.click(screen.getByRole('button', { name: '发放（2位）' }))

    await within(drawer).findByText('发放结果：1/2 位会员领到')
    expect(within(drawer).getByText('已达每人限领张数')).toBeTruthy()
    expect(within(drawer).getByText('剩余 96 张，每人限领 1 张')).toBeTruthy()
    expect(toasts()).toContain('success:已发放给1位会员')
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ member_ids: [1, 2] })
  })
})
