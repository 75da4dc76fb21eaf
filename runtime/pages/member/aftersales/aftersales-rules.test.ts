import { describe, expect, it } from 'vitest'
import { lineFixture } from '../orders/test-orders.ts'
import { aftersalesProgress, statusHint } from './aftersales-progress.ts'
import { allowedTypes, checkApplyDraft, estimateRefund, maxRefundable } from './apply-rules.ts'
import { checkCarrier, checkWaybill } from './sendback.ts'
import { aftersalesFixture } from './test-aftersales.ts'

const T = 1_795_406_400
const summary = (view: Parameters<typeof aftersalesProgress>[0]) =>
  aftersalesProgress(view).map((step) => `${step.title}:${step.state}`)

describe('after-sales progress', () => {
  it('walks a return through 提交申请 → 商家审核 → 寄回商品 → 商家收货 → 退款完成', () => {
    const base = aftersalesFixture({ aftersales_type: 'REFUND_GOODS' })
    expect(summary(base)).toEqual([
      '提交申请:done',
      '商家审核:current',
      '寄回商品:todo',
      '商家收货:todo',
      '退款完成:todo',
    ])
    expect(summary({ ...base, status: 'WAIT_BUYER_RETURN_GOODS', reviewed_at: T + 60 })).toEqual([
      '提交申请:done',
      '商家审核:done',
      '寄回商品:current',
      '商家收货:todo',
      '退款完成:todo',
    ])
    expect(
      summary({ ...base, status: 'WAIT_SELLER_CONFIRM_GOODS', reviewed_at: T + 60, sendback_at: T + 120 }),
    ).toEqual(['提交申请:done', '商家审核:done', '寄回商品:done', '商家收货:current', '退款完成:todo'])
    expect(summary({ ...base, status: 'WAIT_REFUND' })).toEqual([
      '提交申请:done',
      '商家审核:done',
      '寄回商品:done',
      '商家收货:done',
      '退款完成:current',
    ])
    expect(summary({ ...base, status: 'REFUNDING' }).at(-1)).toBe('退款完成:current')
    const refunded = aftersalesProgress({ ...base, status: 'REFUNDED', refunded_at: T + 600 })
    expect(refunded.every((step) => step.state === 'done')).toBe(true)
    expect(refunded.at(-1)!.time).toBe(T + 600)
  })

  it('leaves out 寄回商品 and 商家收货 for a refund without a return', () => {
    const base = aftersalesFixture({ aftersales_type: 'ONLY_REFUND' })
    expect(summary(base)).toEqual(['提交申请:done', '商家审核:current', '退款完成:todo'])
    expect(summary({ ...base, status: 'WAIT_REFUND' })).toEqual(['提交申请:done', '商家审核:done', '退款完成:current'])
    expect(summary({ ...base, status: 'REFUNDED' })).toEqual(['提交申请:done', '商家审核:done', '退款完成:done'])
  })

  it('ends a refused or withdrawn application on 商家驳回 / 已撤销', () => {
    expect(summary(aftersalesFixture({ status: 'SELLER_REFUSE', reviewed_at: T + 60 }))).toEqual([
      '提交申请:done',
      '商家驳回:failed',
    ])
    expect(summary(aftersalesFixture({ status: 'CLOSED', closed_at: T + 30 }))).toEqual([
      '提交申请:done',
      '已撤销:failed',
    ])
    // Withdrawn after the shop agreed to the return: the review stays on the bar.
    expect(summary(aftersalesFixture({ status: 'CLOSED', reviewed_at: T + 60, closed_at: T + 90 }))).toEqual([
      '提交申请:done',
      '商家审核:done',
      '已撤销:failed',
    ])
    expect(statusHint(aftersalesFixture({ status: 'SELLER_REFUSE', refuse_reason: '商品已影响二次销售' }))).toBe(
      '驳回原因：商品已影响二次销售',
    )
  })
})

describe('sendback validation', () => {
  it('requires a carrier the server knows', () => {
    expect(checkCarrier('')).toBe('请选择物流公司')
    expect(checkCarrier('DHL')).toBe('请选择物流公司')
    expect(checkCarrier('SF')).toBeNull()
  })

  it('checks the waybill number as the server does', () => {
    expect(checkWaybill('')).toBe('请填写物流单号')
    expect(checkWaybill('   ')).toBe('请填写物流单号')
    expect(checkWaybill('SF123')).toBe('物流单号格式不正确')
    expect(checkWaybill('SF 1234567')).toBe('物流单号格式不正确')
    expect(checkWaybill('顺丰1234567')).toBe('物流单号格式不正确')
    expect(checkWaybill('x'.repeat(33))).toBe('物流单号格式不正确')
    expect(checkWaybill(' SF1234567890123 ')).toBeNull()
    expect(checkWaybill('JDVA-0001-23')).toBeNull()
  })
})

describe('apply rules', () => {
  it('offers 退货退款 only once the order has shipped', () => {
    expect(allowedTypes({ status: 'PAYED' })).toEqual(['ONLY_REFUND'])
    expect(allowedTypes({ status: 'WAIT_BUYER_CONFIRM' })).toEqual(['ONLY_REFUND', 'REFUND_GOODS'])
    expect(allowedTypes({ status: 'DONE' })).toEqual(['ONLY_REFUND', 'REFUND_GOODS'])
  })

  it('never lets more units be applied for than were bought and are left', () => {
    expect(maxRefundable(lineFixture({ num: 3, aftersales_num: 0 }))).toBe(3)
    expect(maxRefundable(lineFixture({ num: 3, aftersales_num: 2 }))).toBe(1)
    expect(maxRefundable(lineFixture({ num: 3, aftersales_num: 3 }))).toBe(0)
    // Changing an application for 2 of them: its own units are available again.
    expect(maxRefundable(lineFixture({ num: 3, aftersales_num: 3 }), { num: 2 })).toBe(2)
  })

  it('estimates the refund from what the line paid, rounded down', () => {
    expect(estimateRefund(lineFixture({ total_fee: 1000, num: 3 }), 1)).toBe(333)
    expect(estimateRefund(lineFixture({ total_fee: 1000, num: 3 }), 3)).toBe(1000)
    expect(estimateRefund(lineFixture({ total_fee: 1000, num: 3 }), 0)).toBe(0)
  })

  it('asks for a reason and keeps 问题描述 within 200 characters', () => {
    expect(checkApplyDraft({ reason: '', description: '' })).toBe('请选择退款原因')
    expect(checkApplyDraft({ reason: '其他', description: '坏'.repeat(200) })).toBeNull()
    expect(checkApplyDraft({ reason: '其他', description: '坏'.repeat(201) })).toBe('问题描述不能超过200字')
    // An emoji is one character to the member and to the server.
    expect(checkApplyDraft({ reason: '其他', description: '😀'.repeat(200) })).toBeNull()
  })
})
