import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cancelOrder } from '../order/lifecycle.ts'
import { sweepExpiredOrders } from '../order/expiry.ts'
import { buildShopTestApp, createTestGoods, type TestMember } from '../test-helpers.ts'
import * as fixtures from '../checkout/test-fixtures.ts'

/**
 * Points goods with a cash part ("800积分 + ¥19.90"): the points are spent at the points cashier,
 * the cash at the normal cashier, each exactly once, on SQLite and PostgreSQL.
 */

let app: FastifyInstance
beforeAll(async () => {
  app = await buildShopTestApp()
})
afterAll(() => app?.close())

/** A points good costing `points` plus `cash` cents. */
const cashGoods = (points: number, cash: number, store = 10) =>
  createTestGoods(app.db, { item_type: 'point', point_price: points, price: cash, store })

async function placed(member: TestMember, goods: number, num = 1): Promise<string> {
  const { status, body } = await fixtures.call(app, member, 'POST', '/order_new', {
    mode: 'point',
    item_id: goods,
    num,
  })
  expect(status).toBe(200)
  return (body as { data: { order_id: string } }).data.order_id
}

const payPoints = (member: TestMember, orderId: string) =>
  fixtures.call(app, member, 'POST', '/pointsmall/order/pay', { order_id: orderId })
const payCash = (member: TestMember, orderId: string) =>
  fixtures.call(app, member, 'POST', '/payment', { order_id: orderId, pay_type: 'testpay' })
const orderOf = (orderId: string) =>
  app.db
    .selectFrom('orders')
    .select(['status', 'pay_type', 'point_used', 'total_fee', 'item_fee', 'member_discount'])
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow()
const ledgerOf = (memberId: number) =>
  app.db.selectFrom('point_logs').select(['delta', 'reason']).where('member_id', '=', memberId).orderBy('id').execute()

describe('pricing a points + cash order', () => {
  it('charges the points and the SKU price in cash, with no member discount on it', async () => {
    const member = await fixtures.createShopper(app, 5000)
    const goods = await cashGoods(800, 1990)
    const preview = await fixtures.call(app, member, 'POST', '/cart/checkout', {
      order_type: 'point',
      item_id: goods,
      num: 2,
    })
    expect(preview).toMatchObject({ status: 200, body: { data: { point_use: 1600, total_fee: 3980 } } })
    const orderId = await placed(member, goods, 2)
    expect(await orderOf(orderId)).toMatchObject({
      status: 'NOTPAY',
      point_used: 0,
      total_fee: 3980,
      item_fee: 3980,
      member_discount: 0,
    })
    const view = await fixtures.call(app, member, 'GET', '/pointsmall/order', { order_id: orderId })
    expect(view.body.data).toMatchObject({ point_total: 1600, point_paid: false, cash_due: 3980, total_fee: 3980 })
    expect(view.body.data.items[0]).toMatchObject({ price: 1990, point_price: 800, num: 2 })
  })

  it('shows the cash part as the price of the points good, beside its points', async () => {
    const goods = await cashGoods(800, 1990)
    const detail = (await app.inject({ method: 'GET', url: `/api/h5app/wxapp/pointsmall/goods/items/${goods}` })).json()
      .data
    expect(detail).toMatchObject({ point: 800, price: 1990 })
    expect(detail.spec_items[0]).toMatchObject({ point: 800, price: 1990 })
  })
})

describe('paying a points + cash order', () => {
  it('spends the points at the points cashier, keeps the order unpaid, and the cashier takes the cash', async () => {
    const member = await fixtures.createShopper(app, 2000)
    const orderId = await placed(member, await cashGoods(800, 1990))
    const spent = await payPoints(member, orderId)
    expect(spent).toMatchObject({
      status: 200,
      body: {
        data: {
          status: 'NOTPAY',
          pay_type: null,
          point_use: 800,
          point_paid: true,
          cash_due: 1990,
          point_balance: 1200,
        },
      },
    })
    expect(await payPoints(member, orderId)).toMatchObject({
      status: 200,
      body: { data: { status: 'NOTPAY', point_paid: true, cash_due: 1990, point_balance: 1200 } },
    })
    expect(await orderOf(orderId)).toMatchObject({ status: 'NOTPAY', point_used: 800 })

    const cash = await payCash(member, orderId)
    expect(cash).toMatchObject({ status: 200, body: { data: { pay_status: 'SUCCESS', total_fee: 1990 } } })
    expect(await orderOf(orderId)).toMatchObject({ status: 'PAYED', pay_type: 'testpay', point_used: 800 })
    // Paying the points again after the cash answers the same and spends nothing.
    expect(await payPoints(member, orderId)).toMatchObject({
      status: 200,
      body: { data: { status: 'PAYED', point_paid: true, cash_due: 0, point_balance: 1200 } },
    })
    expect(await ledgerOf(member.id)).toEqual([{ delta: -800, reason: '积分商城兑换' }])
  })

  it('refuses the cash before the points are spent, and a points-only order at the cashier as before', async () => {
    const member = await fixtures.createShopper(app, 5000)
    const orderId = await placed(member, await cashGoods(800, 1990))
    expect(await payCash(member, orderId)).toMatchObject({ status: 400, body: { message: '请先支付积分' } })
    expect(await orderOf(orderId)).toMatchObject({ status: 'NOTPAY', point_used: 0 })
    const pointsOnly = await placed(member, await cashGoods(500, 0))
    expect(await payCash(member, pointsOnly)).toMatchObject({
      status: 400,
      body: { message: '积分订单请在积分支付页用积分支付' },
    })
    const payments = await app.db
      .selectFrom('payments')
      .select('trade_no')
      .where('order_id', 'in', [orderId, pointsOnly])
      .execute()
    expect(payments).toEqual([])
    expect(await fixtures.pointBalance(app.db, member.id)).toBe(5000)
  })

  it('refuses a balance that does not cover the points, writing nothing', async () => {
    const member = await fixtures.createShopper(app, 1000)
    const orderId = await placed(member, await cashGoods(800, 1990))
    await fixtures.setPointBalance(app.db, member.id, 700)
    expect(await payPoints(member, orderId)).toMatchObject({ status: 409, body: { message: '积分不足' } })
    expect(await orderOf(orderId)).toMatchObject({ status: 'NOTPAY', point_used: 0 })
    expect(await fixtures.pointBalance(app.db, member.id)).toBe(700)
  })
})

