// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import type { ReactElement } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { toastStore } from '../../runtime/components/toast/toast.ts'
import type { ApplicationView, MerchantAccountView } from '../../schemas/api/admin/merchants.ts'
import type { Province } from '../../schemas/api/region.ts'
import { fail, ok, stubFetch } from '../../designer/shell/test-fetch.ts'
import { allowModalDialogs } from '../kit/test-dialogs.ts'
import { AccountsPage } from './AccountsPage.tsx'
import { ApplicationsPage } from './ApplicationsPage.tsx'
import { ShopEditor } from './ShopEditor.tsx'

const application: ApplicationView = {
  id: 7,
  status: 'pending',
  audit_msg: '',
  settled_type_name: '企业',
  merchant_type_name: '数码家电',
  merchant_name: '北京优品数码有限公司',
  contact_name: '王经理',
  contact_mobile: '13911112222',
  social_credit_code_id: '91350100M000100Y43',
  legal_name: '王大明',
  legal_cert_id: '11010519491231002X',
  province: '北京市',
  city: '北京市',
  area: '朝阳区',
  address: '建国路 88 号',
  license_url: '/uploads/license/a.jpg',
  id_card_front_url: '/uploads/idcard/front.jpg',
  id_card_back_url: '/uploads/idcard/back.jpg',
  bank_name: '中国工商银行',
  bank_acct_name: '北京优品数码有限公司',
  card_id_mask: '6222020012345678901',
  bank_province: '北京市',
  bank_city: '北京市',
  created: 1_790_000_000,
  updated: 1_790_000_000,
}

const queue = {
  list: [
    {
      id: 7,
      merchant_name: application.merchant_name,
      settled_type_name: '企业',
      merchant_type_name: '数码家电',
      contact_name: '王经理',
      contact_mobile: '13911112222',
      status: 'pending',
      audit_msg: '',
      updated: 1_790_000_000,
    },
  ],
  total_count: 1,
  status_counts: { pending: 1, approved: 4, rejected: 2 },
}

const regions: Province[] = [
  {
    id: '310000',
    label: '上海市',
    children: [{ id: '310100', label: '上海市', children: [{ id: '310104', label: '徐汇区' }] }],
  },
]

const toasts = () => toastStore.getState().toasts.map((t) => `${t.kind}:${t.message}`)

function renderAt(path: string, element: ReactElement) {
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <p>其他页面</p> },
    ],
    { initialEntries: [path] },
  )
  render(<RouterProvider router={router} />)
}

beforeAll(() => allowModalDialogs())
beforeEach(() => toastStore.setState({ toasts: [] }))
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('入驻申请', () => {
  it('shows the tabs with counts, the detail with large photos, and rejects only with a reason', async () => {
    const { calls } = stubFetch({
      'GET /api/admin/merchants/applications': ok(queue),
      'GET /api/admin/merchants/applications/7': ok(application),
      'POST /api/admin/merchants/applications/7/audit': ok({
        id: 7,
        status: 'rejected',
        audit_msg: '营业执照不清晰',
        account: null,
      }),
    })
    renderAt('/merchants/applications', <ApplicationsPage />)
    await screen.findByText('北京优品数码有限公司')
    const tabs = screen.getByRole('tablist', { name: '审核状态' })
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['待审核1', '已通过4', '已驳回2'])

    fireEvent.click(screen.getByRole('button', { name: '审核 北京优品数码有限公司' }))
    const drawer = await screen.findByRole('dialog', { name: '入驻申请 · 北京优品数码有限公司' })
    await within(drawer).findByText('91350100M000100Y43')
    const licence = within(drawer).getByRole('link', { name: '营业执照（在新窗口打开原图）' })
    expect(licence.getAttribute('href')).toBe('/uploads/license/a.jpg')
    expect(within(licence).getByRole('img', { name: '营业执照' })).toBeTruthy()

    fireEvent.click(within(drawer).getByRole('button', { name: '驳回' }))
    expect(await within(drawer).findByText('请填写驳回原因')).toBeTruthy()
    const reason = within(drawer).getByRole('textbox', { name: '驳回原因' })
    expect(reason.getAttribute('aria-invalid')).toBe('true')
    expect(calls.some((call) => call.method === 'POST')).toBe(false)

    fireEvent.change(reason, { target: { value: '营业执照不清晰' } })
    fireEvent.click(within(drawer).getByRole('button', { name: '驳回' }))
    await waitFor(() => expect(toasts()).toEqual(['success:已驳回入驻申请']))
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      decision: 'rejected',
      reason: '营业执照不清晰',
    })
  })
})

