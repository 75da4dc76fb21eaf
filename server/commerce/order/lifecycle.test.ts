import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createOrder } from '../checkout/service.ts'
import { toCheckoutRequest } from '../checkout/request.ts'
import { payPointOrder } from '../pointitems/pay.ts'
import * as fixtures from '../checkout/test-fixtures.ts'
import { issueTicket } from '../seckill/service.ts'
import { buildShopTestApp, createTestGoods, type TestMember } from '../test-helpers.ts'
import type { RefundFn } from './hooks.ts'
import { cancelOrder, releaseOrderResources } from './lifecycle.ts'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildShopTestApp()
})
afterAll(() => app?.close())

const place = (member: TestMember, body: Record<string, unknown> = {}) =>
  createOrder(app.db, member.id, toCheckoutRequest(body), fixtures.nowSeconds(), { unpaidMinutes: 30 })

const orderRow = (orderId: string) =>
  app.db.selectFrom('orders').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow()
const couponStatus = async (id: number) =>
  await app.db
    .selectFrom('member_coupons')
    .select(['status', 'order_id'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow()

/** An order of 2 units (stock 10 → 8) using a coupon and 1000 points. */
async function orderWithEverything() {
  const member = await fixtures.createShopper(app, 5000)
  const goods = await createTestGoods(app.db, { price: 20000, store: 10 })
  await fixtures.addCartLine(app.db, member.id, goods, { quantity: 2 })
  const coupon = await fixtures.giveCoupon(app.db, member.id, { reduce_cost: 1000, least_cost: 0 })
  const created = await place(member, { coupon: String(coupon), point_use: 1000 })
  return { member, goods, sku: await fixtures.skuOf(app.db, goods), coupon, orderId: created.order_id }
}

describe('cancelOrder', () => {
  it('cancels an unpaid order and gives back stock, sales, coupon and points', async () => {
    const { member, goods, sku, coupon, orderId } = await orderWithEverything()
    expect(await fixtures.storeOf(app.db, sku)).toBe(8)
    expect(await fixtures.pointBalance(app.db, member.id)).toBe(4000)

    const result = await cancelOrder(app.db, member.id, orderId, '不想要了')
    expect(result).toMatchObject({
      order_id: orderId,
      status: 'CANCEL',
      cancel_reason: '不想要了',
      refund_fee: 0,
      changed: true,
    })
    expect(await orderRow(orderId)).toMatchObject({
      status: 'CANCEL',
      cancel_reason: '不想要了',
      cancelled_at: expect.any(Number),
    })
    expect(await fixtures.storeOf(app.db, sku)).toBe(10)
    expect(
      (await app.db.selectFrom('goods').select('sales').where('id', '=', goods).executeTakeFirstOrThrow()).sales,
    ).toBe(0)
    expect(await couponStatus(coupon)).toEqual({ status: 'unused', order_id: null })
    expect(await fixtures.pointBalance(app.db, member.id)).toBe(5000)
  })

  it('releases only once when cancelled again, even in parallel', async () => {
    const { member, sku, orderId } = await orderWithEverything()
    const results = await Promise.all([
      cancelOrder(app.db, member.id, orderId, '甲'),
      cancelOrder(app.db, null, orderId, '乙'),
      cancelOrder(app.db, member.id, orderId, '丙'),
    ])
    expect(results.filter((r) => r.changed)).toHaveLength(1)
    expect(await fixtures.storeOf(app.db, sku)).toBe(10)
    expect(await fixtures.pointBalance(app.db, member.id)).toBe(5000)
    const refunds = await app.db
      .selectFrom('point_logs')
      .select('delta')
      .where('order_id', '=', orderId)
      .where('delta', '>', 0)
      .execute()
    expect(refunds).toEqual([{ delta: 1000 }])
    const again = await cancelOrder(app.db, member.id, orderId, '再取消')
    expect(again).toMatchObject({ changed: false, cancel_reason: results.find((r) => r.changed)!.cancel_reason })
  })

  it("treats another member's order and unknown ids as not found", async () => {
    const { orderId } = await orderWithEverything()
    const stranger = await fixtures.createShopper(app)
    await expect(cancelOrder(app.db, stranger.id, orderId, 'x')).rejects.toMatchObject({
      statusCode: 404,
      message: '订单不存在',
    })
    await expect(cancelOrder(app.db, stranger.id, '0000', 'x')).rejects.toMatchObject({ statusCode: 404 })
    expect((await orderRow(orderId)).status).toBe('NOTPAY')
  })

  it('refunds a paid order in full when the buyer cancels it', async () => {
    const { member, sku, coupon, orderId } = await orderWithEverything()
    await app.db
      .updateTable('orders')
      .set({ status: 'PAYED', paid_at: fixtures.nowSeconds(), pay_type: 'alipay' })
      .where('order_id', '=', orderId)
      .execute()
    const refund = vi.fn<RefundFn>(async () => ({}))
    const total = (await orderRow(orderId)).total_fee
    await app.db
      .insertInto('payments')
      .values({
        trade_no: `T${orderId}`,
        order_id: orderId,
        member_id: member.id,
        pay_type: 'alipay',
        amount: total,
        status: 'SUCCESS',
        provider_trade_no: null,
        notify_raw: null,
        paid_at: fixtures.nowSeconds(),
      })
      .execute()

    const result = await cancelOrder(app.db, member.id, orderId, '买错了', { refund })
    expect(result).toMatchObject({ status: 'CANCEL', refund_fee: total })
    expect(refund).toHaveBeenCalledOnce()
    expect(refund.mock.calls[0]![1]).toEqual({ order_id: orderId, amount: total, reason: '买错了' })
    expect(await fixtures.storeOf(app.db, sku)).toBe(10)
    expect(await couponStatus(coupon)).toEqual({ status: 'unused', order_id: null })
    expect(await fixtures.pointBalance(app.db, member.id)).toBe(5000)
  })

  it('refuses to cancel a paid order without a way to refund it, or one in after-sales', async () => {
    const { member, orderId } = await orderWithEverything()
    await app.db
      .updateTable('orders')
      .set({ status: 'PAYED', paid_at: fixtures.nowSeconds() })
      .where('order_id', '=', orderId)
      .execute()
    await expect(cancelOrder(app.db, member.id, orderId, 'x')).rejects.toMatchObject({ statusCode: 409 })
    await expect(cancelOrder(app.db, null, orderId, 'x')).rejects.toMatchObject({
      statusCode: 409,
      message: '已支付的订单不能自动取消',
    })

    const item = await app.db
      .selectFrom('order_items')
      .select('id')
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow()
    await app.db
      .insertInto('aftersales')
      .values({
        aftersales_bn: `AS${orderId}`,
        order_id: orderId,
        order_item_id: item.id,
        member_id: member.id,
        aftersales_type: 'ONLY_REFUND',
        num: 1,
        reason: '不想要了',
        refuse_reason: null,
        sendback_corp: null,
        sendback_code: null,
        sendback_at: null,
        closed_at: null,
      })
      .execute()
    const refund = vi.fn<RefundFn>(async () => ({}))
    await expect(cancelOrder(app.db, member.id, orderId, 'x', { refund })).rejects.toMatchObject({
      statusCode: 409,
      message: '订单售后处理中，暂不能取消',
    })
    expect(refund).not.toHaveBeenCalled()
    expect((await orderRow(orderId)).status).toBe('PAYED')
  })

  it('refuses to cancel a shipped order', async () => {
    const { member, orderId } = await orderWithEverything()
    await app.db.updateTable('orders').set({ status: 'WAIT_BUYER_CONFIRM' }).where('order_id', '=', orderId).execute()
    await expect(cancelOrder(app.db, member.id, orderId, 'x')).rejects.toMatchObject({
      statusCode: 400,
      message: '订单已发货，不能取消',
    })
  })

  it('gives the points of a points-mall order back without a cash refund', async () => {
    const member = await fixtures.createShopper(app, 3000)
    const goods = await createTestGoods(app.db, { item_type: 'point', point_price: 1000, price: 0, store: 5 })
    const created = await place(member, { mode: 'point', item_id: goods, num: 2 })
    await payPointOrder(app.db, member.id, created.order_id, fixtures.nowSeconds())
    expect(await fixtures.pointBalance(app.db, member.id)).toBe(1000)
    const result = await cancelOrder(app.db, member.id, created.order_id, '不换了')
    expect(result).toMatchObject({ changed: true, refund_fee: 0 })
    expect(await fixtures.pointBalance(app.db, member.id)).toBe(3000)
    expect(await fixtures.storeOf(app.db, await fixtures.skuOf(app.db, goods))).toBe(5)
  })

  it('puts seckill stock back', async () => {
    const member = await fixtures.createShopper(app)
    const goods = await createTestGoods(app.db, { price: 5000, store: 50 })
    const sku = await fixtures.skuOf(app.db, goods)
    const seckillId = await fixtures.createTestSeckill(app.db, { goodsId: goods, skuId: sku }, { stock: 3 })
    const { ticket } = await issueTicket(
      app.db,
      member.id,
      { seckill_id: seckillId, sku_id: sku, num: 1 },
      fixtures.nowSeconds(),
    )
    const created = await place(member, { seckill_id: seckillId, ticket })
    const stock = async () =>
      await app.db
        .selectFrom('seckill_items')
        .select(['stock', 'sales'])
        .where('seckill_id', '=', seckillId)
        .executeTakeFirstOrThrow()
    expect(await stock()).toEqual({ stock: 2, sales: 1 })
    await cancelOrder(app.db, member.id, created.order_id, 'x')
    expect(await stock()).toEqual({ stock: 3, sales: 0 })
    expect(await fixtures.storeOf(app.db, sku)).toBe(50)
  })
})

describe('releaseOrderResources', () => {
  it('releases nothing unless it flips the order from the status it was read in', async () => {
    const { member, sku, orderId } = await orderWithEverything()
    const order = await orderRow(orderId)
    await app.db.updateTable('orders').set({ status: 'PAYED' }).where('order_id', '=', orderId).execute()
    expect(await app.db.transaction().execute((trx) => releaseOrderResources(trx, order))).toBe(false)
    expect(await fixtures.storeOf(app.db, sku)).toBe(8)
    expect(await fixtures.pointBalance(app.db, member.id)).toBe(4000)
    expect(
      await app.db
        .transaction()
        .execute((trx) => releaseOrderResources(trx, { ...order, status: 'PAYED' }, '售后全额退款')),
    ).toBe(true)
    expect(await fixtures.storeOf(app.db, sku)).toBe(10)
    expect(await orderRow(orderId)).toMatchObject({ status: 'CANCEL', cancel_reason: '售后全额退款' })
  })
})
