import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cancelOrder } from '../order/lifecycle.ts'
import { buildTestAppWithMember, type TestMember } from '../test-helpers.ts'
import { refund } from './refund.ts'
import { markPaid } from './service.ts'
import { createTestOrder, markPaidOutside } from './test-fixtures.ts'

let app: FastifyInstance
let member: TestMember
beforeAll(async () => {
  ;({ app, member } = await buildTestAppWithMember())
})
afterAll(() => app?.close())

const refundRows = (orderId: string) =>
  app.db.selectFrom('refunds').selectAll().where('order_id', '=', orderId).orderBy('id').execute()

/** An order paid with 模拟支付. */
async function paidOrder(total: number, payType = 'testpay') {
  const orderId = await createTestOrder(app.db, member.id, { total_fee: total })
  const paid = await markPaid(app.db, { order_id: orderId, pay_type: payType, amount: total, provider_trade_no: null })
  return { orderId, tradeNo: paid.trade_no }
}

describe('refund', () => {
  it('refunds through the payment and records a SUCCESS refund', async () => {
    const { orderId, tradeNo } = await paidOrder(10000)
    const result = await refund(app.db, {
      order_id: orderId,
      amount: 2500,
      reason: '商品与描述不符',
      aftersales_id: null,
    })
    expect(result).toMatchObject({
      order_id: orderId,
      refund_fee: 2500,
      status: 'SUCCESS',
      refunds: [{ trade_no: tradeNo, refund_fee: 2500, status: 'SUCCESS' }],
    })
    const rows = await refundRows(orderId)
    expect(rows).toMatchObject([
      { trade_no: tradeNo, refund_fee: 2500, status: 'SUCCESS', member_id: member.id, reason: '商品与描述不符' },
    ])
    expect(rows[0]!.refunded_at).not.toBeNull()
  })

  it('refuses an amount that is not a positive whole number of cents and writes nothing', async () => {
    const { orderId } = await paidOrder(1000)
    for (const amount of [0, -1, 1.5, Number.NaN]) {
      await expect(refund(app.db, { order_id: orderId, amount, reason: 'x' })).rejects.toMatchObject({
        statusCode: 400,
        code: 'REFUND_AMOUNT_INVALID',
      })
    }
    expect(await refundRows(orderId)).toEqual([])
  })

  it('refuses more than was paid minus what is already refunded: 退款金额不能超过实付金额', async () => {
    const { orderId } = await paidOrder(1000)
    await expect(refund(app.db, { order_id: orderId, amount: 1001, reason: 'x' })).rejects.toMatchObject({
      statusCode: 400,
      code: 'REFUND_EXCEEDS_PAID',
      message: '退款金额不能超过实付金额',
    })
    await refund(app.db, { order_id: orderId, amount: 600, reason: 'x' })
    await expect(refund(app.db, { order_id: orderId, amount: 401, reason: 'x' })).rejects.toMatchObject({
      message: '退款金额不能超过实付金额',
    })
    expect((await refund(app.db, { order_id: orderId, amount: 400, reason: 'x' })).status).toBe('SUCCESS')
    await expect(refund(app.db, { order_id: orderId, amount: 1, reason: 'x' })).rejects.toMatchObject({
      code: 'REFUND_EXCEEDS_PAID',
    })
    expect((await refundRows(orderId)).reduce((sum, r) => sum + r.refund_fee, 0)).toBe(1000)
  })

  it('refuses an unpaid order and an unknown one', async () => {
    const unpaid = await createTestOrder(app.db, member.id, { total_fee: 1000 })
    await expect(refund(app.db, { order_id: unpaid, amount: 1, reason: 'x' })).rejects.toMatchObject({
      code: 'REFUND_EXCEEDS_PAID',
    })
    await expect(refund(app.db, { order_id: '404', amount: 1, reason: 'x' })).rejects.toMatchObject({ statusCode: 404 })
  })

  it('never refunds more than was paid with 20 refunds of 30% at once', async () => {
    const { orderId } = await paidOrder(10000)
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => refund(app.db, { order_id: orderId, amount: 3000, reason: `第${i + 1}次` })),
    )
    const succeeded = results.filter((r) => r.status === 'fulfilled')
    expect(succeeded.length).toBeLessThanOrEqual(3)
    expect(succeeded.length).toBeGreaterThan(0)
    for (const r of results)
      if (r.status === 'rejected') expect(r.reason).toMatchObject({ code: 'REFUND_EXCEEDS_PAID' })
    const rows = await refundRows(orderId)
    expect(rows).toHaveLength(succeeded.length)
    expect(rows.reduce((sum, r) => sum + r.refund_fee, 0)).toBeLessThanOrEqual(10000)
  })

  it('spreads a refund over the payments of an order paid twice, each up to what it took', async () => {
    const orderId = await createTestOrder(app.db, member.id, { total_fee: 1000 })
    const first = await markPaidOutside(app.db, orderId, 1000, 'A')
    const second = await markPaidOutside(app.db, orderId, 1000, 'B')
    expect(second.outcome).toBe('refunded')
    // The second payment went back in full; what is left to refund is the first payment.
    await expect(refund(app.db, { order_id: orderId, amount: 1001, reason: 'x' })).rejects.toMatchObject({
      code: 'REFUND_EXCEEDS_PAID',
    })
    const result = await refund(app.db, { order_id: orderId, amount: 1000, reason: 'x' })
    expect(result.refunds).toMatchObject([{ trade_no: first.trade_no, refund_fee: 1000, status: 'SUCCESS' }])
  })

  it('fails a refund whose payment method is not enabled, which frees the amount again', async () => {
    const { orderId } = await paidOrder(500, 'offline')
    const result = await refund(app.db, { order_id: orderId, amount: 500, reason: 'x', aftersales_id: null })
    expect(result.status).toBe('FAIL')
    expect(result.refunds[0]!.message).toContain('offline')
    expect((await refund(app.db, { order_id: orderId, amount: 500, reason: 'x' })).status).toBe('FAIL')
    expect((await refundRows(orderId)).map((r) => r.status)).toEqual(['FAIL', 'FAIL'])
  })
})

describe('cancelling a paid order', () => {
  it('refunds it in full through the payment it was paid with', async () => {
    const { orderId, tradeNo } = await paidOrder(3300)
    const result = await cancelOrder(app.db, member.id, orderId, '不想要了', { refund })
    expect(result).toMatchObject({ status: 'CANCEL', refund_fee: 3300 })
    expect(await refundRows(orderId)).toMatchObject([
      { trade_no: tradeNo, refund_fee: 3300, status: 'SUCCESS', reason: '不想要了' },
    ])
  })
})
