import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../db/types.ts'
import { fail } from '../../lib/errors.ts'
import { buildTestApp } from '../../testing.ts'
import { operatorClient } from '../../admin-api/test-fixtures.ts'
import {
  createPlacedOrder,
  itemRow,
  nowSeconds,
  orderRow,
  pointBalance,
  send,
  type OrderSpec,
} from '../order/test-fixtures.ts'
import { refund, settleRefund } from '../payment/refund.ts'
import { createTestGoods, createTestMember, type TestMember } from '../test-helpers.ts'
import { refundAftersales, STALE_REFUND_SECONDS, type RefundDeps } from './operator.ts'

let app: FastifyInstance
let operator: Awaited<ReturnType<typeof operatorClient>>
beforeAll(async () => {
  app = await buildTestApp()
  operator = await operatorClient(app)
})
afterAll(async () => {
  await app?.close()
})

const storeOf = async (goodsId: number) =>
  (await app.db.selectFrom('skus').select('store').where('goods_id', '=', goodsId).executeTakeFirstOrThrow()).store
const refundsOf = (orderId: string) =>
  app.db.selectFrom('refunds').selectAll().where('order_id', '=', orderId).orderBy('id').execute()
const statusOf = async (bn: string) =>
  (await app.db.selectFrom('aftersales').select('status').where('aftersales_bn', '=', bn).executeTakeFirstOrThrow())
    .status

async function orderOf(spec: Partial<OrderSpec> = {}) {
  const member = await createTestMember(app)
  const goods = await createTestGoods(app.db, { price: 5000, store: 10 })
  const order = await createPlacedOrder(app.db, member.id, {
    status: 'WAIT_BUYER_CONFIRM',
    lines: [{ goodsId: goods, quantity: 2 }],
    ...spec,
  })
  return { member, goods, order, itemId: order.itemIds[0]! }
}

async function applied(
  member: TestMember,
  orderId: string,
  itemId: number,
  num: number,
  type: 'ONLY_REFUND' | 'REFUND_GOODS' = 'ONLY_REFUND',
) {
  const res = await send(app, member, 'POST', '/aftersales', {
    order_id: orderId,
    detail: [{ id: itemId, num }],
    aftersales_type: type,
    reason: type === 'ONLY_REFUND' ? '不想要了' : '质量问题',
  })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body.data.aftersales_bn as string
}

describe('POST admin/aftersales/{bn}/review', () => {
  it('approves a refund-only application to 待退款 and a return to 待寄回', async () => {
    const { member, order, itemId } = await orderOf()
    const refundOnly = await applied(member, order.orderId, itemId, 1)
    const ret = await applied(member, order.orderId, itemId, 1, 'REFUND_GOODS')
    expect((await operator.review(refundOnly)).body.data).toMatchObject({
      status: 'WAIT_REFUND',
      status_desc: '待退款',
      can_modify: 0,
    })
    const returned = await operator.review(ret, { is_approved: '1' })
    expect(returned.body.data).toMatchObject({ status: 'WAIT_BUYER_RETURN_GOODS', can_sendback: 1, can_close: 1 })
    expect(returned.body.data.progress.map((p: { key: string }) => p.key)).toEqual(['applied', 'reviewed'])
  })

  it('refuses with a reason, freeing the units, and reviews only once', async () => {
    const { member, order, itemId } = await orderOf()
    const bn = await applied(member, order.orderId, itemId, 2)
    expect((await operator.review(bn, { result: 'refuse' })).body).toMatchObject({
      status_code: 400,
      message: '请填写驳回原因',
    })
    const { body } = await operator.review(bn, { result: 'refuse', refuse_reason: '商品已签收超过时效' })
    expect(body.data).toMatchObject({
      status: 'SELLER_REFUSE',
      status_desc: '已驳回',
      refuse_reason: '商品已签收超过时效',
    })
    expect((await itemRow(app.db, itemId)).aftersales_num).toBe(0)
    expect((await operator.review(bn)).body).toMatchObject({ status_code: 400, message: '售后单已驳回，不能再审核' })
    expect((await operator.review('99999999')).status).toBe(404)
  })

  it('reviews once when two operators press at the same moment', async () => {
    const { member, order, itemId } = await orderOf()
    const bn = await applied(member, order.orderId, itemId, 2)
    const results = await Promise.all([
      operator.review(bn, { result: 'refuse', refuse_reason: '不符合' }),
      operator.review(bn, { result: 'refuse', refuse_reason: '不符合' }),
    ])
    expect(results.filter((r) => r.status === 200)).toHaveLength(1)
    expect(results.filter((r) => r.status === 400 || r.status === 409)).toHaveLength(1)
    expect((await itemRow(app.db, itemId)).aftersales_num).toBe(0)
  })
})

