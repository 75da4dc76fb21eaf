import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as fixtures from '../checkout/test-fixtures.ts'
import { buildShopTestApp, createTestGoods, type TestMember } from '../test-helpers.ts'
import { TICKET_TTL } from './service.ts'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildShopTestApp()
  // item_id may name a SKU or a goods; keep the two id sequences apart so each test means one.
  const spare = await createTestGoods(app.db)
  for (let i = 0; i < 5; i++)
    await app.db
      .insertInto('skus')
      .values({ goods_id: spare, bn: `SPARE-${i}`, price: 100, staff_price: null, spec_key: `spare-${i}` })
      .execute()
})
afterAll(() => app?.close())

/** A goods of one SKU (price ¥59.90, 100 in stock) in a running seckill at ¥9.90. */
async function seckillGoods(options: Parameters<typeof fixtures.createTestSeckill>[2] = {}) {
  const goodsId = await createTestGoods(app.db, { price: 5990, store: 100 })
  const skuId = await fixtures.skuOf(app.db, goodsId)
  const seckillId = await fixtures.createTestSeckill(app.db, { goodsId, skuId }, { actPrice: 990, ...options })
  return { goodsId, skuId, seckillId }
}

const getTicket = (member: TestMember, query: Record<string, unknown>) =>
  fixtures.call(app, member, 'GET', '/promotion/seckillactivity/geticket', query)

