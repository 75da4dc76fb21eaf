import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildShopTestApp, createTestMember, createTestShop, type TestMember } from '../test-helpers.ts'
import { cartCall, createPromotion, createSimpleGoods, giveGrade, linesOf } from './test-fixtures.ts'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildShopTestApp()
})
afterAll(() => app?.close())

const add = (member: TestMember, payload: Record<string, unknown>) => cartCall(app, member, 'POST', '/cart', payload)
const list = async (member: TestMember, query: Record<string, string> = {}) => {
  const { status, body } = await cartCall(app, member, 'GET', '/cart/list', query)
  expect(status, JSON.stringify(body)).toBe(200)
  return body.data
}

describe('GET cart/list', () => {
  it('answers the cart in the documented shape', async () => {
    const member = await createTestMember(app)
    const { goodsId, skuId } = await createSimpleGoods(app.db, {
      price: 2500,
      market_price: 3000,
      store: 8,
      item_name: '保温杯',
      pics: ['/uploads/a.jpg', '/uploads/b.jpg'],
    })
    await add(member, { item_id: goodsId, num: 2 })
    const data = await list(member, { shop_type: 'distributor' })
    expect(data.cartInfo.resultCartData).toEqual([
      {
        shop_id: 0,
        distributor_id: 0,
        shop_name: '商城自营',
        cartitemlist: [
          expect.objectContaining({
            cart_id: expect.any(Number),
            cart_type: 'cart',
            sku_id: skuId,
            item_id: goodsId,
            goods_id: goodsId,
            is_checked: true,
            goodspromotion: [],
            selected_promotion: null,
            price: 2500,
            market_price: 3000,
            quantity: 2,
            num: 2,
            item_fee: 5000,
            discount_price: 0,
            total_fee: 5000,
            store: 8,
            spec_info: { color: '', size: '', desc: '' },
            title: '保温杯',
            item_name: '保温杯',
            pics: ['/uploads/a.jpg', '/uploads/b.jpg'],
            imgUrl: '/uploads/a.jpg',
            bn: expect.any(String),
            approve_status: 'onsale',
            is_gift: false,
            valid: true,
            invalid_reason: '',
          }),
        ],
        item_fee: 5000,
        discount_fee: 0,
        total_fee: 5000,
        promotions: [],
        gifts: [],
      },
    ])
    expect(data.cartInfo.totalCart).toEqual({
      totalQuantity: 2,
      number: 1,
      item_fee: 5000,
      discount_fee: 0,
      total_fee: 5000,
    })
    expect(data.cartInfo.valid_cart).toEqual(data.cartInfo.resultCartData)
    expect(data.cartInfo.invalid_cart).toEqual([])
  })

  it('answers an empty cart', async () => {
    const member = await createTestMember(app)
    expect(await list(member)).toEqual({
      cartInfo: {
        resultCartData: [],
        totalCart: { totalQuantity: 0, number: 0, item_fee: 0, discount_fee: 0, total_fee: 0 },
        valid_cart: [],
        invalid_cart: [],
      },
      // The ECShopX shape beside ours: empty lists, never a bare [].
      valid_cart: [],
      invalid_cart: [],
    })
  })

  it('always shows the current price and stock, never what they were when added', async () => {
    const member = await createTestMember(app)
    const { goodsId, skuId } = await createSimpleGoods(app.db, { price: 2500, store: 8 })
    await add(member, { item_id: goodsId })
    await app.db.updateTable('skus').set({ price: 1800, store: 3 }).where('id', '=', skuId).execute()
    const [line] = linesOf(await list(member))
    expect(line).toMatchObject({ price: 1800, store: 3 })
  })

  it('prices for the member’s grade and for staff on staff goods', async () => {
    const member = await createTestMember(app)
    const { goodsId, skuId } = await createSimpleGoods(app.db, { price: 10000 })
    await add(member, { item_id: goodsId })
    expect(linesOf(await list(member))[0]!.price).toBe(10000)
    await giveGrade(app.db, member.id, 10)
    expect(linesOf(await list(member))[0]!.price).toBe(9000)
    await app.db.updateTable('skus').set({ staff_price: 6000 }).where('id', '=', skuId).execute()
    await app.db.updateTable('goods').set({ staff_goods: 1 }).where('id', '=', goodsId).execute()
    expect(linesOf(await list(member))[0]!.price).toBe(9000)
    await app.db.updateTable('members').set({ is_staff: 1 }).where('id', '=', member.id).execute()
    expect(linesOf(await list(member))[0]!.price).toBe(6000)
  })

  it('groups lines by shop, newest line first', async () => {
    const member = await createTestMember(app)
    const shopId = await createTestShop(app.db, { name: '数码专营店' })
    const own = await createSimpleGoods(app.db, { price: 1000 })
    const shop = await createSimpleGoods(app.db, { price: 2000, distributor_id: shopId })
    await add(member, { item_id: own.goodsId })
    await add(member, { item_id: shop.goodsId })
    const data = await list(member)
    expect(
      data.cartInfo.resultCartData.map((g: { shop_name: string; total_fee: number }) => [g.shop_name, g.total_fee]),
    ).toEqual([
      ['数码专营店', 2000],
      ['商城自营', 1000],
    ])
    expect(data.cartInfo.totalCart).toMatchObject({ number: 2, total_fee: 3000 })
  })

  it('shows off-shelf and sold-out lines as invalid and leaves them out of the totals', async () => {
    const member = await createTestMember(app)
    const kept = await createSimpleGoods(app.db, { price: 1000 })
    const off = await createSimpleGoods(app.db, { price: 2000 })
    const sold = await createSimpleGoods(app.db, { price: 4000 })
    for (const g of [kept, off, sold]) await add(member, { item_id: g.goodsId })
    await app.db.updateTable('goods').set({ approve_status: 'instock' }).where('id', '=', off.goodsId).execute()
    await app.db.updateTable('skus').set({ store: 0 }).where('id', '=', sold.skuId).execute()
    const data = await list(member)
    const lines = linesOf(data)
    expect(lines.find((l) => l.item_id === off.goodsId)).toMatchObject({
      valid: false,
      invalid_reason: '商品已下架',
      approve_status: 'instock',
    })
    expect(lines.find((l) => l.item_id === sold.goodsId)).toMatchObject({
      valid: false,
      invalid_reason: '商品已售罄',
      store: 0,
    })
    expect(data.cartInfo.invalid_cart.map((l: { item_id: number }) => l.item_id).sort()).toEqual(
      [off.goodsId, sold.goodsId].sort(),
    )
    expect(data.cartInfo.valid_cart[0].cartitemlist.map((l: { item_id: number }) => l.item_id)).toEqual([kept.goodsId])
    expect(data.cartInfo.totalCart).toEqual({
      totalQuantity: 1,
      number: 1,
      item_fee: 1000,
      discount_fee: 0,
      total_fee: 1000,
    })
  })

  it('counts only checked lines in the totals', async () => {
    const member = await createTestMember(app)
    const a = await createSimpleGoods(app.db, { price: 1000 })
    const b = await createSimpleGoods(app.db, { price: 3000 })
    await add(member, { item_id: a.goodsId, num: 2 })
    const added = await add(member, { item_id: b.goodsId })
    const bLine = linesOf(added.body.data).find((l) => l.item_id === b.goodsId)!
    await cartCall(app, member, 'PUT', '/cartupdate/checkstatus', { cart_id: bLine.cart_id, is_checked: 'false' })
    const data = await list(member)
    expect(data.cartInfo.totalCart).toEqual({
      totalQuantity: 2,
      number: 1,
      item_fee: 2000,
      discount_fee: 0,
      total_fee: 2000,
    })
    expect(linesOf(data).find((l) => l.item_id === b.goodsId)).toMatchObject({ is_checked: false, valid: true })
  })

  it('takes 满减 off the checked lines it covers and spreads it over them', async () => {
    const member = await createTestMember(app)
    const a = await createSimpleGoods(app.db, { price: 15000 })
    const b = await createSimpleGoods(app.db, { price: 5000 })
    const c = await createSimpleGoods(app.db, { price: 9000 })
    const promotionId = await createPromotion(
      app.db,
      'full_reduction',
      {
        tiers: [
          { full: 19900, minus: 3000 },
          { full: 39900, minus: 7000 },
        ],
      },
      [a.goodsId, b.goodsId],
      { name: '满199减30' },
    )
    for (const g of [a, b, c]) await add(member, { item_id: g.goodsId })
    const data = await list(member)
    const lines = linesOf(data)
    const lineOf = (goodsId: number) => lines.find((l) => l.item_id === goodsId)!
    expect(lineOf(a.goodsId)).toMatchObject({ discount_price: 2250, total_fee: 12750, selected_promotion: promotionId })
    expect(lineOf(a.goodsId).goodspromotion).toEqual([
      {
        promotion_id: promotionId,
        promotion_type: 'full_reduction',
        promotion_tag: '满减',
        marketing_name: '满199减30',
      },
    ])
    expect(lineOf(b.goodsId)).toMatchObject({ discount_price: 750, total_fee: 4250 })
    expect(lineOf(c.goodsId)).toMatchObject({ discount_price: 0, goodspromotion: [] })
    expect(data.cartInfo.resultCartData[0].promotions).toEqual([
      {
        promotion_id: promotionId,
        promotion_type: 'full_reduction',
        promotion_tag: '满减',
        marketing_name: '满199减30',
        discount_fee: 3000,
      },
    ])
    expect(data.cartInfo.totalCart).toEqual({
      totalQuantity: 3,
      number: 3,
      item_fee: 29000,
      discount_fee: 3000,
      total_fee: 26000,
    })

    // Unchecking b drops the basket below the threshold: no reduction at all.
    await cartCall(app, member, 'PUT', '/cartupdate/checkstatus', { cart_id: lineOf(b.goodsId).cart_id, is_checked: 0 })
    const after = await list(member)
    expect(after.cartInfo.totalCart).toMatchObject({ discount_fee: 0, total_fee: 24000 })
  })

  it('takes a 折扣 promotion off as the line discount', async () => {
    const member = await createTestMember(app)
    const a = await createSimpleGoods(app.db, { price: 9999 })
    await createPromotion(app.db, 'discount', { discount: 12 }, [a.goodsId], { name: '限时8.8折' })
    await add(member, { item_id: a.goodsId, num: 3 })
    const [line] = linesOf(await list(member))
    // 29997 × 12% = 3599.64 → 3599 cents off.
    expect(line).toMatchObject({ price: 9999, item_fee: 29997, discount_price: 3599, total_fee: 26398 })
  })

  it('honours the promotion the shopper picked while it covers the goods', async () => {
    const member = await createTestMember(app)
    const a = await createSimpleGoods(app.db, { price: 10000 })
    const first = await createPromotion(app.db, 'full_reduction', { tiers: [{ full: 50000, minus: 5000 }] }, [
      a.goodsId,
    ])
    const second = await createPromotion(app.db, 'discount', { discount: 10 }, [a.goodsId])
    const added = await add(member, { item_id: a.goodsId })
    const cartId = linesOf(added.body.data)[0]!.cart_id
    expect(linesOf(added.body.data)[0]).toMatchObject({ selected_promotion: first, discount_price: 0 })
    const picked = await cartCall(app, member, 'POST', '/cartupdate/batch', {
      cart_params: JSON.stringify([{ cart_id: cartId, selected_promotion: second }]),
    })
    expect(picked.status, JSON.stringify(picked.body)).toBe(200)
    expect(linesOf(picked.body.data)[0]).toMatchObject({
      selected_promotion: second,
      discount_price: 1000,
      total_fee: 9000,
    })
  })

  it('ignores promotions that have not started, have ended or are disabled', async () => {
    const member = await createTestMember(app)
    const a = await createSimpleGoods(app.db, { price: 10000 })
    const at = Math.floor(Date.now() / 1000)
    await createPromotion(app.db, 'discount', { discount: 10 }, [a.goodsId], { startsAt: at + 3600 })
    await createPromotion(app.db, 'discount', { discount: 20 }, [a.goodsId], { endsAt: at - 1 })
    await createPromotion(app.db, 'discount', { discount: 30 }, [a.goodsId], { status: 'disabled' })
    await add(member, { item_id: a.goodsId })
    expect(linesOf(await list(member))[0]).toMatchObject({ discount_price: 0, goodspromotion: [] })
  })

  it('lists the buy-now line with cart_type fastbuy', async () => {
    const member = await createTestMember(app)
    const a = await createSimpleGoods(app.db, { price: 1000 })
    const b = await createSimpleGoods(app.db, { price: 2000 })
    await add(member, { item_id: a.goodsId })
    await add(member, { item_id: b.goodsId, num: 2, cart_type: 'fastbuy' })
    const data = await list(member, { cart_type: 'fastbuy' })
    expect(linesOf(data).map((l) => [l.item_id, l.quantity, l.cart_type])).toEqual([[b.goodsId, 2, 'fastbuy']])
    expect(data.cartInfo.totalCart.total_fee).toBe(4000)
    expect(linesOf(await list(member)).map((l) => l.item_id)).toEqual([a.goodsId])
  })

  it('refuses an unknown cart_type', async () => {
    const member = await createTestMember(app)
    const { status } = await cartCall(app, member, 'GET', '/cart/list', { cart_type: 'wishlist' })
    expect(status).toBe(400)
  })
})

describe('GET cartcount', () => {
  it('counts units and lines of the cart, whatever their state, and not the buy-now line', async () => {
    const member = await createTestMember(app)
    const a = await createSimpleGoods(app.db)
    const b = await createSimpleGoods(app.db)
    const c = await createSimpleGoods(app.db)
    await add(member, { item_id: a.goodsId, num: 2 })
    await add(member, { item_id: b.goodsId, num: 3 })
    await add(member, { item_id: c.goodsId, num: 5, cart_type: 'fastbuy' })
    await app.db
      .updateTable('carts')
      .set({ is_checked: 0 })
      .where('member_id', '=', member.id)
      .where('goods_id', '=', b.goodsId)
      .execute()
    const { status, body } = await cartCall(app, member, 'GET', '/cartcount', { shop_type: 'distributor' })
    expect(status).toBe(200)
    expect(body.data).toEqual({ item_count: 5, cart_count: 2 })
  })

  it('answers zero for an empty cart', async () => {
    const member = await createTestMember(app)
    expect((await cartCall(app, member, 'GET', '/cartcount')).body.data).toEqual({ item_count: 0, cart_count: 0 })
  })
})
