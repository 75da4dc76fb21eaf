import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../testing.ts'
import { createTestGoods, createTestMember, type TestMember } from '../test-helpers.ts'
import { claimCoupon } from './service.ts'
import { createTestCoupon } from './test-fixtures.ts'
import { listUsableCoupons, releaseCoupon, useCoupon } from './usage.ts'
import { now } from '../../../schemas/time.ts'

const DAY = 24 * 3600

let app: FastifyInstance
let member: TestMember
let other: TestMember
beforeAll(async () => {
  app = await buildTestApp()
  member = await createTestMember(app)
  other = await createTestMember(app)
})
afterAll(async () => {
  await app?.close()
})

async function claimed(owner: TestMember, values: Parameters<typeof createTestCoupon>[1]) {
  const cardId = await createTestCoupon(app.db, values)
  return (await claimCoupon(app.db, owner.id, cardId)).user_card_id
}

describe('listUsableCoupons', () => {
  it('lists the copies that fit the lines, best saving first, with the lines each covers', async () => {
    const shop = 21
    const itemA = await createTestGoods(app.db, { distributor_id: shop })
    const itemB = await createTestGoods(app.db, { distributor_id: shop })
    const wholeShop = await claimed(member, { distributor_id: shop, reduce_cost: 1000, least_cost: 10000 })
    const onA = await claimed(member, {
      distributor_id: shop,
      card_type: 'discount',
      discount: 15,
      least_cost: 0,
      use_scope: 'goods',
      use_scope_ids: JSON.stringify([itemA]),
    })
    await claimed(member, { distributor_id: shop, card_type: 'gift', gift: '帆布袋', least_cost: 0 })
    await claimed(member, { distributor_id: shop, least_cost: 20000 })
    await claimed(member, { distributor_id: shop + 1, least_cost: 0 })
    await claimed(other, { distributor_id: shop, least_cost: 0 })
    const expiring = await claimed(member, { distributor_id: shop, least_cost: 0 })
    await app.db
      .updateTable('member_coupons')
      .set({ end_time: now() - 1 })
      .where('id', '=', expiring)
      .execute()

    const lines = [
      { goods_id: itemA, distributor_id: shop, amount: 8000 },
      { goods_id: itemB, distributor_id: shop, amount: 5000 },
    ]
    const usable = await app.db.transaction().execute((trx) => listUsableCoupons(trx, member.id, lines))
    expect(usable.map((c) => [c.id, c.coupon_fee, c.line_indexes])).toEqual([
      [onA, 1200, [0]],
      [wholeShop, 1000, [0, 1]],
    ])
    expect(usable[0]).toMatchObject({ card_type: 'discount', discount: 15 })
  })

  it('lists nothing for no lines', async () => {
    expect(await app.db.transaction().execute((trx) => listUsableCoupons(trx, member.id, []))).toEqual([])
  })
})

describe('useCoupon and releaseCoupon', () => {
  it('uses a copy once, for one order', async () => {
    const id = await claimed(member, { least_cost: 0 })
    const used = await app.db.transaction().execute((trx) => useCoupon(trx, member.id, id, 'ORDER-1'))
    expect(used.card_id).toBeGreaterThan(0)
    const row = await app.db.selectFrom('member_coupons').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    expect(row).toMatchObject({ status: 'used', order_id: 'ORDER-1' })
    await expect(app.db.transaction().execute((trx) => useCoupon(trx, member.id, id, 'ORDER-2'))).rejects.toMatchObject(
      {
        statusCode: 409,
        message: '优惠券已使用',
      },
    )
  })

  it("refuses another member's copy as not found", async () => {
    const id = await claimed(other, { least_cost: 0 })
    await expect(app.db.transaction().execute((trx) => useCoupon(trx, member.id, id, 'ORDER-3'))).rejects.toMatchObject(
      {
        statusCode: 404,
        message: '优惠券不存在',
      },
    )
    expect(
      (await app.db.selectFrom('member_coupons').select('status').where('id', '=', id).executeTakeFirstOrThrow())
        .status,
    ).toBe('unused')
  })

  it('refuses expired and not yet valid copies', async () => {
    const expired = await claimed(member, { least_cost: 0 })
    const future = await claimed(member, { least_cost: 0 })
    await app.db
      .updateTable('member_coupons')
      .set({ end_time: now() - 1 })
      .where('id', '=', expired)
      .execute()
    await app.db
      .updateTable('member_coupons')
      .set({ begin_time: now() + DAY })
      .where('id', '=', future)
      .execute()
    await expect(
      app.db.transaction().execute((trx) => useCoupon(trx, member.id, expired, 'ORDER-4')),
    ).rejects.toMatchObject({
      statusCode: 400,
      message: '优惠券已过期',
    })
    await expect(
      app.db.transaction().execute((trx) => useCoupon(trx, member.id, future, 'ORDER-4')),
    ).rejects.toMatchObject({
      statusCode: 400,
      message: '优惠券尚未到使用时间',
    })
  })

  it('lets exactly one of 10 racing checkouts use a copy', async () => {
    const id = await claimed(member, { least_cost: 0 })
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        app.db.transaction().execute((trx) => useCoupon(trx, member.id, id, `RACE-${i}`)),
      ),
    )
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
  })

  it('gives a copy back only for the order that used it, so it can be used again', async () => {
    const id = await claimed(member, { least_cost: 0 })
    await app.db.transaction().execute((trx) => useCoupon(trx, member.id, id, 'ORDER-5'))
    expect(await app.db.transaction().execute((trx) => releaseCoupon(trx, member.id, id, 'ORDER-6'))).toBe(false)
    expect(await app.db.transaction().execute((trx) => releaseCoupon(trx, other.id, id, 'ORDER-5'))).toBe(false)
    expect(await app.db.transaction().execute((trx) => releaseCoupon(trx, member.id, id, 'ORDER-5'))).toBe(true)
    expect(await app.db.transaction().execute((trx) => releaseCoupon(trx, member.id, id, 'ORDER-5'))).toBe(false)
    const row = await app.db.selectFrom('member_coupons').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    expect(row).toMatchObject({ status: 'unused', order_id: null, used_at: null })
    await app.db.transaction().execute((trx) => useCoupon(trx, member.id, id, 'ORDER-7'))
  })
})