describe('GET promotion/seckillactivity/geticket', () => {
  it('issues a ticket bound to member, activity, SKU and quantity for five minutes', async () => {
    const member = await fixtures.createShopper(app)
    const { goodsId, skuId, seckillId } = await seckillGoods({ limit: 2 })
    const before = fixtures.nowSeconds()
    const { status, body } = await getTicket(member, { item_id: goodsId, seckill_id: seckillId, num: 2 })
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ seckill_id: seckillId, item_id: goodsId, sku_id: skuId, num: 2 })
    expect(body.data.ticket).toMatch(/^[0-9a-f]{32}$/)
    const row = await app.db
      .selectFrom('seckill_tickets')
      .selectAll()
      .where('id', '=', body.data.ticket)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({ member_id: member.id, seckill_id: seckillId, sku_id: skuId, num: 2, status: 'issued' })
    expect(row.expires_at).toBeGreaterThanOrEqual(before + TICKET_TTL)
  })

  it('takes the SKU id (spec_items item_id) as well as the goods id', async () => {
    const member = await fixtures.createShopper(app)
    const { skuId, seckillId } = await seckillGoods()
    expect((await getTicket(member, { item_id: skuId, seckill_id: seckillId })).body.data.sku_id).toBe(skuId)
  })

  it('asks for a variant when the goods has several seckill SKUs', async () => {
    const member = await fixtures.createShopper(app)
    const { goodsId, skuId, seckillId } = await seckillGoods()
    const second = await app.db
      .insertInto('skus')
      .values({ goods_id: goodsId, bn: `SECOND-${goodsId}`, price: 6990, staff_price: null, store: 10, spec_key: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow()
    await app.db
      .insertInto('seckill_items')
      .values({ seckill_id: seckillId, goods_id: goodsId, sku_id: second.id, act_price: 1990, stock: 5 })
      .execute()
    expect(await getTicket(member, { item_id: goodsId, seckill_id: seckillId })).toMatchObject({
      status: 400,
      body: { message: '请选择规格' },
    })
    expect((await getTicket(member, { item_id: goodsId, sku_id: skuId, seckill_id: seckillId })).status).toBe(200)
  })

  it('keeps to the per-member limit across live tickets and orders', async () => {
    const member = await fixtures.createShopper(app)
    const { goodsId, seckillId } = await seckillGoods({ limit: 2 })
    const first = await getTicket(member, { item_id: goodsId, seckill_id: seckillId, num: 1 })
    expect(first.status).toBe(200)
    expect(await getTicket(member, { item_id: goodsId, seckill_id: seckillId, num: 2 })).toMatchObject({
      status: 409,
      body: { message: '超出限购数量' },
    })

    // Used for an order: the order now counts instead of the ticket.
    expect(
      (
        await fixtures.call(app, member, 'POST', '/order_new', {
          seckill_id: seckillId,
          ticket: first.body.data.ticket,
        })
      ).status,
    ).toBe(200)
    expect((await getTicket(member, { item_id: goodsId, seckill_id: seckillId, num: 1 })).status).toBe(200)
    expect(await getTicket(member, { item_id: goodsId, seckill_id: seckillId, num: 1 })).toMatchObject({
      status: 409,
      body: { message: '超出限购数量' },
    })

    // A ticket past its time no longer counts.
    await app.db
      .updateTable('seckill_tickets')
      .set({ expires_at: fixtures.nowSeconds() - 1 })
      .where('member_id', '=', member.id)
      .where('status', '=', 'issued')
      .execute()
    expect((await getTicket(member, { item_id: goodsId, seckill_id: seckillId, num: 1 })).status).toBe(200)
  })

  it('is open only while the activity runs', async () => {
    const member = await fixtures.createShopper(app)
    const at = fixtures.nowSeconds()
    const early = await seckillGoods({ startsAt: at + 3600, endsAt: at + 7200 })
    expect(await getTicket(member, { item_id: early.goodsId, seckill_id: early.seckillId })).toMatchObject({
      status: 400,
      body: { message: '秒杀活动未开始' },
    })
    const late = await seckillGoods({ startsAt: at - 7200, endsAt: at - 1 })
    expect(await getTicket(member, { item_id: late.goodsId, seckill_id: late.seckillId })).toMatchObject({
      status: 400,
      body: { message: '秒杀活动已结束' },
    })
  })

  it('refuses unknown activities and goods outside the activity', async () => {
    const member = await fixtures.createShopper(app)
    const { seckillId } = await seckillGoods()
    expect(await getTicket(member, { item_id: 1, seckill_id: 999999 })).toMatchObject({
      status: 404,
      body: { message: '秒杀活动不存在' },
    })
    const outside = await createTestGoods(app.db)
    expect(await getTicket(member, { item_id: outside, seckill_id: seckillId })).toMatchObject({
      status: 404,
      body: { message: '该商品不在此秒杀活动中' },
    })
  })

  it('refuses bad quantities and sold-out stock', async () => {
    const member = await fixtures.createShopper(app)
    const { goodsId, seckillId } = await seckillGoods({ limit: 5 })
    for (const num of [0, -1, 1.5, 100000]) {
      expect(await getTicket(member, { item_id: goodsId, seckill_id: seckillId, num })).toMatchObject({
        status: 400,
        body: { message: '购买数量无效' },
      })
    }
    const soldOut = await seckillGoods({ stock: 0 })
    expect(await getTicket(member, { item_id: soldOut.goodsId, seckill_id: soldOut.seckillId })).toMatchObject({
      status: 409,
      body: { message: '商品已售罄' },
    })
    const two = await seckillGoods({ stock: 2, limit: 5 })
    expect(await getTicket(member, { item_id: two.goodsId, seckill_id: two.seckillId, num: 3 })).toMatchObject({
      status: 409,
      body: { message: '库存不足，最大库存为2件' },
    })
    // Sold out is said before the member's limit (a rush's refusals read no counts of the member).
    const last = await seckillGoods({ stock: 1, limit: 1 })
    expect((await getTicket(member, { item_id: last.goodsId, seckill_id: last.seckillId })).status).toBe(200)
    await app.db.updateTable('seckill_items').set({ stock: 0 }).where('seckill_id', '=', last.seckillId).execute()
    expect(await getTicket(member, { item_id: last.goodsId, seckill_id: last.seckillId })).toMatchObject({
      status: 409,
      body: { message: '商品已售罄' },
    })
  })

  it('needs a member token', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/h5app/wxapp/promotion/seckillactivity/geticket?seckill_id=1&item_id=1',
    })
    expect(response.statusCode).toBe(401)
  })
})