describe('POST admin/aftersales/{bn}/confirm-goods', () => {
  it('takes the returned goods back into stock and waits for the refund', async () => {
    const { member, goods, order, itemId } = await orderOf()
    const bn = await applied(member, order.orderId, itemId, 2, 'REFUND_GOODS')
    expect((await operator.confirmGoods(bn)).body.message).toBe('买家尚未寄回商品，不能确认收货')
    await operator.review(bn)
    await send(app, member, 'POST', '/aftersales/sendback', {
      aftersales_bn: bn,
      corp_code: 'YTO',
      logi_no: 'YT1234567890123',
    })
    const before = await storeOf(goods)
    const { body } = await operator.confirmGoods(bn)
    expect(body.data).toMatchObject({ status: 'WAIT_REFUND', sendback_corp: '圆通速递' })
    expect(await storeOf(goods)).toBe(before + 2)
    expect((await operator.confirmGoods(bn)).status).toBe(400)
    expect(await storeOf(goods)).toBe(before + 2)
  })
})

describe('POST admin/aftersales/{bn}/refund', () => {
  it('refunds what the units paid through the payment, and the order ends when all is refunded', async () => {
    const { member, order, itemId } = await orderOf()
    const first = await applied(member, order.orderId, itemId, 1)
    await operator.review(first)
    expect((await operator.refund(first)).body.data).toMatchObject({
      status: 'REFUNDED',
      status_desc: '已退款',
      refund_fee: 5000,
    })
    expect((await orderRow(app.db, order.orderId)).status).toBe('WAIT_BUYER_CONFIRM')
    const second = await applied(member, order.orderId, itemId, 1)
    await operator.review(second)
    await operator.refund(second)
    const refunds = await refundsOf(order.orderId)
    expect(refunds.map((r) => [r.refund_fee, r.status])).toEqual([
      [5000, 'SUCCESS'],
      [5000, 'SUCCESS'],
    ])
    expect(await itemRow(app.db, itemId)).toMatchObject({ aftersales_num: 2, refunded_num: 2, refunded_fee: 10000 })
    expect(await orderRow(app.db, order.orderId)).toMatchObject({
      status: 'CANCEL',
      cancel_reason: '商品已全部退款，交易关闭',
    })
    const detail = await send(app, member, 'GET', `/order/${order.orderId}`)
    expect(detail.body.data).toMatchObject({ refunded_fee: 10000, status_desc: '已取消' })
    expect(detail.body.data.refunds.map((r: { aftersales_bn: string }) => r.aftersales_bn)).toEqual([first, second])
  })

  it('refunds the freight and returns the stock when nothing of an unshipped order is left', async () => {
    const { member, goods, order, itemId } = await orderOf({ status: 'PAYED', freight: 1000 })
    const bn = await applied(member, order.orderId, itemId, 2)
    await operator.review(bn)
    const before = await storeOf(goods)
    const { body } = await operator.refund(bn)
    expect(body.data).toMatchObject({ status: 'REFUNDED', refund_fee: 11000, refund_freight: 1000 })
    expect((await refundsOf(order.orderId)).map((r) => r.refund_fee)).toEqual([11000])
    expect(await storeOf(goods)).toBe(before + 2)
    expect((await orderRow(app.db, order.orderId)).status).toBe('CANCEL')
  })

  it('gives back the points deduction and takes back points earned on completion', async () => {
    const { member, order, itemId } = await orderOf({ status: 'DONE', pointUsed: 1000, pointFee: 1000 })
    await app.db.updateTable('member_points').set({ balance: 5000 }).where('member_id', '=', member.id).execute()
    const bn = await applied(member, order.orderId, itemId, 1)
    await operator.review(bn)
    const { body } = await operator.refund(bn)
    expect(body.data).toMatchObject({ refund_fee: 5000, refund_point: 500 })
    // +500 deduction back, −50 of the 100 points the order earned.
    expect(await pointBalance(app.db, member.id)).toBe(5450)
    expect((await orderRow(app.db, order.orderId)).status).toBe('DONE')
  })

  it('gives points goods back in points, with no money to send', async () => {
    const member = await createTestMember(app)
    const goods = await createTestGoods(app.db, { item_type: 'point', point_price: 500 })
    const order = await createPlacedOrder(app.db, member.id, {
      status: 'WAIT_BUYER_CONFIRM',
      orderType: 'point',
      pointUsed: 1000,
      lines: [{ goodsId: goods, price: 0, pointPrice: 500, quantity: 2 }],
    })
    const bn = await applied(member, order.orderId, order.itemIds[0]!, 1)
    await operator.review(bn)
    const { body } = await operator.refund(bn)
    expect(body.data).toMatchObject({ status: 'REFUNDED', refund_fee: 0, refund_point: 500 })
    expect(await pointBalance(app.db, member.id)).toBe(500)
    expect(await refundsOf(order.orderId)).toHaveLength(0)
  })

  it('refunds once when two operators press at the same moment', async () => {
    const { member, order, itemId } = await orderOf()
    const bn = await applied(member, order.orderId, itemId, 2)
    await operator.review(bn)
    const results = await Promise.all([operator.refund(bn), operator.refund(bn), operator.refund(bn)])
    expect(results.some((r) => r.status === 200)).toBe(true)
    expect(results.every((r) => r.status === 200 || r.body.code === 'REFUND_IN_PROGRESS')).toBe(true)
    const refunds = await refundsOf(order.orderId)
    expect(refunds.reduce((sum, r) => sum + r.refund_fee, 0)).toBe(10000)
    expect(await statusOf(bn)).toBe('REFUNDED')
    expect((await itemRow(app.db, itemId)).refunded_num).toBe(2)
  })

  it('refuses before approval and after refund is answered as it stands', async () => {
    const { member, order, itemId } = await orderOf()
    const bn = await applied(member, order.orderId, itemId, 1)
    expect((await operator.refund(bn)).body).toMatchObject({ status_code: 400, message: '售后单待商家审核，不能退款' })
    await operator.review(bn)
    await operator.refund(bn)
    expect((await operator.refund(bn)).body.data.status).toBe('REFUNDED')
    expect(await refundsOf(order.orderId)).toHaveLength(1)
  })

  it('never refunds more than was paid', async () => {
    const { member, order, itemId } = await orderOf()
    await app.db.updateTable('payments').set({ amount: 3000 }).where('order_id', '=', order.orderId).execute()
    const bn = await applied(member, order.orderId, itemId, 1)
    await operator.review(bn)
    expect((await operator.refund(bn)).body).toMatchObject({ status_code: 400, message: '退款金额不能超过实付金额' })
    expect(await statusOf(bn)).toBe('WAIT_REFUND')
    expect(await refundsOf(order.orderId)).toHaveLength(0)
  })
})

