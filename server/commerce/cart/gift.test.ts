import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildShopTestApp, createTestMember, type TestMember } from '../test-helpers.ts'
import { cartCall, createPromotion, createSimpleGoods, linesOf, storedLines } from './test-fixtures.ts'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildShopTestApp()
})
afterAll(() => app?.close())

interface Setup {
  member: TestMember
  promotionId: number
  giftSku: number
  giftGoods: number
  buyCartId: number
}

/** A 满500赠 promotion on a ¥300 goods handing out up to 2 of a gift goods; the member has `num` of the goods in the cart. */
async function giftSetup(num: number, options: { giftStore?: number } = {}): Promise<Setup> {
  const member = await createTestMember(app)
  const bought = await createSimpleGoods(app.db, { price: 30000 })
  const gift = await createSimpleGoods(app.db, { price: 2000, store: options.giftStore ?? 10 })
  await app.db.updateTable('goods').set({ is_gift: 1 }).where('id', '=', gift.goodsId).execute()
  const promotionId = await createPromotion(
    app.db,
    'gift',
    { full: 50000, gifts: [{ sku_id: gift.skuId, num: 2 }] },
    [bought.goodsId],
    { name: '满500赠收纳包' },
  )
  const { body } = await cartCall(app, member, 'POST', '/cart', { item_id: bought.goodsId, num })
  return {
    member,
    promotionId,
    giftSku: gift.skuId,
    giftGoods: gift.goodsId,
    buyCartId: linesOf(body.data)[0]!.cart_id,
  }
}

const addGift = (s: Setup, payload: Record<string, unknown>) =>
  cartCall(app, s.member, 'POST', '/cart/gift', { rel_promotion_id: s.promotionId, sku_id: s.giftSku, ...payload })

describe('POST cart/gift', () => {
  it('offers the gift once the checked lines reach the threshold', async () => {
    const below = await giftSetup(1)
    expect((await cartCall(app, below.member, 'GET', '/cart/list')).body.data.cartInfo.resultCartData[0].gifts).toEqual(
      [],
    )
    const reached = await giftSetup(2)
    const group = (await cartCall(app, reached.member, 'GET', '/cart/list')).body.data.cartInfo.resultCartData[0]
    expect(group.gifts).toEqual([
      expect.objectContaining({
        rel_promotion_id: reached.promotionId,
        sku_id: reached.giftSku,
        item_id: reached.giftGoods,
        gift_num: 2,
        marketing_name: '满500赠收纳包',
      }),
    ])
    expect(group.promotions).toEqual([expect.objectContaining({ promotion_id: reached.promotionId, discount_fee: 0 })])
  })

  it('puts the gift in the cart at no cost, outside the totals', async () => {
    const s = await giftSetup(2)
    const { status, body } = await addGift(s, { quantity: 2, price: 5 })
    expect(status, JSON.stringify(body)).toBe(200)
    const giftLine = linesOf(body.data).find((l) => l.is_gift)
    expect(giftLine).toMatchObject({
      sku_id: s.giftSku,
      price: 0,
      quantity: 2,
      item_fee: 0,
      rel_promotion_id: s.promotionId,
      valid: true,
    })
    expect(body.data.cartInfo.totalCart).toEqual({
      totalQuantity: 2,
      number: 1,
      item_fee: 60000,
      discount_fee: 0,
      total_fee: 60000,
    })
    // Claiming again sets the count rather than adding to it.
    await addGift(s, { quantity: 1 })
    expect((await storedLines(app.db, s.member.id)).find((l) => l.rel_promotion_id === s.promotionId)).toMatchObject({
      quantity: 1,
    })
  })

  it('refuses when the condition is not met', async () => {
    const s = await giftSetup(1)
    const { status, body } = await addGift(s, {})
    expect(status).toBe(400)
    expect(body.message).toBe('未满足满赠条件，暂不能领取赠品')
    expect(await storedLines(app.db, s.member.id)).toHaveLength(1)
  })

  it('refuses when the qualifying lines are unchecked', async () => {
    const s = await giftSetup(2)
    await cartCall(app, s.member, 'PUT', '/cartupdate/checkstatus', { cart_id: s.buyCartId, is_checked: 0 })
    expect((await addGift(s, {})).body.message).toBe('未满足满赠条件，暂不能领取赠品')
  })

  it('refuses more than the promotion hands out', async () => {
    const s = await giftSetup(2)
    const { status, body } = await addGift(s, { quantity: 3 })
    expect(status).toBe(400)
    expect(body.message).toBe('该赠品最多可领2件')
  })

  it('refuses a SKU that is not the promotion’s gift, and a promotion that is not a gift promotion', async () => {
    const s = await giftSetup(2)
    const other = await createSimpleGoods(app.db)
    expect((await addGift(s, { sku_id: other.skuId })).body.message).toBe('该商品不是此活动的赠品')
    const discount = await createPromotion(app.db, 'discount', { discount: 10 }, [other.goodsId])
    expect((await addGift(s, { rel_promotion_id: discount })).body.message).toBe('该活动不是满赠活动')
  })

  it('answers 404 for a promotion that does not exist or is over', async () => {
    const s = await giftSetup(2)
    expect((await addGift(s, { rel_promotion_id: 999_999 })).status).toBe(404)
    await app.db
      .updateTable('promotions')
      .set({ ends_at: Math.floor(Date.now() / 1000) - 1 })
      .where('id', '=', s.promotionId)
      .execute()
    const { status, body } = await addGift(s, {})
    expect(status).toBe(404)
    expect(body.message).toBe('促销活动不存在或已结束')
  })

  it('refuses when the gift is out of stock', async () => {
    const s = await giftSetup(2, { giftStore: 1 })
    const { status, body } = await addGift(s, { quantity: 2 })
    expect(status).toBe(409)
    expect(body.message).toBe('库存不足，最大库存为1件')
  })

  it('shows the gift line as invalid once the condition no longer holds', async () => {
    const s = await giftSetup(2)
    await addGift(s, {})
    const { body } = await cartCall(app, s.member, 'PUT', '/cartupdate/num', { cart_id: s.buyCartId, num: 1 })
    const giftLine = linesOf(body.data).find((l) => l.is_gift)
    expect(giftLine).toMatchObject({ valid: false, invalid_reason: '未满足满赠条件' })
    expect(body.data.cartInfo.invalid_cart).toEqual([expect.objectContaining({ sku_id: s.giftSku })])
  })

  it('keeps a gift line’s quantity within the gift count', async () => {
    const s = await giftSetup(2)
    const { body } = await addGift(s, {})
    const giftLine = linesOf(body.data).find((l) => l.is_gift)!
    const refused = await cartCall(app, s.member, 'PUT', '/cartupdate/num', { cart_id: giftLine.cart_id, num: 3 })
    expect(refused.status).toBe(400)
    expect(refused.body.message).toBe('该赠品最多可领2件')
    expect(
      (await cartCall(app, s.member, 'PUT', '/cartupdate/num', { cart_id: giftLine.cart_id, num: 2 })).status,
    ).toBe(200)
  })
})
