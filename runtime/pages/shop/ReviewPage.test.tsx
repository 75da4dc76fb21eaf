// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, screen } from '@testing-library/react'
import type { ApplicationDetail } from '../../api/merchant.ts'
import ReviewPage, { type ReviewData } from './ReviewPage.tsx'
import { renderShopPage } from './test-frame.tsx'

afterEach(cleanup)

const detail = {
  settled_type_name: '企业',
  merchant_type_name: '数码电器',
  merchant_name: '北京优品数码有限公司',
  contact_name: '王经理',
  contact_mobile: '13911112222',
  province: '北京市',
  city: '北京市',
  area: '朝阳区',
  address: '建国路 88 号',
  bank_name: '中国工商银行',
  card_id_mask: '6222020012345678901',
  updated: 1764000000,
} as ApplicationDetail

describe('/shop/review', () => {
  it('shows a pending application with what was submitted, the account masked', async () => {
    const data: ReviewData = {
      status: { audit_status: 'pending', audit_status_text: '审核中', audit_msg: '', step: 3 },
      detail,
    }
    renderShopPage(ReviewPage, '/shop/review', () => data)
    expect(await screen.findByText('入驻申请审核中')).toBeTruthy()
    expect(screen.getByText('审核中')).toBeTruthy()
    expect(screen.getByText('北京优品数码有限公司')).toBeTruthy()
    expect(screen.getByText(/\*+8901/).textContent).not.toContain('62220200')
    expect(screen.queryByRole('link', { name: '修改资料' })).toBeNull()
  })

  it('shows the reason of a rejection and the way back to the form', async () => {
    const data: ReviewData = {
      status: { audit_status: 'rejected', audit_status_text: '审核驳回', audit_msg: '营业执照照片不清晰', step: 3 },
      detail,
    }
    renderShopPage(ReviewPage, '/shop/review', () => data)
    expect(await screen.findByText('驳回原因：营业执照照片不清晰')).toBeTruthy()
    expect(screen.getByRole('link', { name: '修改资料' }).getAttribute('href')).toBe('/shop/settleForm')
  })
})
