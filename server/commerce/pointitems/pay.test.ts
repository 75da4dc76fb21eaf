import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cancelOrder } from '../order/lifecycle.ts'
import { buildShopTestApp, createTestGoods, type TestMember } from '../test-helpers.ts'
import * as fixtures from '../checkout/test-fixtures.ts'

/** The points cashier: a points-mall order written unpaid and paid in points, exactly once, on SQLite and PostgreSQL. */

let app: FastifyInstance
beforeAll(async () => {
  app = await buildShopTestApp()
})
afterAll(() => app?.close())

const pointGoods = (pointPrice: number, store = 10) =>
  createTestGoods(app.db, { item_type: 'point', point_price: pointPrice, price: 0, store })

async function placed(member: TestMember, goods: number, num = 1, key?: string): Promise<string> {
  const { status, body } = await fixtures.call(app, member, 'POST', '/order_new', {
    mode: 'point',
    item_id: goods,
    num,
    ...(key ? { idempotency_key: key } : {}),
  })
  expect(status).toBe(200)
  return (body as { data: { order_id: string } }).data.order_id
}

const pay = (member: TestMember, orderId: string) =>
  fixtures.call(app, member, 'POST', '/pointsmall/order/pay', { order_id: orderId })
const view = (member: TestMember, orderId: string) =>
  fixtures.call(app, member, 'GET', '/pointsmall/order', { order_id: orderId })
const orderOf = (orderId: string) =>
  app.db
    .selectFrom('orders')
    .select(['status', 'pay_type', 'point_used', 'paid_at'])
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow()
const ledgerOf = (memberId: number) =>
  app.db.selectFrom('point_logs').select(['delta', 'reason']).where('member_id', '=', memberId).orderBy('id').execute()

describe('GET pointsmall/order', () => {
  it('shows the order, the points due and the balance', async () => {
    const member = await fixtures.createShopper(app, 5000)
    const orderId = await placed(member, await pointGoods(1200), 2)
    const { status, body } = await view(member, orderId)
    expect(status).toBe(200)
    expect(body.data).toMatchObject({
      order_id: orderId,
      order_type: 'point',
      status: 'NOTPAY',
      total_fee: 0,
      point_total: 2400,
      point_balance: 5000,
    })
    expect(body.data.items[0]).toMatchObject({ point_price: 1200, num: 2 })
  })

  it("answers 404 for another member's order and 400 for an order that is not a points order", async () => {
    const member = await fixtures.createShopper(app, 5000)
    const orderId = await placed(member, await pointGoods(100))
    const other = await fixtures.createShopper(app, 5000)
    expect(await view(other, orderId)).toMatchObject({ status: 404, body: { message: '订单不存在' } })
    const normal = await createTestGoods(app.db, { price: 1000, store: 5 })
    await fixtures.addCartLine(app.db, member.id, normal, { cartType: 'fastbuy' })
    const created = await fixtures.call(app, member, 'POST', '/order_new', { mode: 'fastbuy' })
    expect(created.status).toBe(200)
    const normalId = (created.body as { data: { order_id: string } }).data.order_id
    expect(await view(member, normalId)).toMatchObject({ status: 400, body: { message: '该订单不是积分订单' } })
    expect(await pay(member, normalId)).toMatchObject({ status: 400, body: { message: '该订单不是积分订单' } })
    expect(await view(member, 'abc')).toMatchObject({ status: 400 })
  })

  it('needs a member token', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/h5app/wxapp/pointsmall/order/pay',
      payload: { order_id: '1' },
    })
    expect(response.statusCode).toBe(401)
  })
})