describe('refundAftersales with a payment provider that fails or waits', () => {
  const realDeps: RefundDeps = { refund: (db, input) => refund(db, input), settle: (db, bn) => settleRefund(db, bn) }

  async function approved() {
    const { member, order, itemId } = await orderOf()
    const bn = await applied(member, order.orderId, itemId, 1)
    await operator.review(bn)
    return { order, bn, itemId }
  }

  /** PAYMENT's refund that records its refund rows as the provider answered: FAIL or still READY. */
  function providerAnswering(status: 'FAIL' | 'READY'): RefundDeps {
    return {
      async refund(db: Kysely<Database>, input) {
        const order = await db
          .selectFrom('orders')
          .select('member_id')
          .where('order_id', '=', input.order_id)
          .executeTakeFirstOrThrow()
        await db
          .insertInto('refunds')
          .values({
            refund_bn: `R${input.aftersales_id}${Date.now()}`,
            order_id: input.order_id,
            aftersales_id: input.aftersales_id,
            member_id: order.member_id,
            refund_fee: input.amount,
            status,
            reason: input.reason,
            refunded_at: null,
            trade_no: null,
          })
          .execute()
        return { refunds: [{ message: status === 'FAIL' ? '余额不足' : '' }] }
      },
      settle: async () => undefined,
    }
  }

  it('puts a refused refund back to 待退款 with the provider’s reason, and a retry succeeds', async () => {
    const { order, bn } = await approved()
    await expect(refundAftersales(app.db, bn, providerAnswering('FAIL'), nowSeconds())).rejects.toMatchObject({
      statusCode: 409,
      message: '退款失败：余额不足',
    })
    expect(await statusOf(bn)).toBe('WAIT_REFUND')
    const view = await refundAftersales(app.db, bn, realDeps, nowSeconds())
    expect(view.status).toBe('REFUNDED')
    expect((await refundsOf(order.orderId)).map((r) => r.status)).toEqual(['FAIL', 'SUCCESS'])
  })

  it('stays 退款中 while the provider has not answered, and settles on the next call', async () => {
    const { bn } = await approved()
    expect((await refundAftersales(app.db, bn, providerAnswering('READY'), nowSeconds())).status).toBe('REFUNDING')
    const settling: RefundDeps = {
      refund: async () => {
        throw new Error('must not refund again')
      },
      settle: async (db, refundBn) =>
        db
          .updateTable('refunds')
          .set({ status: 'SUCCESS', refunded_at: nowSeconds() })
          .where('refund_bn', '=', refundBn)
          .execute(),
    }
    expect((await refundAftersales(app.db, bn, settling, nowSeconds())).status).toBe('REFUNDED')
  })

  it('leaves a refused request with nothing written waiting for another try', async () => {
    const { bn } = await approved()
    const refusing: RefundDeps = {
      refund: async () => Promise.reject(fail('REFUND_EXCEEDS_PAID')),
      settle: async () => undefined,
    }
    await expect(refundAftersales(app.db, bn, refusing, nowSeconds())).rejects.toMatchObject({ statusCode: 400 })
    expect(await statusOf(bn)).toBe('WAIT_REFUND')
  })

  it('takes over a refund whose call died before asking for the money', async () => {
    const { bn } = await approved()
    const past = nowSeconds() - STALE_REFUND_SECONDS - 10
    await app.db
      .updateTable('aftersales')
      .set({ status: 'REFUNDING', updated_at: past })
      .where('aftersales_bn', '=', bn)
      .execute()
    expect((await refundAftersales(app.db, bn, realDeps, nowSeconds())).status).toBe('REFUNDED')
    const fresh = await approved()
    await app.db
      .updateTable('aftersales')
      .set({ status: 'REFUNDING', updated_at: nowSeconds() })
      .where('aftersales_bn', '=', fresh.bn)
      .execute()
    await expect(refundAftersales(app.db, fresh.bn, realDeps, nowSeconds())).rejects.toMatchObject({
      statusCode: 409,
      code: 'REFUND_IN_PROGRESS',
    })
  })
})

describe('GET admin/aftersales', () => {
  it('lists every member’s applications for the operator', async () => {
    const { member, order, itemId } = await orderOf()
    const bn = await applied(member, order.orderId, itemId, 1)
    const { body } = await send(app, operator, 'GET', '/admin/aftersales', { order_id: order.orderId })
    expect(body.data.list).toEqual([expect.objectContaining({ aftersales_bn: bn, member_id: member.id })])
  })
})
