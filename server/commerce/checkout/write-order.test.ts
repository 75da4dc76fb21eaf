import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AppError } from '../../lib/errors.ts'
import { buildShopTestApp, createTestGoods, createTestMember } from '../test-helpers.ts'
import { loadCheckout, type CheckoutContext } from './context.ts'
import { orderRow } from './order-rows.ts'
import { toCheckoutRequest } from './request.ts'
import * as fixtures from './test-fixtures.ts'
import { StaleCheckout, writeOrder, type WriteMode } from './write-order.ts'

/**
 * An order priced from reads made before its transaction (the optimistic way) must notice any
 * change its pricing depended on and write nothing; priced under the lock, the same change is a
 * refusal explained to the shopper.
 */

let app: FastifyInstance
beforeAll(async () => {
  app = await buildShopTestApp()
})
afterAll(() => app?.close())

/** A member whose "buy now" line holds 2 units of a ¥100 goods (10 in stock), with 5000 points and a ¥5 coupon. */
async function pricedCheckout(body: Record<string, unknown> = {}) {
  const member = await createTestMember(app)
  await fixtures.createTestAddress(app.db, member.id)
  const goodsId = await createTestGoods(app.db, { price: 10000, store: 10 })
  const cartId = await fixtures.addCartLine(app.db, member.id, goodsId, { cartType: 'fastbuy', quantity: 2 })
  await fixtures.setPointBalance(app.db, member.id, 5000)
  const couponId = await fixtures.giveCoupon(app.db, member.id, { reduce_cost: 500, least_cost: 0 })
  const now = fixtures.nowSeconds()
  const request = toCheckoutRequest({ mode: 'fastbuy', point_use: 1000, ...body })
  const context = await loadCheckout(app.db, member.id, request, now)
  const order = orderRow(
    `T${now}${member.id}`,
    member.id,
    context as CheckoutContext & { address: NonNullable<CheckoutContext['address']> },
    request,
    { now, unpaidMinutes: 30 },
  )
  return { member, goodsId, sku: await fixtures.skuOf(app.db, goodsId), cartId, couponId, context, order }
}

type Priced = Awaited<ReturnType<typeof pricedCheckout>>

const write = (priced: Priced, mode: WriteMode) =>
  app.db.transaction().execute((trx) => writeOrder(trx, priced.member.id, priced.context, priced.order, mode))

/** Nothing of the order was written: no order, stock, coupon, points and cart as they were. */
async function expectNothingWritten(priced: Priced, { store = 10, points = 5000 } = {}) {
  expect(
    await app.db.selectFrom('orders').select('order_id').where('member_id', '=', priced.member.id).execute(),
  ).toEqual([])
  expect(await fixtures.storeOf(app.db, priced.sku)).toBe(store)
  expect(
    (
      await app.db
        .selectFrom('member_coupons')
        .select('status')
        .where('id', '=', priced.couponId)
        .executeTakeFirstOrThrow()
    ).status,
  ).toBe('unused')
  expect(await fixtures.pointBalance(app.db, priced.member.id)).toBe(points)
  expect(await app.db.selectFrom('carts').select('id').where('id', '=', priced.cartId).execute()).toHaveLength(1)
}

describe('writeOrder', () => {
  it('writes the order it was priced from when nothing changed', async () => {
    const priced = await pricedCheckout()
    await write(priced, 'optimistic')
    const order = await app.db
      .selectFrom('orders')
      .selectAll()
      .where('member_id', '=', priced.member.id)
      .executeTakeFirstOrThrow()
    expect(order).toMatchObject({
      total_fee: priced.context.quote.total_fee,
      member_coupon_id: priced.couponId,
      point_used: 1000,
    })
    expect(await fixtures.storeOf(app.db, priced.sku)).toBe(8)
    expect(await fixtures.pointBalance(app.db, priced.member.id)).toBe(4000)
    expect(await app.db.selectFrom('carts').select('id').where('id', '=', priced.cartId).execute()).toEqual([])
  })

  it('finds the reading stale when the cart line was edited meanwhile', async () => {
    const priced = await pricedCheckout()
    await app.db.updateTable('carts').set({ quantity: 3 }).where('id', '=', priced.cartId).execute()
    await expect(write(priced, 'optimistic')).rejects.toBeInstanceOf(StaleCheckout)
    await expectNothingWritten(priced)
  })

  it('finds the reading stale when the stock went meanwhile; under the lock that is 商品已售罄', async () => {
    const priced = await pricedCheckout()
    await app.db.updateTable('skus').set({ store: 1 }).where('id', '=', priced.sku).execute()
    await expect(write(priced, 'optimistic')).rejects.toBeInstanceOf(StaleCheckout)
    await expectNothingWritten(priced, { store: 1 })
    await app.db.updateTable('skus').set({ store: 0 }).where('id', '=', priced.sku).execute()
    await expect(write(priced, 'locked')).rejects.toMatchObject({ statusCode: 409, message: '商品已售罄' })
    await expectNothingWritten(priced, { store: 0 })
  })

  it('finds the reading stale when the coupon was used meanwhile; under the lock that is 优惠券已使用', async () => {
    const priced = await pricedCheckout()
    await app.db.updateTable('member_coupons').set({ status: 'used' }).where('id', '=', priced.couponId).execute()
    await expect(write(priced, 'optimistic')).rejects.toBeInstanceOf(StaleCheckout)
    const locked = await write(priced, 'locked').catch((error: unknown) => error)
    expect(locked).toBeInstanceOf(AppError)
    expect(locked).toMatchObject({ statusCode: 409, message: '优惠券已使用' })
    expect(await fixtures.storeOf(app.db, priced.sku)).toBe(10)
  })

  it('finds the reading stale when the points were spent meanwhile; under the lock that is 积分不足', async () => {
    const priced = await pricedCheckout()
    await fixtures.setPointBalance(app.db, priced.member.id, 999)
    await expect(write(priced, 'optimistic')).rejects.toBeInstanceOf(StaleCheckout)
    await expectNothingWritten(priced, { points: 999 })
    await expect(write(priced, 'locked')).rejects.toMatchObject({ statusCode: 409, message: '积分不足' })
    await expectNothingWritten(priced, { points: 999 })
  })
})
