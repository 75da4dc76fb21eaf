import fc from 'fast-check'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildShopTestApp, createTestMember, type TestMember } from '../test-helpers.ts'
import { cartCall, createPromotion, createSimpleGoods, giveGrade, linesOf } from './test-fixtures.ts'

/** What the cart shows must be what checkout charges: same unit prices, same promotion discounts. */

let app: FastifyInstance
beforeAll(async () => {
  app = await buildShopTestApp()
})
afterAll(() => app?.close())

async function compare(member: TestMember) {
  const cart = (await cartCall(app, member, 'GET', '/cart/list')).body.data
  const checkout = await cartCall(app, member, 'POST', '/cart/checkout', { mode: 'cart' })
  expect(checkout.status, JSON.stringify(checkout.body)).toBe(200)
  const charged = new Map<number, { price: number; num: number; promotion_fee: number }>(
    checkout.body.data.items
      .filter((i: { is_gift: number }) => i.is_gift === 0)
      .map((i: { cart_id: number }) => [i.cart_id, i]),
  )
  const counted = linesOf(cart).filter((l) => l.valid && l.is_checked && !l.is_gift)
  expect([...charged.keys()].sort()).toEqual(counted.map((l) => l.cart_id).sort())
  for (const line of counted) {
    expect(charged.get(line.cart_id)).toMatchObject({
      price: line.price,
      num: line.quantity,
      promotion_fee: line.discount_price,
    })
  }
  const totals = cart.cartInfo.totalCart
  expect(checkout.body.data.promotion_fee).toBe(totals.discount_fee)
  expect(checkout.body.data.item_fee - checkout.body.data.member_discount).toBe(totals.item_fee)
}

describe('cart and checkout', () => {
  it('agree on a cart with a grade, 满减, 折扣, a picked promotion, an unchecked and an off-shelf line', async () => {
    const member = await createTestMember(app)
    await giveGrade(app.db, member.id, 5)
    const goods = await Promise.all(
      [12_345, 6_789, 19_900, 4_999, 30_000].map((price) => createSimpleGoods(app.db, { price, store: 50 })),
    )
    const [a, b, c, d, e] = goods.map((g) => g.goodsId) as [number, number, number, number, number]
    await createPromotion(
      app.db,
      'full_reduction',
      {
        tiers: [
          { full: 19_900, minus: 3_000 },
          { full: 39_900, minus: 7_000 },
        ],
      },
      [a, b, c],
    )
    const picked = await createPromotion(app.db, 'discount', { discount: 12 }, [c, d])
    for (const [i, g] of goods.entries())
      await cartCall(app, member, 'POST', '/cart', { item_id: g.goodsId, num: i + 1 })
    const lines = linesOf((await cartCall(app, member, 'GET', '/cart/list')).body.data)
    const cartIdOf = (goodsId: number) => lines.find((l) => l.item_id === goodsId)!.cart_id
    await cartCall(app, member, 'POST', '/cartupdate/batch', {
      cart_params: JSON.stringify([
        { cart_id: cartIdOf(c), selected_promotion: picked },
        { cart_id: cartIdOf(b), is_checked: 0 },
      ]),
    })
    await app.db.updateTable('goods').set({ approve_status: 'instock' }).where('id', '=', e).execute()
    await compare(member)
  })

  it('agree on random carts', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            price: fc.integer({ min: 1, max: 200_000 }),
            num: fc.integer({ min: 1, max: 9 }),
            checked: fc.boolean(),
            promoted: fc.integer({ min: 0, max: 2 }),
          }),
          {
            minLength: 1,
            maxLength: 5,
          },
        ),
        fc.integer({ min: 0, max: 30 }),
        async (specs, gradeDiscount) => {
          const member = await createTestMember(app)
          if (gradeDiscount > 0) await giveGrade(app.db, member.id, gradeDiscount)
          const goods = await Promise.all(specs.map((s) => createSimpleGoods(app.db, { price: s.price, store: 20 })))
          const reduced = goods.filter((_, i) => specs[i]!.promoted === 1).map((g) => g.goodsId)
          const discounted = goods.filter((_, i) => specs[i]!.promoted === 2).map((g) => g.goodsId)
          if (reduced.length > 0)
            await createPromotion(
              app.db,
              'full_reduction',
              {
                tiers: [
                  { full: 10_000, minus: 1_234 },
                  { full: 50_000, minus: 9_999 },
                ],
              },
              reduced,
            )
          if (discounted.length > 0) await createPromotion(app.db, 'discount', { discount: 17 }, discounted)
          for (const [i, g] of goods.entries())
            await cartCall(app, member, 'POST', '/cart', { item_id: g.goodsId, num: specs[i]!.num })
          const lines = linesOf((await cartCall(app, member, 'GET', '/cart/list')).body.data)
          const unchecked = goods
            .filter((_, i) => !specs[i]!.checked)
            .map((g) => lines.find((l) => l.item_id === g.goodsId)!.cart_id)
          // Checkout needs something checked; keep the first line checked.
          const firstCartId = lines.find((l) => l.item_id === goods[0]!.goodsId)!.cart_id
          const toUncheck = unchecked.filter((id) => id !== firstCartId)
          if (toUncheck.length > 0)
            await cartCall(app, member, 'PUT', '/cartupdate/checkstatus', { cart_id: toUncheck, is_checked: 0 })
          await compare(member)
        },
      ),
      { numRuns: 15 },
    )
  })
})
