import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestAppWithMember, type TestMember } from '../test-helpers.ts'
import { markPaid } from './service.ts'
import { createTestOrder, markPaidOutside, nowSeconds } from './test-fixtures.ts'

let app: FastifyInstance
let member: TestMember
beforeAll(async () => {
  ;({ app, member } = await buildTestAppWithMember())
})
afterAll(() => app?.close())

const orderRow = (orderId: string) =>
  app.db.selectFrom('orders').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow()
const paymentRows = (orderId: string) =>
  app.db.selectFrom('payments').selectAll().where('order_id', '=', orderId).orderBy('id').execute()
const refundRows = (orderId: string) =>
  app.db.selectFrom('refunds').selectAll().where('order_id', '=', orderId).orderBy('id').execute()

/** A NOTPAY 模拟支付 payment of the order, as POST payment records it before the provider answers. */
async function attempt(orderId: string, amount: number): Promise<string> {
  const tradeNo = `T${orderId}${Math.random().toString().slice(2, 8)}`
  await app.db
    .insertInto('payments')
    .values({
      trade_no: tradeNo,
      order_id: orderId,
      member_id: member.id,
      pay_type: 'testpay',
      amount,
      provider_trade_no: null,
      notify_raw: null,
      paid_at: null,
    })
    .execute()
  return tradeNo
}

