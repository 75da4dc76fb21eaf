import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { toCheckoutRequest } from '../checkout/request.ts'
import { createOrder } from '../checkout/service.ts'
import * as fixtures from '../checkout/test-fixtures.ts'
import { issueTicket } from '../seckill/service.ts'
import { buildShopTestApp, createTestGoods, createTestMember } from '../test-helpers.ts'
import { EXPIRED_REASON, startExpirySweeper, sweepExpiredOrders, SWEEP_INTERVAL_MS } from './expiry.ts'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildShopTestApp()
})
afterAll(() => app?.close())
afterEach(() => {
  vi.useRealTimers()
})

/** An unpaid order (2 of 10 units, a coupon, 1000 points) created `ago` seconds in the past. */
async function unpaidOrder(ago = 0) {
  const member = await createTestMember(app)
  await fixtures.createTestAddress(app.db, member.id)
  await fixtures.setPointBalance(app.db, member.id, 5000)
  const goods = await createTestGoods(app.db, { price: 20000, store: 10 })
  await fixtures.addCartLine(app.db, member.id, goods, { quantity: 2 })
  const coupon = await fixtures.giveCoupon(app.db, member.id, { reduce_cost: 1000, least_cost: 0 })
  const created = await createOrder(
    app.db,
    member.id,
    toCheckoutRequest({ coupon: String(coupon), point_use: 1000 }),
    fixtures.nowSeconds() - ago,
    { unpaidMinutes: 30 },
  )
  return {
    member,
    sku: await fixtures.skuOf(app.db, goods),
    coupon,
    orderId: created.order_id,
    expiresAt: created.expires_at!,
  }
}

const statusOf = async (orderId: string) =>
  await app.db
    .selectFrom('orders')
    .select(['status', 'cancel_reason'])
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow()

describe('sweepExpiredOrders', () => {
  it('cancels unpaid orders past expires_at and releases what they held', async () => {
    const due = await unpaidOrder(31 * 60)
    const fresh = await unpaidOrder()
    const cancelled = await sweepExpiredOrders(app.db, fixtures.nowSeconds())
    expect(cancelled).toBeGreaterThanOrEqual(1)
    expect(await statusOf(due.orderId)).toEqual({ status: 'CANCEL', cancel_reason: EXPIRED_REASON })
    expect(await fixtures.storeOf(app.db, due.sku)).toBe(10)
    expect(await fixtures.pointBalance(app.db, due.member.id)).toBe(5000)
    expect(
      (
        await app.db
          .selectFrom('member_coupons')
          .select('status')
          .where('id', '=', due.coupon)
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe('unused')

    expect((await statusOf(fresh.orderId)).status).toBe('NOTPAY')
    expect(await fixtures.storeOf(app.db, fresh.sku)).toBe(8)
  })

  it('leaves paid orders alone', async () => {
    const paid = await unpaidOrder(31 * 60)
    await app.db
      .updateTable('orders')
      .set({ status: 'PAYED', paid_at: fixtures.nowSeconds() })
      .where('order_id', '=', paid.orderId)
      .execute()
    await sweepExpiredOrders(app.db, fixtures.nowSeconds())
    expect((await statusOf(paid.orderId)).status).toBe('PAYED')
    expect(await fixtures.storeOf(app.db, paid.sku)).toBe(8)
  })

  it('releases exactly once when two sweeps run at the same time', async () => {
    const orders = await Promise.all([unpaidOrder(31 * 60), unpaidOrder(31 * 60), unpaidOrder(31 * 60)])
    const [a, b] = await Promise.all([
      sweepExpiredOrders(app.db, fixtures.nowSeconds()),
      sweepExpiredOrders(app.db, fixtures.nowSeconds()),
    ])
    expect(a + b).toBeGreaterThanOrEqual(orders.length)
    for (const order of orders) {
      expect((await statusOf(order.orderId)).status).toBe('CANCEL')
      expect(await fixtures.storeOf(app.db, order.sku)).toBe(10)
      expect(await fixtures.pointBalance(app.db, order.member.id)).toBe(5000)
      const giveBacks = await app.db
        .selectFrom('point_logs')
        .select('delta')
        .where('order_id', '=', order.orderId)
        .where('delta', '>', 0)
        .execute()
      expect(giveBacks).toEqual([{ delta: 1000 }])
    }
    expect(await sweepExpiredOrders(app.db, fixtures.nowSeconds())).toBe(0)
  })

  it('marks unused seckill tickets past their time expired', async () => {
    const member = await createTestMember(app)
    const goods = await createTestGoods(app.db)
    const sku = await fixtures.skuOf(app.db, goods)
    const seckillId = await fixtures.createTestSeckill(app.db, { goodsId: goods, skuId: sku })
    const { ticket, expires_at } = await issueTicket(
      app.db,
      member.id,
      { seckill_id: seckillId, sku_id: sku, num: 1 },
      fixtures.nowSeconds(),
    )
    await sweepExpiredOrders(app.db, expires_at - 1)
    expect(
      (await app.db.selectFrom('seckill_tickets').select('status').where('id', '=', ticket).executeTakeFirstOrThrow())
        .status,
    ).toBe('issued')
    await sweepExpiredOrders(app.db, expires_at)
    expect(
      (await app.db.selectFrom('seckill_tickets').select('status').where('id', '=', ticket).executeTakeFirstOrThrow())
        .status,
    ).toBe('expired')
  })
})

describe('startExpirySweeper', () => {
  it('sweeps once a minute until stopped', async () => {
    const due = await unpaidOrder(31 * 60)
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const log = { error: vi.fn() }
    const stop = startExpirySweeper(app.db, log)
    await vi.advanceTimersByTimeAsync(SWEEP_INTERVAL_MS - 1)
    expect((await statusOf(due.orderId)).status).toBe('NOTPAY')
    await vi.advanceTimersByTimeAsync(1)
    await vi.waitUntil(async () => (await statusOf(due.orderId)).status === 'CANCEL', { interval: 10, timeout: 5000 })
    stop()
    expect(vi.getTimerCount()).toBe(0)
    expect(log.error).not.toHaveBeenCalled()
  })
})
