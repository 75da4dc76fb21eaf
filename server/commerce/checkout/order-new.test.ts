import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../../config.ts'
import { buildShopTestApp, createTestGoods, createTestMember, type TestMember } from '../test-helpers.ts'
import * as fixtures from './test-fixtures.ts'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildShopTestApp()
})
afterAll(() => app?.close())

const orderNew = (member: TestMember, payload: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  fixtures.call(app, member, 'POST', '/order_new', payload, headers)

const ordersOf = (memberId: number) =>
  app.db.selectFrom('orders').selectAll().where('member_id', '=', memberId).execute()
const cartOf = (memberId: number) =>
  app.db.selectFrom('carts').select(['id', 'cart_type']).where('member_id', '=', memberId).orderBy('id').execute()

describe('POST order_new', () => {
  it('creates the order from the checked cart lines in one go', async () => {
    const member = await fixtures.createShopper(app)
    const a = await createTestGoods(app.db, { price: 5000, store: 10, item_name: '保温杯' })
    const b = await createTestGoods(app.db, { price: 3000, store: 5 })
    const c = await createTestGoods(app.db, { price: 1000 })
    await fixtures.addCartLine(app.db, member.id, a, { quantity: 2 })
    await fixtures.addCartLine(app.db, member.id, b)
    const unchecked = await fixtures.addCartLine(app.db, member.id, c, { checked: 0 })
    const before = fixtures.nowSeconds()

    const { status, body } = await orderNew(member, { mode: 'cart', remark: ' 请尽快发货 ' })
    expect(status).toBe(200)
    const created = body.data
    expect(created).toMatchObject({
      order_type: 'normal',
      status: 'NOTPAY',
      total_fee: 14000,
      point_use: 0,
      pay_type: null,
    })
    expect(created.order_id).toMatch(/^\d{18}$/)
    expect(created.expires_at).toBeGreaterThanOrEqual(before + app.config.orderUnpaidMinutes * 60)
    expect(created.expires_at).toBeLessThanOrEqual(fixtures.nowSeconds() + app.config.orderUnpaidMinutes * 60)

    expect(await fixtures.storeOf(app.db, await fixtures.skuOf(app.db, a))).toBe(8)
    expect(await fixtures.storeOf(app.db, await fixtures.skuOf(app.db, b))).toBe(4)
    const goodsA = await app.db.selectFrom('goods').select('sales').where('id', '=', a).executeTakeFirstOrThrow()
    expect(goodsA.sales).toBe(2)
    expect((await cartOf(member.id)).map((line) => line.id)).toEqual([unchecked])

    const [order] = await ordersOf(member.id)
    expect(order).toMatchObject({
      order_id: created.order_id,
      status: 'NOTPAY',
      item_fee: 13000,
      freight_fee: 1000,
      total_fee: 14000,
      total_num: 3,
      receiver_name: '张三',
      receiver_province: '北京市',
      receiver_address: '建国路88号SOHO现代城',
      remark: '请尽快发货',
    })
    const items = await app.db
      .selectFrom('order_items')
      .selectAll()
      .where('order_id', '=', created.order_id)
      .orderBy('goods_id')
      .execute()
    expect(
      items.map((i) => [i.goods_id, i.item_name, i.price, i.quantity, i.item_fee, i.discount_fee, i.total_fee]),
    ).toEqual([
      [a, '保温杯', 5000, 2, 10000, 0, 10000],
      [b, expect.any(String), 3000, 1, 3000, 0, 3000],
    ])
  })

  it('uses the coupon and the points, and the lines carry every discount', async () => {
    const member = await fixtures.createShopper(app)
    await fixtures.setPointBalance(app.db, member.id, 5000)
    await fixtures.addCartLine(app.db, member.id, await createTestGoods(app.db, { price: 30000 }))
    const coupon = await fixtures.giveCoupon(app.db, member.id, { reduce_cost: 2000, least_cost: 10000 })

    const { body } = await orderNew(member, { coupon: String(coupon), point_use: 3000 })
    expect(body.data.total_fee).toBe(25000)
    const order = (await ordersOf(member.id))[0]!
    expect(order).toMatchObject({
      coupon_fee: 2000,
      point_fee: 3000,
      point_used: 3000,
      member_coupon_id: coupon,
      total_fee: 25000,
    })
    const held = await app.db
      .selectFrom('member_coupons')
      .selectAll()
      .where('id', '=', coupon)
      .executeTakeFirstOrThrow()
    expect(held).toMatchObject({ status: 'used', order_id: order.order_id })
    expect(await fixtures.pointBalance(app.db, member.id)).toBe(2000)
    const log = await app.db
      .selectFrom('point_logs')
      .selectAll()
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow()
    expect(log).toMatchObject({ delta: -3000, order_id: order.order_id })
    const [item] = await app.db.selectFrom('order_items').selectAll().where('order_id', '=', order.order_id).execute()
    expect(item).toMatchObject({ item_fee: 30000, discount_fee: 5000, total_fee: 25000 })
  })

  it('writes nothing when a line is short of stock', async () => {
    const member = await fixtures.createShopper(app)
    await fixtures.setPointBalance(app.db, member.id, 5000)
    const plenty = await createTestGoods(app.db, { price: 30000, store: 10 })
    const scarce = await createTestGoods(app.db, { price: 1000, store: 3 })
    await fixtures.addCartLine(app.db, member.id, plenty)
    await fixtures.addCartLine(app.db, member.id, scarce, { quantity: 2 })
    const coupon = await fixtures.giveCoupon(app.db, member.id, { reduce_cost: 2000, least_cost: 0 })
    // Someone else buys two units after the shopper saw the checkout page.
    await app.db
      .updateTable('skus')
      .set({ store: 1 })
      .where('id', '=', await fixtures.skuOf(app.db, scarce))
      .execute()

    const refused = await orderNew(member, { coupon: String(coupon), point_use: 1000 })
    expect(refused).toMatchObject({ status: 409, body: { message: '库存不足，最大库存为1件' } })
    expect(await ordersOf(member.id)).toEqual([])
    expect(await fixtures.storeOf(app.db, await fixtures.skuOf(app.db, plenty))).toBe(10)
    expect((await cartOf(member.id)).length).toBe(2)
    expect(
      (await app.db.selectFrom('member_coupons').select('status').where('id', '=', coupon).executeTakeFirstOrThrow())
        .status,
    ).toBe('unused')
    expect(await fixtures.pointBalance(app.db, member.id)).toBe(5000)
  })

  it('says 商品已售罄 when nothing is left', async () => {
    const member = await fixtures.createShopper(app)
    const gone = await createTestGoods(app.db, { store: 1 })
    await fixtures.addCartLine(app.db, member.id, gone)
    await app.db
      .updateTable('skus')
      .set({ store: 0 })
      .where('id', '=', await fixtures.skuOf(app.db, gone))
      .execute()
    expect(await orderNew(member)).toMatchObject({ status: 409, body: { message: '商品已售罄' } })
  })

  it('clears only the fastbuy line for a buy-now order', async () => {
    const member = await fixtures.createShopper(app)
    const kept = await fixtures.addCartLine(app.db, member.id, await createTestGoods(app.db))
    await fixtures.addCartLine(app.db, member.id, await createTestGoods(app.db), { cartType: 'fastbuy' })
    expect((await orderNew(member, { cart_type: 'fastbuy' })).status).toBe(200)
    expect(await cartOf(member.id)).toEqual([{ id: kept, cart_type: 'cart' }])
  })

  it('needs a delivery address', async () => {
    const member = await createTestMember(app)
    await fixtures.addCartLine(app.db, member.id, await createTestGoods(app.db))
    expect(await orderNew(member)).toMatchObject({ status: 400, body: { message: '请选择收货地址' } })
  })

  it('refuses more points than the order may take', async () => {
    const member = await fixtures.createShopper(app)
    await fixtures.setPointBalance(app.db, member.id, 100000)
    await fixtures.addCartLine(app.db, member.id, await createTestGoods(app.db, { price: 10000 }))
    expect(await orderNew(member, { point_use: 5001 })).toMatchObject({
      status: 400,
      body: { message: '本单最多可使用5000积分' },
    })
    expect(await ordersOf(member.id)).toEqual([])
  })

  it('returns the same order for a retried submit with the same key', async () => {
    const member = await fixtures.createShopper(app)
    const goods = await createTestGoods(app.db, { store: 10 })
    await fixtures.addCartLine(app.db, member.id, goods)
    const first = await orderNew(member, { idempotency_key: 'submit-1' })
    await fixtures.addCartLine(app.db, member.id, goods)
    const again = await orderNew(member, { idempotency_key: 'submit-1' })
    const byHeader = await orderNew(member, {}, { 'idempotency-key': 'submit-1' })
    expect(again.body.data).toEqual(first.body.data)
    expect(byHeader.body.data).toEqual(first.body.data)
    expect(await ordersOf(member.id)).toHaveLength(1)
    expect(await fixtures.storeOf(app.db, await fixtures.skuOf(app.db, goods))).toBe(9)
    expect(await orderNew(member, {}, { 'idempotency-key': 'bad key with spaces' })).toMatchObject({
      status: 400,
      body: { message: '幂等键格式不正确' },
    })
  })

  it('ignores prices, totals and discounts sent by the client', async () => {
    const member = await fixtures.createShopper(app)
    await fixtures.addCartLine(app.db, member.id, await createTestGoods(app.db, { price: 8800 }))
    const { body } = await orderNew(member, {
      price: 1,
      total_fee: 1,
      item_fee: 1,
      discount_fee: 8799,
      coupon_fee: 8799,
      point_fee: 8799,
      freight_fee: 0,
    })
    expect(body.data.total_fee).toBe(9800)
    expect((await ordersOf(member.id))[0]).toMatchObject({
      item_fee: 8800,
      discount_fee: 0,
      coupon_fee: 0,
      point_fee: 0,
      freight_fee: 1000,
      total_fee: 9800,
    })
  })

  it('refuses a cart quantity outside 1..99999', async () => {
    const member = await fixtures.createShopper(app)
    await fixtures.addCartLine(app.db, member.id, await createTestGoods(app.db, { store: 200000 }), {
      quantity: 100000,
    })
    expect(await orderNew(member)).toMatchObject({ status: 400, body: { message: '购买数量无效' } })
    expect(await ordersOf(member.id)).toEqual([])
  })

  it('answers the legacy /trade.create', async () => {
    const member = await fixtures.createShopper(app)
    await fixtures.addCartLine(app.db, member.id, await createTestGoods(app.db))
    const { status, body } = await fixtures.call(app, member, 'POST', '/trade.create', { mode: 'cart' })
    expect(status).toBe(200)
    expect(body.data.status).toBe('NOTPAY')
  })

  it('hands out a promotion gift and takes its stock', async () => {
    const member = await fixtures.createShopper(app)
    const bought = await createTestGoods(app.db, { price: 60000 })
    const giftGoods = await createTestGoods(app.db, { item_name: '收纳包', store: 5 })
    await app.db.updateTable('goods').set({ is_gift: 1 }).where('id', '=', giftGoods).execute()
    const giftSku = await fixtures.skuOf(app.db, giftGoods)
    const at = fixtures.nowSeconds()
    const promotion = await app.db
      .insertInto('promotions')
      .values({
        promotion_type: 'gift',
        promotion_tag: '满赠',
        marketing_name: '满500赠收纳包',
        rule: JSON.stringify({ full: 50000, gifts: [{ sku_id: giftSku, num: 1 }] }),
        starts_at: at - 60,
        ends_at: at + 3600,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await app.db.insertInto('promotion_goods').values({ promotion_id: promotion.id, goods_id: bought }).execute()
    await fixtures.addCartLine(app.db, member.id, bought)
    // The gift the shopper put in the cart is not charged and goes with the order.
    await fixtures.addCartLine(app.db, member.id, giftGoods, { relPromotionId: promotion.id })

    const { body } = await orderNew(member)
    expect(body.data.total_fee).toBe(60000)
    expect(await cartOf(member.id)).toEqual([])
    const items = await app.db
      .selectFrom('order_items')
      .selectAll()
      .where('order_id', '=', body.data.order_id)
      .orderBy('id')
      .execute()
    expect(items.map((i) => [i.goods_id, i.price, i.total_fee, i.is_gift])).toEqual([
      [bought, 60000, 60000, 0],
      [giftGoods, 0, 0, 1],
    ])
    expect(await fixtures.storeOf(app.db, giftSku)).toBe(4)
  })

  it('needs a member token', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/h5app/wxapp/order_new', payload: {} })
    expect(response.statusCode).toBe(401)
  })
})

describe('POST order_new with order_type point', () => {
  async function pointGoods(pointPrice: number, store = 10) {
    return createTestGoods(app.db, { item_type: 'point', point_price: pointPrice, price: 0, store })
  }

  it('writes the order unpaid, holding stock; the points are spent when it is paid at the points cashier', async () => {
    const member = await fixtures.createShopper(app)
    await fixtures.setPointBalance(app.db, member.id, 5000)
    const goods = await pointGoods(1200)
    const { status, body } = await orderNew(member, { mode: 'point', item_id: goods, num: 2 })
    expect(status).toBe(200)
    expect(body.data).toMatchObject({
      order_type: 'point',
      status: 'NOTPAY',
      pay_type: null,
      total_fee: 0,
      point_use: 0,
      expires_at: expect.any(Number),
    })
    expect(await fixtures.pointBalance(app.db, member.id)).toBe(5000)
    expect(await fixtures.storeOf(app.db, await fixtures.skuOf(app.db, goods))).toBe(8)
    const order = (await ordersOf(member.id))[0]!
    expect(order).toMatchObject({ status: 'NOTPAY', paid_at: null, freight_fee: 0, point_used: 0, total_fee: 0 })

    const paid = await fixtures.call(app, member, 'POST', '/pointsmall/order/pay', { order_id: order.order_id })
    expect(paid).toMatchObject({
      status: 200,
      body: { data: { status: 'PAYED', pay_type: 'point', point_use: 2400, point_total: 2400, point_balance: 2600 } },
    })
    expect(await fixtures.pointBalance(app.db, member.id)).toBe(2600)
  })

  it('refuses when the balance is short, writing nothing', async () => {
    const member = await fixtures.createShopper(app)
    await fixtures.setPointBalance(app.db, member.id, 1000)
    const goods = await pointGoods(1200)
    expect(await orderNew(member, { order_type: 'point', item_id: goods })).toMatchObject({
      status: 409,
      body: { message: '积分不足' },
    })
    expect(await ordersOf(member.id)).toEqual([])
    expect(await fixtures.storeOf(app.db, await fixtures.skuOf(app.db, goods))).toBe(10)
  })

  it('refuses goods that are not points goods, and points goods in a normal order', async () => {
    const member = await fixtures.createShopper(app)
    await fixtures.setPointBalance(app.db, member.id, 100000)
    expect(await orderNew(member, { mode: 'point', item_id: await createTestGoods(app.db) })).toMatchObject({
      status: 400,
      body: { message: '该商品不是积分商品' },
    })
    await fixtures.addCartLine(app.db, member.id, await pointGoods(100), { cartType: 'fastbuy' })
    expect(await orderNew(member, { mode: 'fastbuy' })).toMatchObject({
      status: 400,
      body: { message: '积分商品请在积分商城兑换' },
    })
  })

  it('refuses negative, zero, fractional and huge quantities', async () => {
    const member = await fixtures.createShopper(app)
    await fixtures.setPointBalance(app.db, member.id, 100000)
    const goods = await pointGoods(1)
    for (const num of [-1, 0, 1.5, 100000, 1e12]) {
      expect(await orderNew(member, { mode: 'point', item_id: goods, num })).toMatchObject({
        status: 400,
        body: { message: '购买数量无效' },
      })
    }
    expect(await orderNew(member, { mode: 'point', item_id: goods, num: 'abc' })).toMatchObject({ status: 400 })
    expect(await ordersOf(member.id)).toEqual([])
  })
})

describe('GET order_new/{order_id}', () => {
  it("shows the member's order for the cashier", async () => {
    const member = await fixtures.createShopper(app)
    await fixtures.addCartLine(app.db, member.id, await createTestGoods(app.db, { price: 2000, item_name: '笔记本' }), {
      quantity: 2,
    })
    const created = (await orderNew(member, { invoice_type: 'personal' })).body.data
    const { status, body } = await fixtures.call(app, member, 'GET', `/order_new/${created.order_id}`)
    expect(status).toBe(200)
    expect(body.data).toMatchObject({
      order_id: created.order_id,
      status: 'NOTPAY',
      item_fee: 4000,
      freight_fee: 1000,
      total_fee: 5000,
      total_num: 2,
      receiver_name: '张三',
      receiver_address: '北京市 北京市 朝阳区 建国路88号SOHO现代城',
      invoice: { type: 'personal', title: '个人', tax_number: '' },
    })
    expect(body.data.items).toEqual([
      expect.objectContaining({ title: '笔记本', price: 2000, num: 2, total_fee: 4000, is_gift: 0 }),
    ])
    expect(body.data.remaining_seconds).toBeGreaterThan(0)
  })

  it("answers 404 for another member's order and for nonsense ids", async () => {
    const owner = await fixtures.createShopper(app)
    await fixtures.addCartLine(app.db, owner.id, await createTestGoods(app.db))
    const created = (await orderNew(owner)).body.data
    const other = await fixtures.createShopper(app)
    expect(await fixtures.call(app, other, 'GET', `/order_new/${created.order_id}`)).toMatchObject({
      status: 404,
      body: { message: '订单不存在' },
    })
    expect((await fixtures.call(app, other, 'GET', '/order_new/abc')).status).toBe(404)
  })
})

describe('config orderUnpaidMinutes', () => {
  it('reads ORDER_UNPAID_MINUTES, defaulting to 30', () => {
    const base = { SECRET: 's', DATA_DIR: '/tmp/unused' }
    expect(loadConfig(base).orderUnpaidMinutes).toBe(30)
    expect(loadConfig({ ...base, ORDER_UNPAID_MINUTES: '15' }).orderUnpaidMinutes).toBe(15)
    expect(() => loadConfig({ ...base, ORDER_UNPAID_MINUTES: '0' })).toThrow(ConfigError)
    expect(() => loadConfig({ ...base, ORDER_UNPAID_MINUTES: 'soon' })).toThrow(ConfigError)
  })
})