describe('markPaid', () => {
  it('moves the payment to SUCCESS and the order to PAYED with paid_at and pay_type', async () => {
    const orderId = await createTestOrder(app.db, member.id, { total_fee: 4200 })
    const tradeNo = await attempt(orderId, 4200)
    const result = await markPaid(app.db, {
      order_id: orderId,
      pay_type: 'testpay',
      amount: 4200,
      provider_trade_no: 'P1',
      trade_no: tradeNo,
      notify_raw: 'raw',
    })
    expect(result).toEqual({ outcome: 'paid', order_id: orderId, trade_no: tradeNo, refund: null })
    const order = await orderRow(orderId)
    expect(order).toMatchObject({ status: 'PAYED', pay_type: 'testpay' })
    expect(order.paid_at).toBeGreaterThanOrEqual(nowSeconds() - 5)
    expect((await paymentRows(orderId))[0]).toMatchObject({
      status: 'SUCCESS',
      provider_trade_no: 'P1',
      notify_raw: 'raw',
    })
  })

  it('refuses an amount that differs from the order total and writes nothing', async () => {
    const orderId = await createTestOrder(app.db, member.id, { total_fee: 4200 })
    const tradeNo = await attempt(orderId, 4200)
    await expect(
      markPaid(app.db, {
        order_id: orderId,
        pay_type: 'testpay',
        amount: 4199,
        provider_trade_no: 'P',
        trade_no: tradeNo,
      }),
    ).rejects.toMatchObject({
      statusCode: 409,
      code: 'AMOUNT_MISMATCH',
      message: '支付金额与订单金额不一致',
    })
    await expect(
      markPaid(app.db, { order_id: orderId, pay_type: 'testpay', amount: 1, provider_trade_no: 'P' }),
    ).rejects.toMatchObject({ code: 'AMOUNT_MISMATCH' })
    expect((await orderRow(orderId)).status).toBe('NOTPAY')
    expect((await paymentRows(orderId)).map((p) => p.status)).toEqual(['NOTPAY'])
  })

  it("refuses a payment of another order, or another provider's", async () => {
    const orderId = await createTestOrder(app.db, member.id, { total_fee: 100 })
    const other = await createTestOrder(app.db, member.id, { total_fee: 100 })
    const tradeNo = await attempt(other, 100)
    await expect(
      markPaid(app.db, {
        order_id: orderId,
        pay_type: 'testpay',
        amount: 100,
        provider_trade_no: null,
        trade_no: tradeNo,
      }),
    ).rejects.toMatchObject({ code: 'PAYMENT_NOT_FOUND' })
    await expect(
      markPaid(app.db, {
        order_id: other,
        pay_type: 'alipay',
        amount: 100,
        provider_trade_no: null,
        trade_no: tradeNo,
      }),
    ).rejects.toMatchObject({ code: 'PAYMENT_NOT_FOUND' })
    await expect(
      markPaid(app.db, { order_id: '1', pay_type: 'testpay', amount: 100, provider_trade_no: null }),
    ).rejects.toMatchObject({ code: 'ORDER_NOT_FOUND' })
    expect((await orderRow(other)).status).toBe('NOTPAY')
  })

  it('records money taken outside the cashier (no trade_no) once per provider trade number', async () => {
    const orderId = await createTestOrder(app.db, member.id, { total_fee: 700 })
    const first = await markPaidOutside(app.db, orderId, 700, 'OUTSIDE-1')
    const again = await markPaidOutside(app.db, orderId, 700, 'OUTSIDE-1')
    expect(first.outcome).toBe('paid')
    expect(again).toMatchObject({ outcome: 'duplicate', trade_no: first.trade_no })
    expect(await paymentRows(orderId)).toHaveLength(1)
    expect(await refundRows(orderId)).toEqual([])
  })

  it('pays once when the same payment is reported many times at once', async () => {
    const orderId = await createTestOrder(app.db, member.id, { total_fee: 900 })
    const tradeNo = await attempt(orderId, 900)
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        markPaid(app.db, {
          order_id: orderId,
          pay_type: 'testpay',
          amount: 900,
          provider_trade_no: 'P',
          trade_no: tradeNo,
        }),
      ),
    )
    expect(results.filter((r) => r.outcome === 'paid')).toHaveLength(1)
    expect(results.filter((r) => r.outcome === 'duplicate')).toHaveLength(9)
    expect(await refundRows(orderId)).toEqual([])
  })

  it('closes the order’s other unpaid attempts once it is paid', async () => {
    const orderId = await createTestOrder(app.db, member.id, { total_fee: 100 })
    const first = await attempt(orderId, 100)
    const second = await attempt(orderId, 100)
    await markPaid(app.db, {
      order_id: orderId,
      pay_type: 'testpay',
      amount: 100,
      provider_trade_no: null,
      trade_no: second,
    })
    expect((await paymentRows(orderId)).map((p) => [p.trade_no, p.status])).toEqual([
      [first, 'CLOSED'],
      [second, 'SUCCESS'],
    ])
  })

  it('refunds a second payment of an already paid order in full, leaving the first', async () => {
    const orderId = await createTestOrder(app.db, member.id, { total_fee: 1500 })
    const first = await attempt(orderId, 1500)
    const second = await attempt(orderId, 1500)
    const results = await Promise.all(
      [first, second].map((tradeNo) =>
        markPaid(app.db, {
          order_id: orderId,
          pay_type: 'testpay',
          amount: 1500,
          provider_trade_no: null,
          trade_no: tradeNo,
        }),
      ),
    )
    expect(results.map((r) => r.outcome).sort()).toEqual(['paid', 'refunded'])
    const refunded = results.find((r) => r.outcome === 'refunded')!
    expect(refunded.refund).toMatchObject({ trade_no: refunded.trade_no, refund_fee: 1500, status: 'SUCCESS' })
    expect((await orderRow(orderId)).status).toBe('PAYED')
    expect((await paymentRows(orderId)).map((p) => p.status)).toEqual(['SUCCESS', 'SUCCESS'])
    expect(await refundRows(orderId)).toMatchObject([
      { trade_no: refunded.trade_no, refund_fee: 1500, status: 'SUCCESS', reason: '订单已支付，重复支付款原路退回' },
    ])
  })

  it('refunds money that arrives for a cancelled order and leaves it cancelled', async () => {
    const orderId = await createTestOrder(app.db, member.id, { total_fee: 2500, status: 'CANCEL' })
    const tradeNo = await attempt(orderId, 2500)
    const result = await markPaid(app.db, {
      order_id: orderId,
      pay_type: 'testpay',
      amount: 2500,
      provider_trade_no: 'LATE',
      trade_no: tradeNo,
    })
    expect(result.outcome).toBe('refunded')
    expect(await orderRow(orderId)).toMatchObject({ status: 'CANCEL', paid_at: null })
    expect(await refundRows(orderId)).toMatchObject([
      {
        trade_no: tradeNo,
        refund_fee: 2500,
        status: 'SUCCESS',
        member_id: member.id,
        reason: '订单已取消，支付款原路退回',
      },
    ])
    // Reported again: already recorded, refunded once.
    expect(
      (
        await markPaid(app.db, {
          order_id: orderId,
          pay_type: 'testpay',
          amount: 2500,
          provider_trade_no: 'LATE',
          trade_no: tradeNo,
        })
      ).outcome,
    ).toBe('duplicate')
    expect(await refundRows(orderId)).toHaveLength(1)
  })
})