describe('商户账号', () => {
  const account: MerchantAccountView = {
    id: 3,
    username: 'shop003',
    mobile: '13700000003',
    status: 'active',
    merchant_name: '优品数码',
    application_status: 'approved',
    shop_name: '',
    created_at: 1_790_000_000,
    last_login_at: null,
  }

  it('resets the password and shows the generated one once', async () => {
    const { calls } = stubFetch({
      'GET /api/admin/merchants/accounts': ok({ list: [account], total_count: 1 }),
      'POST /api/admin/merchants/accounts/3/password': ok({
        id: 3,
        username: 'shop003',
        generated_password: 'Ab3dEf7hJk9m',
      }),
    })
    renderAt('/merchants/accounts', <AccountsPage />)
    fireEvent.click(await screen.findByRole('button', { name: '重置密码 shop003' }))
    const drawer = await screen.findByRole('dialog', { name: '重置密码 shop003' })
    fireEvent.click(within(drawer).getByRole('radio', { name: /手动设置/ }))
    fireEvent.change(within(drawer).getByLabelText('设置新密码'), { target: { value: 'abc' } })
    fireEvent.click(within(drawer).getByRole('button', { name: '重置密码' }))
    expect(await within(drawer).findByText('密码须为8-20位，同时包含字母和数字')).toBeTruthy()
    expect(calls.some((call) => call.method === 'POST')).toBe(false)

    fireEvent.click(within(drawer).getByRole('radio', { name: /自动生成/ }))
    fireEvent.click(within(drawer).getByRole('button', { name: '重置密码' }))
    expect(await within(drawer).findByText('Ab3dEf7hJk9m')).toBeTruthy()
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({})
  })
})

describe('门店编辑', () => {
  it('shows the rules under the fields before sending, then the server’s field messages', async () => {
    const { calls } = stubFetch({
      'POST /api/admin/shops': fail(400, '门店信息有1处需要修改', {
        code: 'SHOP_INVALID',
        fields: { tag_ids: '所选标签不存在，请刷新后重试' },
      }),
    })
    renderAt(
      '/shops/new',
      <ShopEditor shop={null} tags={[{ id: 1, tag_name: '旗舰店', tag_color: '' }]} regions={regions} />,
    )
    expect(screen.getByText(/门店卡片（附近门店、推荐门店）只显示按上面顺序的前2个标签/)).toBeTruthy()
    fireEvent.change(screen.getByLabelText('纬度'), { target: { value: '95' } })
    fireEvent.click(screen.getByRole('button', { name: '保存' }))
    expect(await screen.findByText('请输入门店名称')).toBeTruthy()
    expect(screen.getByText('纬度须在-90到90之间')).toBeTruthy()
    expect(screen.getByText('请选择省市区')).toBeTruthy()
    expect(calls.length).toBe(0)

    fireEvent.change(screen.getByLabelText('门店名称'), { target: { value: '徐汇店' } })
    fireEvent.change(screen.getByLabelText('纬度'), { target: { value: '31.19' } })
    fireEvent.change(screen.getByLabelText('经度'), { target: { value: '121.44' } })
    fireEvent.change(screen.getByLabelText('省份'), { target: { value: '上海市' } })
    fireEvent.change(screen.getByLabelText('城市'), { target: { value: '上海市' } })
    fireEvent.change(screen.getByLabelText('区县'), { target: { value: '徐汇区' } })
    fireEvent.change(screen.getByLabelText('详细地址'), { target: { value: '漕溪北路 88 号' } })
    fireEvent.click(screen.getByRole('checkbox', { name: /旗舰店/ }))
    fireEvent.click(screen.getByRole('button', { name: '保存' }))
    expect(await screen.findByText('所选标签不存在，请刷新后重试')).toBeTruthy()
    expect(calls[0].body).toMatchObject({
      name: '徐汇店',
      province: '上海市',
      city: '上海市',
      area: '徐汇区',
      lat: 31.19,
      lng: 121.44,
      tag_ids: [1],
      goods_ids: [],
    })
  })
})
