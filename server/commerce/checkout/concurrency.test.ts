import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cancelOrder } from '../order/lifecycle.ts'
import { sweepExpiredOrders } from '../order/expiry.ts'
import { buildShopTestApp, createTestGoods, type TestMember } from '../test-helpers.ts'
import * as fixtures from './test-fixtures.ts'

/**
 * The guarantees that only hold if every stock, coupon and point write is conditional: many
 * buyers (or one buyer many times) at once, through the API, on SQLite and PostgreSQL alike.
 */

let app: FastifyInstance
let buyers: TestMember[]
beforeAll(async () => {
  app = await buildShopTestApp()
  buyers = await fixtures.createBuyers(app, 200)
}, 120_000)
afterAll(() => app?.close())

const orderNew = (member: TestMember, payload: Record<string, unknown>) =>
  fixtures.call(app, member, 'POST', '/order_new', payload)

function tally(results: { status: number; body: { message?: string } }[]) {
  const byStatus = new Map<number, number>()
  for (const r of results) byStatus.set(r.status, (byStatus.get(r.status) ?? 0) + 1)
  return Object.fromEntries(byStatus)
}

describe('many buyers, little stock', () => {
  it('sells exactly the 20 units in stock to 200 buyers at once', async () => {
    const goods = await createTestGoods(app.db, { price: 1000, store: 20 })
    const sku = await fixtures.skuOf(app.db, goods)
    for (const buyer of buyers) await fixtures.addCartLine(app.db, buyer.id, goods, { cartType: 'fastbuy' })

    const results = await Promise.all(buyers.map((buyer) => orderNew(buyer, { mode: 'fastbuy' })))
    expect(tally(results)).toEqual({ 200: 20, 409: 180 })
    expect(new Set(results.filter((r) => r.status === 409).map((r) => r.body.message))).toEqual(new Set(['商品已售罄']))

    expect(await fixtures.storeOf(app.db, sku)).toBe(0)
    const orders = await app.db.selectFrom('order_items').select(['quantity']).where('sku_id', '=', sku).execute()
    expect(orders).toHaveLength(20)
    expect(
      (await app.db.selectFrom('goods').select('sales').where('id', '=', goods).executeTakeFirstOrThrow()).sales,
    ).toBe(20)
    expect((await app.db.selectFrom('skus').select('id').where('store', '<', 0).execute()).length).toBe(0)
  })

  it('sells exactly the 10 seckill units to 200 ticket holders at once', async () => {
    const goods = await createTestGoods(app.db, { price: 5000, store: 100 })
    const sku = await fixtures.skuOf(app.db, goods)
    const seckillId = await fixtures.createTestSeckill(
      app.db,
      { goodsId: goods, skuId: sku },
      { actPrice: 100, stock: 10, limit: 1 },
    )
    const tickets = await Promise.all(
      buyers.map((buyer) =>
        fixtures.call(app, buyer, 'GET', '/promotion/seckillactivity/geticket', {
          seckill_id: seckillId,
          sku_id: sku,
          num: 1,
        }),
      ),
    )
    expect(tally(tickets)).toEqual({ 200: 200 })

    const results = await Promise.all(
      buyers.map((buyer, i) =>
        orderNew(buyer, { order_type: 'normal_seckill', seckill_id: seckillId, ticket: tickets[i]!.body.data.ticket }),
      ),
    )
    expect(tally(results)).toEqual({ 200: 10, 409: 190 })
    const item = await app.db
      .selectFrom('seckill_items')
      .select(['stock', 'sales'])
      .where('seckill_id', '=', seckillId)
      .executeTakeFirstOrThrow()
    expect(item).toEqual({ stock: 0, sales: 10 })
    expect(await fixtures.storeOf(app.db, sku)).toBe(90)
    const orders = await app.db.selectFrom('orders').select('order_id').where('seckill_id', '=', seckillId).execute()
    expect(orders).toHaveLength(10)
    const used = await app.db
      .selectFrom('seckill_tickets')
      .select('id')
      .where('seckill_id', '=', seckillId)
      .where('status', '=', 'used')
      .execute()
    expect(used).toHaveLength(10)
  })
})

describe('orders and cancels interleaved', () => {
  it('keeps stock equal to what live orders hold, with no failure but stock refusals', async () => {
    const initial = 30
    const goodsIds = [
      await createTestGoods(app.db, { price: 1000, store: initial }),
      await createTestGoods(app.db, { price: 2000, store: initial }),
      await createTestGoods(app.db, { price: 3000, store: initial }),
    ]
    const crowd = buyers.slice(0, 80)
    // Each buyer's cart holds the goods in a different order, so rows are met in every order.
    for (const [i, buyer] of crowd.entries()) {
      const order = i % 2 === 0 ? goodsIds : [...goodsIds].reverse()
      for (const goodsId of order.slice(0, 2 + (i % 2)))
        await fixtures.addCartLine(app.db, buyer.id, goodsId, { quantity: 1 + (i % 3 === 0 ? 1 : 0) })
    }
    const outcomes = await Promise.all(
      crowd.map(async (buyer, i) => {
        const placed = await orderNew(buyer, { mode: 'cart' })
        if (placed.status !== 200 || i % 2 === 1) return placed.status
        const orderId = (placed.body as { data: { order_id: string } }).data.order_id
        // Half the buyers cancel at once, some racing the expiry sweep for the same order.
        if (i % 4 === 0)
          await app.db.updateTable('orders').set({ expires_at: 0 }).where('order_id', '=', orderId).execute()
        await Promise.all([
          cancelOrder(app.db, buyer.id, orderId, '不想要了'),
          i % 4 === 0 ? sweepExpiredOrders(app.db, Math.floor(Date.now() / 1000)) : null,
        ])
        return placed.status
      }),
    )
    expect(outcomes.every((status) => status === 200 || status === 409)).toBe(true)

    for (const goodsId of goodsIds) {
      const sku = await fixtures.skuOf(app.db, goodsId)
      const held = await app.db
        .selectFrom('order_items')
        .innerJoin('orders', 'orders.order_id', 'order_items.order_id')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('order_items.quantity'), eb.lit(0)).as('units'))
        .where('order_items.sku_id', '=', sku)
        .where('orders.status', '!=', 'CANCEL')
        .executeTakeFirstOrThrow()
      expect((await fixtures.storeOf(app.db, sku)) + Number(held.units)).toBe(initial)
      const goods = await app.db.selectFrom('goods').select('sales').where('id', '=', goodsId).executeTakeFirstOrThrow()
      expect(goods.sales).toBe(Number(held.units))
    }
  }, 60_000)
})