describe('POST pointsmall/order/pay', () => {
  it('spends the points, marks the order paid and answers the same when repeated', async () => {
    const member = await fixtures.createShopper(app, 3000)
    const orderId = await placed(member, await pointGoods(1000), 2)
    expect(await pay(member, orderId)).toMatchObject({
      status: 200,
      body: { data: { status: 'PAYED', pay_type: 'point', point_use: 2000, point_balance: 1000 } },
    })
    expect(await pay(member, orderId)).toMatchObject({
      status: 200,
      body: { data: { status: 'PAYED', point_balance: 1000 } },
    })
    expect(await orderOf(orderId)).toMatchObject({
      status: 'PAYED',
      pay_type: 'point',
      point_used: 2000,
      paid_at: expect.any(Number),
    })
    expect(await ledgerOf(member.id)).toEqual([{ delta: -2000, reason: '积分商城兑换' }])
  })

  it('refuses a balance that no longer covers the order, writing nothing', async () => {
    const member = await fixtures.createShopper(app, 1500)
    const orderId = await placed(member, await pointGoods(1000))
    await fixtures.setPointBalance(app.db, member.id, 900)
    expect(await pay(member, orderId)).toMatchObject({ status: 409, body: { message: '积分不足' } })
    expect(await orderOf(orderId)).toMatchObject({ status: 'NOTPAY', pay_type: null, point_used: 0 })
    expect(await fixtures.pointBalance(app.db, member.id)).toBe(900)
  })

  it('refuses cancelled, expired and foreign orders', async () => {
    const member = await fixtures.createShopper(app, 5000)
    const goods = await pointGoods(100)
    const cancelled = await placed(member, goods)
    await cancelOrder(app.db, member.id, cancelled, '不换了')
    expect(await pay(member, cancelled)).toMatchObject({ status: 400, body: { message: '订单状态不可支付' } })
    const expired = await placed(member, goods)
    await app.db
      .updateTable('orders')
      .set({ expires_at: fixtures.nowSeconds() - 1 })
      .where('order_id', '=', expired)
      .execute()
    expect(await pay(member, expired)).toMatchObject({ status: 400, body: { message: '订单已超时关闭' } })
    const other = await fixtures.createShopper(app, 5000)
    expect(await pay(other, await placed(member, goods))).toMatchObject({ status: 404 })
    expect(await fixtures.pointBalance(app.db, member.id)).toBe(5000)
    expect(await fixtures.pointBalance(app.db, other.id)).toBe(5000)
  })

  it('cancelling an unpaid points order puts the stock back and gives back no points it never took', async () => {
    const member = await fixtures.createShopper(app, 5000)
    const goods = await pointGoods(1000, 5)
    const orderId = await placed(member, goods, 2)
    expect(await fixtures.storeOf(app.db, await fixtures.skuOf(app.db, goods))).toBe(3)
    await cancelOrder(app.db, member.id, orderId, '不换了')
    expect(await fixtures.storeOf(app.db, await fixtures.skuOf(app.db, goods))).toBe(5)
    expect(await fixtures.pointBalance(app.db, member.id)).toBe(5000)
    expect(await ledgerOf(member.id)).toEqual([])
  })

  it('is refused by the money cashier', async () => {
    const member = await fixtures.createShopper(app, 5000)
    const orderId = await placed(member, await pointGoods(100))
    const { status, body } = await fixtures.call(app, member, 'POST', '/payment', {
      order_id: orderId,
      pay_type: 'testpay',
    })
    expect(status).toBe(400)
    expect(['积分订单请在积分支付页用积分支付', '不支持的支付方式']).toContain(body.message)
    expect(await orderOf(orderId)).toMatchObject({ status: 'NOTPAY' })
  })
})

describe('points payments under concurrency', () => {
  it('pays one order once when 20 payments of it race', async () => {
    const member = await fixtures.createShopper(app, 1000)
    const orderId = await placed(member, await pointGoods(600))
    const results = await Promise.all(Array.from({ length: 20 }, () => pay(member, orderId)))
    expect(new Set(results.map((r) => r.status))).toEqual(new Set([200]))
    expect(await fixtures.pointBalance(app.db, member.id)).toBe(400)
    expect(await ledgerOf(member.id)).toEqual([{ delta: -600, reason: '积分商城兑换' }])
  })

  it('never overdraws the balance nor oversells stock when many orders are placed and paid at once', async () => {
    const member = await fixtures.createShopper(app, 3000)
    const goods = await pointGoods(1000, 8)
    const placedResults = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        fixtures.call(app, member, 'POST', '/order_new', {
          mode: 'point',
          item_id: goods,
          idempotency_key: `race-${i}`,
        }),
      ),
    )
    const ok = placedResults.filter((r) => r.status === 200)
    expect(ok).toHaveLength(8)
    expect(new Set(placedResults.filter((r) => r.status !== 200).map((r) => r.status))).toEqual(new Set([409]))
    expect(await fixtures.storeOf(app.db, await fixtures.skuOf(app.db, goods))).toBe(0)
    const ids = ok.map((r) => (r.body as { data: { order_id: string } }).data.order_id)
    const paid = await Promise.all(ids.map((id) => pay(member, id)))
    expect(paid.filter((r) => r.status === 200)).toHaveLength(3)
    expect(paid.filter((r) => r.status === 409)).toHaveLength(5)
    expect(await fixtures.pointBalance(app.db, member.id)).toBe(0)
    const ledger = await ledgerOf(member.id)
    expect(ledger.reduce((sum, row) => sum + row.delta, 0)).toBe(-3000)
    const paidOrders = await app.db
      .selectFrom('orders')
      .select('order_id')
      .where('member_id', '=', member.id)
      .where('status', '=', 'PAYED')
      .execute()
    expect(paidOrders).toHaveLength(3)
  })
})
