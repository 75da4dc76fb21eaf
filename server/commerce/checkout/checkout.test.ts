import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildShopTestApp, createTestGoods, createTestMember, type TestMember } from '../test-helpers.ts'
import * as fixtures from './test-fixtures.ts'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildShopTestApp()
})
afterAll(() => app?.close())

const checkout = (member: TestMember, payload: Record<string, unknown> = {}) =>
  fixtures.call(app, member, 'POST', '/cart/checkout', payload)

describe('POST cart/checkout', () => {
  it('prices the checked cart lines with freight and the default address', async () => {
    const member = await fixtures.createShopper(app)
    const a = await createTestGoods(app.db, { price: 5000, item_name: '保温杯' })
    const b = await createTestGoods(app.db, { price: 3000 })
    const c = await createTestGoods(app.db, { price: 7000 })
    await fixtures.addCartLine(app.db, member.id, a, { quantity: 2 })
    await fixtures.addCartLine(app.db, member.id, b)
    await fixtures.addCartLine(app.db, member.id, c, { checked: 0 })

    const { status, body } = await checkout(member, { mode: 'cart' })
    expect(status).toBe(200)
    const data = body.data
    expect(data.items.map((i: { item_id: number; num: number }) => [i.item_id, i.num])).toEqual([
      [b, 1],
      [a, 2],
    ])
    expect(data.items[1]).toMatchObject({
      title: '保温杯',
      price: 5000,
      sale_price: 5000,
      item_fee: 10000,
      total_fee: 10000,
      is_gift: 0,
    })
    expect(data).toMatchObject({
      item_fee: 13000,
      freight_fee: 1000,
      discount_fee: 0,
      coupon_fee: 0,
      member_discount: 0,
      point_fee: 0,
      total_fee: 14000,
      total_num: 3,
    })
    expect(data.address).toMatchObject({ province: '北京市', is_def: 1 })
    expect(data.invoice_allowed).toBe(true)
  })

  it('answers the legacy /cart.checkout and the GET form alike', async () => {
    const member = await fixtures.createShopper(app)
    await fixtures.addCartLine(app.db, member.id, await createTestGoods(app.db, { price: 2500 }))
    const post = await fixtures.call(app, member, 'POST', '/cart.checkout', { mode: 'cart' })
    const get = await fixtures.call(app, member, 'GET', '/cart/checkout', { cart_type: 'cart' })
    expect(post.status).toBe(200)
    expect(get.status).toBe(200)
    expect(get.body.data.total_fee).toBe(post.body.data.total_fee)
    expect(post.body.data.total_fee).toBe(3500)
  })

  it('ships free from the zone threshold and for grades with free shipping', async () => {
    const member = await fixtures.createShopper(app)
    await fixtures.addCartLine(app.db, member.id, await createTestGoods(app.db, { price: 19900 }))
    expect((await checkout(member)).body.data.freight_fee).toBe(0)

    const vip = await fixtures.createShopper(app)
    const grade = await app.db
      .insertInto('vip_grades')
      .values({ name: '白金会员', grade_rank: 9, discount: 0, price: 1000 })
      .returning('id')
      .executeTakeFirstOrThrow()
    await app.db
      .updateTable('members')
      .set({ grade_id: grade.id, grade_expires_at: null })
      .where('id', '=', vip.id)
      .execute()
    await fixtures.addCartLine(app.db, vip.id, await createTestGoods(app.db, { price: 100 }))
    expect((await checkout(vip)).body.data).toMatchObject({ freight_fee: 0, total_fee: 100 })
  })

  it('prices freight to the chosen address', async () => {
    const member = await fixtures.createShopper(app)
    const xinjiang = await fixtures.createTestAddress(app.db, member.id, {
      province: '新疆维吾尔自治区',
      province_code: '650000',
      is_default: 0,
    })
    await fixtures.addCartLine(app.db, member.id, await createTestGoods(app.db, { price: 30000 }))
    const { body } = await checkout(member, { address_id: xinjiang })
    expect(body.data).toMatchObject({ freight_fee: 2000, total_fee: 32000 })
    expect(body.data.address.address_id).toBe(xinjiang)
  })

  it('applies the member grade price and shows the saving as member_discount', async () => {
    const member = await fixtures.createShopper(app)
    const grade = await app.db
      .insertInto('vip_grades')
      .values({ name: '九折会员', grade_rank: 5, discount: 10, is_default: 0 })
      .returning('id')
      .executeTakeFirstOrThrow()
    await app.db.updateTable('members').set({ grade_id: grade.id }).where('id', '=', member.id).execute()
    await fixtures.addCartLine(app.db, member.id, await createTestGoods(app.db, { price: 10000 }), { quantity: 3 })
    const { body } = await checkout(member)
    expect(body.data.items[0]).toMatchObject({
      price: 9000,
      sale_price: 10000,
      price_kind: 'member',
      member_discount: 3000,
      item_fee: 27000,
    })
    expect(body.data).toMatchObject({ item_fee: 30000, member_discount: 3000, freight_fee: 0, total_fee: 27000 })
  })

  it('gives staff the staff price on staff goods only', async () => {
    const staff = await fixtures.createShopper(app)
    await app.db.updateTable('members').set({ is_staff: 1 }).where('id', '=', staff.id).execute()
    const staffGoods = await createTestGoods(app.db, { price: 10000 })
    await app.db.updateTable('goods').set({ staff_goods: 1, staff_price: 6000 }).where('id', '=', staffGoods).execute()
    await app.db.updateTable('skus').set({ staff_price: 6000 }).where('goods_id', '=', staffGoods).execute()
    await fixtures.addCartLine(app.db, staff.id, staffGoods)
    expect((await checkout(staff)).body.data.items[0]).toMatchObject({
      price: 6000,
      price_kind: 'staff',
      member_discount: 4000,
    })

    const shopperOnly = await fixtures.createShopper(app)
    await fixtures.addCartLine(app.db, shopperOnly.id, staffGoods)
    expect((await checkout(shopperOnly)).body.data.items[0]).toMatchObject({ price: 10000, price_kind: 'sale' })
  })

  it('lists usable coupons with their saving and applies the best one unless told otherwise', async () => {
    const member = await fixtures.createShopper(app)
    await fixtures.addCartLine(app.db, member.id, await createTestGoods(app.db, { price: 20000 }))
    const small = await fixtures.giveCoupon(app.db, member.id, { reduce_cost: 1000, least_cost: 10000 })
    const big = await fixtures.giveCoupon(app.db, member.id, { card_type: 'discount', discount: 20, least_cost: 0 })
    await fixtures.giveCoupon(app.db, member.id, { reduce_cost: 5000, least_cost: 50000 })

    const best = (await checkout(member)).body.data
    expect(best.coupon_list.map((c: { id: number; coupon_fee: number }) => [c.id, c.coupon_fee])).toEqual([
      [big, 4000],
      [small, 1000],
    ])
    // Below ¥199 after the coupon, so freight (¥10) applies again.
    expect(best).toMatchObject({
      coupon: { id: big, selected: 1 },
      coupon_fee: 4000,
      freight_fee: 1000,
      total_fee: 17000,
    })

    const chosen = (await checkout(member, { coupon: String(small) })).body.data
    expect(chosen).toMatchObject({ coupon: { id: small }, coupon_fee: 1000, total_fee: 20000 })

    const none = (await checkout(member, { coupon: 'not_use' })).body.data
    expect(none).toMatchObject({ coupon: null, coupon_fee: 0, freight_fee: 0, total_fee: 20000 })
  })

  it("refuses a coupon that is not the member's, used, or does not fit the order", async () => {
    const member = await fixtures.createShopper(app)
    const other = await createTestMember(app)
    await fixtures.addCartLine(app.db, member.id, await createTestGoods(app.db, { price: 5000 }))
    const theirs = await fixtures.giveCoupon(app.db, other.id, { least_cost: 0 })
    expect(await checkout(member, { coupon: String(theirs) })).toMatchObject({
      status: 404,
      body: { message: '优惠券不存在' },
    })
    const tooBig = await fixtures.giveCoupon(app.db, member.id, { least_cost: 10000 })
    expect(await checkout(member, { coupon: String(tooBig) })).toMatchObject({
      status: 400,
      body: { message: '该优惠券不满足本单使用条件' },
    })
    const used = await fixtures.giveCoupon(app.db, member.id, { least_cost: 0 })
    await app.db.updateTable('member_coupons').set({ status: 'used', order_id: 'X' }).where('id', '=', used).execute()
    expect(await checkout(member, { coupon: String(used) })).toMatchObject({
      status: 409,
      body: { message: '优惠券已使用' },
    })
    expect(await checkout(member, { coupon: 'abc' })).toMatchObject({ status: 400, body: { message: '优惠券不存在' } })
  })

  it('adds a gift coupon as a free gift line', async () => {
    const member = await fixtures.createShopper(app)
    await fixtures.addCartLine(app.db, member.id, await createTestGoods(app.db, { price: 30000 }))
    const gift = await fixtures.giveCoupon(app.db, member.id, {
      card_type: 'gift',
      gift: '定制帆布袋 ×1',
      least_cost: 29900,
      reduce_cost: 0,
    })
    const { body } = await checkout(member, { coupon: String(gift) })
    expect(body.data.coupon).toMatchObject({ id: gift, card_type: 'gift', coupon_fee: 0 })
    expect(body.data.items.at(-1)).toMatchObject({
      title: '定制帆布袋 ×1',
      price: 0,
      total_fee: 0,
      is_gift: 1,
      item_id: null,
    })
    expect(body.data.total_fee).toBe(30000)
  })

  it('deducts points up to the rule and the balance, and reports the most usable', async () => {
    const member = await fixtures.createShopper(app)
    await fixtures.setPointBalance(app.db, member.id, 100000)
    await fixtures.addCartLine(app.db, member.id, await createTestGoods(app.db, { price: 20000 }))
    const capped = (await checkout(member, { point_use: 999999 })).body.data
    expect(capped).toMatchObject({
      max_point: 10000,
      point_use: 10000,
      point_fee: 10000,
      point: 100000,
      total_fee: 10000,
    })
    const some = (await checkout(member, { point_use: 1234 })).body.data
    expect(some).toMatchObject({ point_use: 1234, point_fee: 1234, total_fee: 18766 })
    expect(some.items[0]).toMatchObject({ point_fee: 1234, discount_fee: 1234, total_fee: 18766 })
  })

  it('applies promotions to the lines that joined them', async () => {
    const member = await fixtures.createShopper(app)
    const a = await createTestGoods(app.db, { price: 15000 })
    const b = await createTestGoods(app.db, { price: 5000 })
    const at = Math.floor(Date.now() / 1000)
    const promotion = await app.db
      .insertInto('promotions')
      .values({
        promotion_type: 'full_reduction',
        promotion_tag: '满减',
        marketing_name: '满199减30',
        rule: JSON.stringify({ tiers: [{ full: 19900, minus: 3000 }] }),
        starts_at: at - 60,
        ends_at: at + 3600,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await app.db
      .insertInto('promotion_goods')
      .values([
        { promotion_id: promotion.id, goods_id: a },
        { promotion_id: promotion.id, goods_id: b },
      ])
      .execute()
    await fixtures.addCartLine(app.db, member.id, a)
    await fixtures.addCartLine(app.db, member.id, b)
    const { body } = await checkout(member)
    expect(body.data).toMatchObject({
      discount_fee: 3000,
      promotion_fee: 3000,
      item_fee: 20000,
      freight_fee: 1000,
      total_fee: 18000,
    })
    expect(body.data.promotions).toEqual([
      {
        promotion_id: promotion.id,
        promotion_type: 'full_reduction',
        promotion_tag: '满减',
        marketing_name: '满199减30',
        discount_fee: 3000,
      },
    ])
    expect(body.data.items.map((i: { promotion_fee: number }) => i.promotion_fee).sort()).toEqual([2250, 750])
  })

  it('checks out the fastbuy line alone', async () => {
    const member = await fixtures.createShopper(app)
    await fixtures.addCartLine(app.db, member.id, await createTestGoods(app.db, { price: 1000 }))
    const now = await createTestGoods(app.db, { price: 4000 })
    await fixtures.addCartLine(app.db, member.id, now, { cartType: 'fastbuy', quantity: 2 })
    const { body } = await checkout(member, { mode: 'fastbuy' })
    expect(body.data.items.map((i: { item_id: number; num: number }) => [i.item_id, i.num])).toEqual([[now, 2]])
  })

  it('refuses an empty selection, an out-of-stock line and mixed shops', async () => {
    const member = await fixtures.createShopper(app)
    expect(await checkout(member)).toMatchObject({ status: 400, body: { message: '请选择要结算的商品' } })
    expect(await checkout(member, { mode: 'fastbuy' })).toMatchObject({
      status: 400,
      body: { message: '请先选择要购买的商品' },
    })

    const low = await createTestGoods(app.db, { store: 2 })
    const line = await fixtures.addCartLine(app.db, member.id, low, { quantity: 3 })
    expect(await checkout(member)).toMatchObject({ status: 409, body: { message: '库存不足，最大库存为2件' } })
    await app.db
      .updateTable('skus')
      .set({ store: 0 })
      .where('id', '=', await fixtures.skuOf(app.db, low))
      .execute()
    expect(await checkout(member)).toMatchObject({ status: 409, body: { message: '商品已售罄' } })
    await app.db.deleteFrom('carts').where('id', '=', line).execute()

    await fixtures.addCartLine(app.db, member.id, await createTestGoods(app.db, { distributor_id: 0 }))
    const shopGoods = await createTestGoods(app.db, { distributor_id: 7 })
    await fixtures.addCartLine(app.db, member.id, shopGoods)
    expect(await checkout(member)).toMatchObject({ status: 400, body: { message: '请按店铺分别结算' } })
    const { body } = await checkout(member, { distributor_id: 7 })
    expect(body.data.items.map((i: { item_id: number }) => i.item_id)).toEqual([shopGoods])
  })

  it('leaves goods taken off the shelf out of a cart checkout', async () => {
    const member = await fixtures.createShopper(app)
    const off = await createTestGoods(app.db, { approve_status: 'instock' })
    const on = await createTestGoods(app.db)
    await fixtures.addCartLine(app.db, member.id, off)
    await fixtures.addCartLine(app.db, member.id, on)
    const { body } = await checkout(member)
    expect(body.data.items.map((i: { item_id: number }) => i.item_id)).toEqual([on])
  })

  it('validates the invoice', async () => {
    const member = await fixtures.createShopper(app)
    await fixtures.addCartLine(app.db, member.id, await createTestGoods(app.db))
    expect(
      await checkout(member, { invoice_type: 'company', invoice_title: '某公司', tax_number: 'abc' }),
    ).toMatchObject({ status: 400, body: { message: '纳税人识别号格式不正确' } })
    const ok = await checkout(member, {
      invoice: { type: 'company', title: '某公司', tax_number: '91310000MA1FL8XQ3K' },
    })
    expect(ok.body.data.invoice).toEqual({ type: 'company', title: '某公司', tax_number: '91310000MA1FL8XQ3K' })
  })

  it('ignores prices and totals the client sends', async () => {
    const member = await fixtures.createShopper(app)
    await fixtures.addCartLine(app.db, member.id, await createTestGoods(app.db, { price: 8000 }))
    const { body } = await checkout(member, {
      price: 1,
      total_fee: 1,
      item_fee: 1,
      discount_fee: 99999,
      freight_fee: 0,
    })
    expect(body.data).toMatchObject({ item_fee: 8000, total_fee: 9000 })
  })

  it('needs a member token', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/h5app/wxapp/cart/checkout', payload: {} })
    expect(response.statusCode).toBe(401)
  })
})

describe('POST getFreightFee', () => {
  it('prices freight to an address or a named province', async () => {
    const member = await fixtures.createShopper(app)
    await fixtures.addCartLine(app.db, member.id, await createTestGoods(app.db, { price: 5000 }))
    expect((await fixtures.call(app, member, 'POST', '/getFreightFee', {})).body).toEqual({
      data: { freight_fee: 1000 },
    })
    expect((await fixtures.call(app, member, 'POST', '/getFreightFee', { province_code: '310000' })).body).toEqual({
      data: { freight_fee: 600 },
    })
    expect((await fixtures.call(app, member, 'POST', '/getFreightFee', { province: '西藏自治区' })).body).toEqual({
      data: { freight_fee: 2000 },
    })
  })

  it("refuses another member's address as not found", async () => {
    const member = await fixtures.createShopper(app)
    const other = await createTestMember(app)
    const theirs = await fixtures.createTestAddress(app.db, other.id)
    await fixtures.addCartLine(app.db, member.id, await createTestGoods(app.db))
    expect(await fixtures.call(app, member, 'POST', '/getFreightFee', { address_id: theirs })).toMatchObject({
      status: 404,
      body: { message: '收货地址不存在' },
    })
  })
})