describe('points + cash under concurrency', () => {
  it('spends the points once when 20 payments race', async () => {
    const member = await fixtures.createShopper(app, 1000)
    const orderId = await placed(member, await cashGoods(600, 990))
    const results = await Promise.all(Array.from({ length: 20 }, () => payPoints(member, orderId)))
    expect(new Set(results.map((r) => r.status))).toEqual(new Set([200]))
    expect(await fixtures.pointBalance(app.db, member.id)).toBe(400)
    expect(await ledgerOf(member.id)).toEqual([{ delta: -600, reason: '积分商城兑换' }])
    expect(await orderOf(orderId)).toMatchObject({ status: 'NOTPAY', point_used: 600 })
  })

  it('never overdraws the balance when several orders spend their points at once', async () => {
    const member = await fixtures.createShopper(app, 2000)
    const goods = await cashGoods(700, 500, 10)
    const ids = []
    for (let i = 0; i < 6; i++) ids.push(await placed(member, goods))
    const results = await Promise.all(ids.map((id) => payPoints(member, id)))
    expect(results.filter((r) => r.status === 200)).toHaveLength(2)
    expect(results.filter((r) => r.status === 409)).toHaveLength(4)
    expect(await fixtures.pointBalance(app.db, member.id)).toBe(600)
    const ledger = await ledgerOf(member.id)
    expect(ledger.reduce((sum, row) => sum + row.delta, 0)).toBe(-1400)
  })
})

describe('cancelling a points + cash order', () => {
  it('gives back the spent points and the stock exactly once', async () => {
    const member = await fixtures.createShopper(app, 3000)
    const goods = await cashGoods(800, 1990, 5)
    const orderId = await placed(member, goods)
    await payPoints(member, orderId)
    expect(await fixtures.pointBalance(app.db, member.id)).toBe(2200)
    const cancels = await Promise.all(
      Array.from({ length: 5 }, () =>
        cancelOrder(app.db, member.id, orderId, '不换了').catch((error: unknown) => error),
      ),
    )
    expect(cancels.some((c) => (c as { status?: string }).status === 'CANCEL')).toBe(true)
    await cancelOrder(app.db, member.id, orderId, '不换了')
    expect(await fixtures.pointBalance(app.db, member.id)).toBe(3000)
    expect(await fixtures.storeOf(app.db, await fixtures.skuOf(app.db, goods))).toBe(5)
    expect(await ledgerOf(member.id)).toEqual([
      { delta: -800, reason: '积分商城兑换' },
      { delta: 800, reason: '订单取消退还积分' },
    ])
    expect(await payPoints(member, orderId)).toMatchObject({ status: 400, body: { message: '订单状态不可支付' } })
    expect(await payCash(member, orderId)).toMatchObject({ status: 400 })
    expect(await fixtures.pointBalance(app.db, member.id)).toBe(3000)
  })

  it('expiry gives the spent points back once', async () => {
    const member = await fixtures.createShopper(app, 3000)
    const orderId = await placed(member, await cashGoods(800, 1990))
    await payPoints(member, orderId)
    await app.db
      .updateTable('orders')
      .set({ expires_at: fixtures.nowSeconds() - 1 })
      .where('order_id', '=', orderId)
      .execute()
    expect(await payPoints(member, orderId)).toMatchObject({ status: 400, body: { message: '订单已超时关闭' } })
    expect(await payCash(member, orderId)).toMatchObject({ status: 400, body: { message: '订单已超时关闭' } })
    await Promise.all([
      sweepExpiredOrders(app.db, fixtures.nowSeconds()),
      sweepExpiredOrders(app.db, fixtures.nowSeconds()),
    ])
    await sweepExpiredOrders(app.db, fixtures.nowSeconds())
    expect(await orderOf(orderId)).toMatchObject({ status: 'CANCEL' })
    expect(await fixtures.pointBalance(app.db, member.id)).toBe(3000)
    expect((await ledgerOf(member.id)).map((row) => row.delta)).toEqual([-800, 800])
  })
})