describe('one buyer, many submits', () => {
  /** A shopper with `count` buy-now lines of different goods, so every submit has something to order. */
  async function shopperWithLines(count: number, price: number) {
    const member = await fixtures.createShopper(app)
    for (let i = 0; i < count; i++)
      await fixtures.addCartLine(app.db, member.id, await createTestGoods(app.db, { price, store: 10 }), {
        cartType: 'fastbuy',
      })
    return member
  }

  it('lets one coupon serve exactly one of 100 parallel orders', async () => {
    const member = await shopperWithLines(100, 2000)
    const coupon = await fixtures.giveCoupon(app.db, member.id, { reduce_cost: 500, least_cost: 0 })
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        orderNew(member, { mode: 'fastbuy', coupon: String(coupon), idempotency_key: `coupon-${i}` }),
      ),
    )
    expect(tally(results)).toEqual({ 200: 1, 409: 99 })
    expect(new Set(results.filter((r) => r.status === 409).map((r) => r.body.message))).toEqual(
      new Set(['优惠券已使用']),
    )
    const withCoupon = await app.db
      .selectFrom('orders')
      .select('order_id')
      .where('member_coupon_id', '=', coupon)
      .execute()
    expect(withCoupon).toHaveLength(1)
    const held = await app.db
      .selectFrom('member_coupons')
      .select(['status', 'order_id'])
      .where('id', '=', coupon)
      .executeTakeFirstOrThrow()
    expect(held).toEqual({ status: 'used', order_id: withCoupon[0]!.order_id })
  })

  it('spends a balance once when parallel orders each deduct all of it', async () => {
    const member = await shopperWithLines(20, 10000)
    await fixtures.setPointBalance(app.db, member.id, 1000)
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        orderNew(member, { mode: 'fastbuy', point_use: 1000, idempotency_key: `deduct-${i}` }),
      ),
    )
    expect(tally(results)).toEqual({ 200: 1, 400: 19 })
    expect(await fixtures.pointBalance(app.db, member.id)).toBe(0)
    const spent = await app.db.selectFrom('point_logs').select('delta').where('member_id', '=', member.id).execute()
    expect(spent).toEqual([{ delta: -1000 }])
  })

  it('spends a balance once when parallel points-mall orders each cost all of it are paid at once', async () => {
    const member = await fixtures.createShopper(app)
    await fixtures.setPointBalance(app.db, member.id, 1000)
    const goods = await createTestGoods(app.db, { item_type: 'point', point_price: 1000, price: 0, store: 50 })
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        orderNew(member, { mode: 'point', item_id: goods, idempotency_key: `exchange-${i}` }),
      ),
    )
    expect(tally(results)).toEqual({ 200: 20 })
    expect(await fixtures.storeOf(app.db, await fixtures.skuOf(app.db, goods))).toBe(30)
    const ids = results.map((r) => (r.body as { data: { order_id: string } }).data.order_id)
    const paid = await Promise.all(
      ids.map((order_id) => fixtures.call(app, member, 'POST', '/pointsmall/order/pay', { order_id })),
    )
    expect(tally(paid)).toEqual({ 200: 1, 409: 19 })
    expect(new Set(paid.filter((r) => r.status === 409).map((r) => r.body.message))).toEqual(new Set(['积分不足']))
    expect(await fixtures.pointBalance(app.db, member.id)).toBe(0)
    const paidOrders = await app.db
      .selectFrom('orders')
      .select('point_used')
      .where('member_id', '=', member.id)
      .where('status', '=', 'PAYED')
      .execute()
    expect(paidOrders).toEqual([{ point_used: 1000 }])
  })

  it('answers 20 parallel submits with the same key with one and the same order', async () => {
    const member = await fixtures.createShopper(app)
    const goods = await createTestGoods(app.db, { store: 50 })
    await fixtures.addCartLine(app.db, member.id, goods, { quantity: 2 })
    const results = await Promise.all(
      Array.from({ length: 20 }, () => orderNew(member, { mode: 'cart', idempotency_key: 'checkout-once' })),
    )
    expect(tally(results)).toEqual({ 200: 20 })
    expect(new Set(results.map((r) => (r.body as { data: { order_id: string } }).data.order_id)).size).toBe(1)
    expect(
      await app.db.selectFrom('orders').select('order_id').where('member_id', '=', member.id).execute(),
    ).toHaveLength(1)
    expect(await fixtures.storeOf(app.db, await fixtures.skuOf(app.db, goods))).toBe(48)
  })
})