describe('seckill checkout and order', () => {
  it('prices the ticket line at the seckill price', async () => {
    const member = await fixtures.createShopper(app)
    const { goodsId, seckillId } = await seckillGoods()
    const ticket = (await getTicket(member, { item_id: goodsId, seckill_id: seckillId })).body.data.ticket
    const { body } = await fixtures.call(app, member, 'POST', '/cart/checkout', {
      mode: 'fastbuy',
      order_type: 'normal_seckill',
      seckill_id: seckillId,
      ticket,
    })
    expect(body.data).toMatchObject({
      order_type: 'normal_seckill',
      item_fee: 5990,
      discount_fee: 5000,
      total_fee: 990 + 1000,
      coupon_list: [],
    })
    expect(body.data.items[0]).toMatchObject({ price: 990, sale_price: 5990, price_kind: 'seckill', num: 1 })
  })

  it('takes seckill stock and SKU stock, spends the ticket, and clears the fastbuy line', async () => {
    const member = await fixtures.createShopper(app)
    const { goodsId, skuId, seckillId } = await seckillGoods({ stock: 5 })
    await fixtures.addCartLine(app.db, member.id, goodsId, { cartType: 'fastbuy' })
    const ticket = (await getTicket(member, { item_id: goodsId, seckill_id: seckillId })).body.data.ticket
    const { status, body } = await fixtures.call(app, member, 'POST', '/order_new', {
      cart_type: 'fastbuy',
      order_type: 'normal_seckill',
      seckill_id: seckillId,
      ticket,
    })
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ order_type: 'normal_seckill', status: 'NOTPAY', total_fee: 1990 })
    const item = await app.db
      .selectFrom('seckill_items')
      .selectAll()
      .where('seckill_id', '=', seckillId)
      .executeTakeFirstOrThrow()
    expect(item).toMatchObject({ stock: 4, sales: 1 })
    expect(await fixtures.storeOf(app.db, skuId)).toBe(99)
    expect(
      await app.db.selectFrom('seckill_tickets').selectAll().where('id', '=', ticket).executeTakeFirstOrThrow(),
    ).toMatchObject({ status: 'used', order_id: body.data.order_id })
    const order = await app.db
      .selectFrom('orders')
      .selectAll()
      .where('order_id', '=', body.data.order_id)
      .executeTakeFirstOrThrow()
    expect(order).toMatchObject({ seckill_id: seckillId, seckill_ticket: ticket, discount_fee: 5000 })
    expect(await app.db.selectFrom('carts').select('id').where('member_id', '=', member.id).execute()).toEqual([])

    expect(await fixtures.call(app, member, 'POST', '/order_new', { seckill_id: seckillId, ticket })).toMatchObject({
      status: 409,
      body: { message: '秒杀资格已使用' },
    })
  })

  it("refuses someone else's ticket, an expired one and a missing one", async () => {
    const member = await fixtures.createShopper(app)
    const other = await fixtures.createShopper(app)
    const { goodsId, seckillId } = await seckillGoods({ limit: 3 })
    const theirs = (await getTicket(other, { item_id: goodsId, seckill_id: seckillId })).body.data.ticket
    expect(
      await fixtures.call(app, member, 'POST', '/order_new', { seckill_id: seckillId, ticket: theirs }),
    ).toMatchObject({
      status: 400,
      body: { message: '秒杀资格无效，请重新抢购' },
    })
    const mine = (await getTicket(member, { item_id: goodsId, seckill_id: seckillId })).body.data.ticket
    await app.db
      .updateTable('seckill_tickets')
      .set({ expires_at: fixtures.nowSeconds() - 1 })
      .where('id', '=', mine)
      .execute()
    expect(
      await fixtures.call(app, member, 'POST', '/order_new', { seckill_id: seckillId, ticket: mine }),
    ).toMatchObject({
      status: 400,
      body: { message: '秒杀资格已过期，请重新抢购' },
    })
    expect(
      await fixtures.call(app, member, 'POST', '/order_new', { order_type: 'normal_seckill', seckill_id: seckillId }),
    ).toMatchObject({ status: 400, body: { message: '秒杀资格无效，请重新抢购' } })
  })

  it('does not take coupons on a seckill order', async () => {
    const member = await fixtures.createShopper(app)
    const { goodsId, seckillId } = await seckillGoods()
    const coupon = await fixtures.giveCoupon(app.db, member.id, { least_cost: 0 })
    const ticket = (await getTicket(member, { item_id: goodsId, seckill_id: seckillId })).body.data.ticket
    expect(
      await fixtures.call(app, member, 'POST', '/order_new', { seckill_id: seckillId, ticket, coupon: String(coupon) }),
    ).toMatchObject({ status: 400, body: { message: '秒杀订单不能使用优惠券' } })
  })

  it('refuses the order once the activity has ended', async () => {
    const member = await fixtures.createShopper(app)
    const { goodsId, seckillId } = await seckillGoods()
    const ticket = (await getTicket(member, { item_id: goodsId, seckill_id: seckillId })).body.data.ticket
    await app.db
      .updateTable('seckill_activities')
      .set({ ends_at: fixtures.nowSeconds() - 1, starts_at: fixtures.nowSeconds() - 7200 })
      .where('id', '=', seckillId)
      .execute()
    expect(await fixtures.call(app, member, 'POST', '/order_new', { seckill_id: seckillId, ticket })).toMatchObject({
      status: 400,
      body: { message: '秒杀活动已结束' },
    })
  })
})
