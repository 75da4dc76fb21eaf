// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import type { ReactElement } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import type { GradeView, MemberDetail } from '../../schemas/api/admin/members.ts'
import { toastStore } from '../../runtime/components/toast/toast.ts'
import { fail, ok, stubFetch } from '../../designer/shell/test-fetch.ts'
import { allowModalDialogs } from '../kit/test-dialogs.ts'
import { GradesPage } from './GradesPage.tsx'
import { MemberDetailPage } from './MemberDetailPage.tsx'

const grades: GradeView[] = [
  {
    id: 1,
    name: '普通会员',
    grade_rank: 0,
    discount: 0,
    price: 0,
    valid_days: 365,
    guide_title: '',
    description: '',
    background_color: '',
    is_default: 1,
    member_count: 8,
  },
  {
    id: 2,
    name: '黄金会员',
    grade_rank: 10,
    discount: 5,
    price: 9900,
    valid_days: 365,
    guide_title: '开通黄金会员',
    description: '',
    background_color: '#C9A063',
    is_default: 0,
    member_count: 2,
  },
]

const member: MemberDetail = {
  id: 7,
  mobile: '13800000000',
  nickname: '演示会员',
  avatar: '',
  grade_id: 1,
  grade_name: '普通会员',
  is_staff: 0,
  status: 'active',
  points: 80,
  created_at: 1_780_000_000,
  last_login_at: null,
  sex: 1,
  birthday: null,
  email: null,
  grade_expires_at: null,
  total_earned: 80,
  total_spent: 0,
  order_count: 0,
  order_amount: 0,
}

const toasts = () => toastStore.getState().toasts.map((t) => `${t.kind}:${t.message}`)
const empty = ok({ list: [], total_count: 0 })

function renderAt(path: string, pattern: string, element: ReactElement) {
  const router = createMemoryRouter([{ path: pattern, element }], { initialEntries: [path] })
  render(<RouterProvider router={router} />)
}

beforeAll(() => allowModalDialogs())
beforeEach(() => toastStore.setState({ toasts: [] }))
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('会员等级', () => {
  it('lists grades with 折 and prices; the editor shows the shared rules’ messages under the fields before sending', async () => {
    const { calls } = stubFetch({
      'GET /api/admin/members/grades': ok(grades),
      'PUT /api/admin/members/grades/2': ok({ ...grades[1], discount: 12 }),
    })
    renderAt('/members/grades', '/members/grades', <GradesPage />)
    const row = (await screen.findByText('黄金会员')).closest('tr')!
    expect(within(row).getByText('9.5折')).toBeTruthy()
    expect(within(row).getByText('¥99.00')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '编辑 黄金会员' }))
    const dialog = screen.getByRole('dialog', { name: '编辑会员等级 黄金会员' })
    fireEvent.change(within(dialog).getByRole('textbox', { name: '会员折扣（%）' }), { target: { value: '100' } })
    fireEvent.change(within(dialog).getByRole('textbox', { name: '背景色' }), { target: { value: 'gold' } })
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }))
    expect(await within(dialog).findByText('会员折扣须为0到99之间的整数（5表示9.5折）')).toBeTruthy()
    expect(within(dialog).getByText('背景色须为 #RRGGBB 格式，如 #C9A063')).toBeTruthy()
    expect(calls.some((call) => call.method === 'PUT')).toBe(false)

    fireEvent.change(within(dialog).getByRole('textbox', { name: '会员折扣（%）' }), { target: { value: '12' } })
    fireEvent.change(within(dialog).getByRole('textbox', { name: '背景色' }), { target: { value: '#C9A063' } })
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }))
    await waitFor(() => expect(toasts()).toEqual(['success:已保存会员等级「黄金会员」，商城已同步']))
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      name: '黄金会员',
      discount: 12,
      price: 9900,
      valid_days: 365,
      guide_title: '开通黄金会员',
      description: '',
      background_color: '#C9A063',
    })
  })
})

describe('会员详情', () => {
  it('adjusts points: the reason is required, and a deduction beyond the balance shows the server’s message under the amount', async () => {
    const { calls } = stubFetch({
      'GET /api/admin/members/7': ok(member),
      'GET /api/admin/members/grades': ok(grades),
      'GET /api/admin/members/7/orders': empty,
      'POST /api/admin/members/7/points': fail(409, '该会员当前只有80积分，不能扣减100积分', {
        code: 'MEMBER_POINTS_NOT_ENOUGH',
      }),
    })
    renderAt('/members/7', '/members/:id', <MemberDetailPage />)
    await screen.findByRole('heading', { name: '演示会员' })
    fireEvent.click(screen.getByRole('button', { name: '调整积分' }))
    const dialog = screen.getByRole('dialog', { name: '调整积分' })
    fireEvent.click(within(dialog).getByRole('radio', { name: '扣减' }))
    fireEvent.change(within(dialog).getByRole('textbox', { name: '积分数量' }), { target: { value: '100' } })
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(await within(dialog).findByText('请填写调整原因')).toBeTruthy()
    expect(calls.some((call) => call.method === 'POST')).toBe(false)

    fireEvent.change(within(dialog).getByRole('textbox', { name: '原因' }), { target: { value: '误发扣回' } })
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(await within(dialog).findByText('该会员当前只有80积分，不能扣减100积分')).toBeTruthy()
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ amount: -100, reason: '误发扣回' })
  })
})
