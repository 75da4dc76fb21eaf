// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { ApplicationDetail } from '../../api/merchant.ts'
import SettleFormPage, { type SettleFormData } from './SettleFormPage.tsx'
import { ok, refused, renderShopPage, serveFakeApi } from './test-frame.tsx'

const server = serveFakeApi()
beforeEach(() => vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined))
afterEach(() => {
  vi.restoreAllMocks()
})

const tree = [
  {
    id: '110000',
    label: '北京市',
    children: [{ id: '110100', label: '北京市', children: [{ id: '110105', label: '朝阳区' }] }],
  },
]

const base: SettleFormData = {
  setting: {
    display_on_pc: 1,
    is_open: 1,
    settled_type: ['enterprise', 'soletrader', 'personal'],
    settled_type_list: [
      { value: 'enterprise', label: '企业' },
      { value: 'soletrader', label: '个体工商户' },
      { value: 'personal', label: '个人' },
    ],
    content: '<p>商户入驻协议</p>',
  },
  types: [{ id: 4, name: '数码电器', parent_id: 0, level: 1 }],
  banks: [{ bank_code: '102', bank_name: '中国工商银行' }],
  detail: null,
}

const saved: ApplicationDetail = {
  id: 1,
  step: 2,
  audit_status: 'editing',
  audit_status_text: '资料填写中',
  audit_msg: '',
  settled_type: 'personal',
  settled_type_name: '个人',
  merchant_type_id: 4,
  merchant_type_name: '数码电器',
  merchant_name: '小王的店',
  contact_name: '王小明',
  contact_mobile: '13911112222',
  is_agree_agreement: 1,
  social_credit_code_id: '',
  legal_name: '王小明',
  legal_cert_id: '11010519491231002X',
  province: '北京市',
  city: '北京市',
  area: '朝阳区',
  address: '建国路 88 号',
  license_url: '',
  id_card_front_url: '/uploads/shop/1/a.png',
  id_card_back_url: '/uploads/shop/1/b.png',
  bank_code: '',
  bank_name: '',
  bank_acct_name: '',
  card_id_mask: '',
  bank_province: '',
  bank_city: '',
  created: 0,
  updated: 0,
}

const input = (name: string) => screen.getByRole('textbox', { name })

describe('/shop/settleForm', () => {
  it('checks step 1 on submit with the server’s wording and saves it, moving to 主体信息', async () => {
    server.answer({
      'POST merchant/settlementapply/1': () => ok({ status: true, step: 1, audit_status: 'editing' }),
      'GET espier/address': () => ok(tree),
    })
    renderShopPage(SettleFormPage, '/shop/settleForm', () => base)
    fireEvent.click(await screen.findByRole('button', { name: '下一步' }))
    expect(await screen.findByText('请选择经营类目')).toBeTruthy()
    expect(screen.getByText('请填写商户名称')).toBeTruthy()
    expect(screen.getByText('请阅读并同意入驻协议')).toBeTruthy()
    expect(server.callsTo('POST', 'merchant/settlementapply/1')).toHaveLength(0)

    fireEvent.change(screen.getByRole('combobox', { name: '经营类目' }), { target: { value: '4' } })
    fireEvent.change(input('商户名称'), { target: { value: '北京优品数码有限公司' } })
    fireEvent.change(input('联系人姓名'), { target: { value: '王经理' } })
    fireEvent.change(input('联系人手机号'), { target: { value: '12345' } })
    fireEvent.blur(input('联系人手机号'))
    expect(await screen.findByText('联系人手机号格式不正确')).toBeTruthy()
    fireEvent.change(input('联系人手机号'), { target: { value: '13911112222' } })
    fireEvent.click(screen.getByRole('checkbox', { name: /我已阅读并同意/ }))
    fireEvent.click(screen.getByRole('button', { name: '下一步' }))

    expect(await screen.findByRole('form', { name: '主体信息' })).toBeTruthy()
    const [call] = server.callsTo('POST', 'merchant/settlementapply/1')
    expect(Object.fromEntries(call!.params)).toMatchObject({
      settled_type: 'enterprise',
      merchant_type_id: '4',
      contact_mobile: '13911112222',
      is_agree_agreement: '1',
    })
    expect(screen.getByText('统一社会信用代码')).toBeTruthy()
    expect(screen.getByText('营业执照')).toBeTruthy()
  })

  it('resumes at 结算账户 with the saved answers, and shows a refused account under its field', async () => {
    server.answer({
      'GET espier/address': () => ok(tree),
      'POST merchant/settlementapply/3': () => refused(400, 'BANK_ACCOUNT_INVALID', '银行账号须为8-30位数字'),
    })
    renderShopPage(SettleFormPage, '/shop/settleForm', () => ({ ...base, detail: saved }))
    const form = await screen.findByRole('form', { name: '结算账户' })
    fireEvent.click(within(form).getByRole('button', { name: '提交审核' }))
    expect(await screen.findByText('请选择开户银行')).toBeTruthy()

    fireEvent.change(screen.getByRole('combobox', { name: '开户银行' }), { target: { value: '102' } })
    fireEvent.change(input('开户名'), { target: { value: '王小明' } })
    fireEvent.change(input('银行账号'), { target: { value: '6222 0200 1234 5678' } })
    const region = screen.getByRole('group', { name: '开户行所在地' })
    const [province, city] = within(region).getAllByRole('combobox')
    fireEvent.change(province!, { target: { value: '110000' } })
    fireEvent.change(city!, { target: { value: '110100' } })
    fireEvent.click(screen.getByRole('button', { name: '提交审核' }))
    await waitFor(() => expect(server.callsTo('POST', 'merchant/settlementapply/3')).toHaveLength(1))
    const params = Object.fromEntries(server.callsTo('POST', 'merchant/settlementapply/3')[0]!.params)
    expect(params).toMatchObject({
      bank_code: '102',
      card_id_mask: '6222020012345678',
      bank_province: '北京市',
      bank_city: '北京市',
    })
    expect(await screen.findByText('银行账号须为8-30位数字')).toBeTruthy()

    // 上一步 shows the saved 主体信息 of a personal applicant: no licence, ID photos kept.
    fireEvent.click(screen.getByRole('button', { name: '上一步' }))
    expect(await screen.findByRole('form', { name: '主体信息' })).toBeTruthy()
    expect(screen.queryByText('营业执照')).toBeNull()
    expect((input('真实姓名') as HTMLInputElement).value).toBe('王小明')
    expect(screen.getAllByRole('button', { name: /删除图片/ })).toHaveLength(2)
  })
})
