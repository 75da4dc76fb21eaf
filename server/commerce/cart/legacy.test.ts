import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildShopTestApp, createTestMember, type TestMember } from '../test-helpers.ts'
import { cartCall, createPromotion, createSimpleGoods, linesOf, storedLines } from './test-fixtures.ts'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildShopTestApp()
})
afterAll(() => app?.close())

async function cartOf(prices: number[]): Promise<{ member: TestMember; cartIds: number[] }> {
  const member = await createTestMember(app)
  const cartIds: number[] = []
  for (const price of prices) {
    const { goodsId } = await createSimpleGoods(app.db, { price, store: 5 })
    const { body } = await cartCall(app, member, 'POST', '/cart', { item_id: goodsId })
    cartIds.push(linesOf(body.data).find((l) => l.item_id === goodsId)!.cart_id)
  }
  return { member, cartIds }
}

describe('legacy /cart.* calls', () => {
  it('cart.get.new answers what cart/list answers, by GET and POST', async () => {
    const { member } = await cartOf([1000, 2000])
    const list = await cartCall(app, member, 'GET', '/cart/list')
    const get = await cartCall(app, member, 'GET', '/cart.get.new', { mode: 'cart' })
    const post = await cartCall(app, member, 'POST', '/cart.get.new', { mode: 'cart', platform: 'app' })
    expect(get.status).toBe(200)
    expect(post.status).toBe(200)
    expect(get.body).toEqual(list.body)
    expect(post.body).toEqual(list.body)
  })

  it('cart.del removes lines', async () => {
    const { member, cartIds } = await cartOf([1000, 2000])
    const { status, body } = await cartCall(app, member, 'POST', '/cart.del', {
      cart_id: cartIds[0],
      user_id: 1,
      sid: 'x',
    })
    expect(status).toBe(200)
    expect(linesOf(body.data).map((l) => l.cart_id)).toEqual([cartIds[1]])
  })

  it('cart.update takes cart_params as JSON text', async () => {
    const { member, cartIds } = await cartOf([1000])
    const { status } = await cartCall(app, member, 'POST', '/cart.update', {
      cart_params: JSON.stringify([{ cart_id: cartIds[0], num: 3 }]),
      platform: 'app',
      obj_type: 'item',
    })
    expect(status).toBe(200)
    expect((await storedLines(app.db, member.id))[0]!.quantity).toBe(3)
  })

  it('cart.total answers the totals of the checked lines', async () => {
    const { member, cartIds } = await cartOf([1000, 2000])
    await cartCall(app, member, 'PUT', '/cartupdate/checkstatus', { cart_id: cartIds[1], is_checked: 0 })
    for (const method of ['GET', 'POST'] as const) {
      const { status, body } = await cartCall(app, member, method, '/cart.total', {})
      expect(status).toBe(200)
      expect(body.data).toEqual({ totalQuantity: 1, number: 1, item_fee: 1000, discount_fee: 0, total_fee: 1000 })
    }
  })

  it('cart.check passes a cart ready for checkout and names what stops it', async () => {
    const { member, cartIds } = await cartOf([1000, 2000])
    const ok = await cartCall(app, member, 'POST', '/cart.check', { mode: 'cart' })
    expect(ok.status).toBe(200)
    expect(ok.body.data).toMatchObject({ status: true, mode: 'cart', totalCart: { number: 2, total_fee: 3000 } })

    const line = (await storedLines(app.db, member.id)).find((l) => l.id === cartIds[0])!
    await app.db.updateTable('skus').set({ store: 0 }).where('id', '=', line.sku_id).execute()
    await app.db.updateTable('carts').set({ quantity: 4 }).where('id', '=', cartIds[1]!).execute()
    await app.db
      .updateTable('skus')
      .set({ store: 2 })
      .where('id', '=', (await storedLines(app.db, member.id)).find((l) => l.id === cartIds[1])!.sku_id)
      .execute()
    const short = await cartCall(app, member, 'GET', '/cart.check', { mode: 'cart' })
    expect(short.status).toBe(409)
    expect(short.body.message).toBe('库存不足，最大库存为2件')

    await cartCall(app, member, 'PUT', '/cartupdate/checkstatus', { is_checked: 0 })
    const nothing = await cartCall(app, member, 'POST', '/cart.check', { mode: 'cart' })
    expect(nothing.status).toBe(400)
    expect(nothing.body.message).toBe('请选择要结算的商品')
  })

  it('cart.addGift adds a gift like cart/gift', async () => {
    const member = await createTestMember(app)
    const bought = await createSimpleGoods(app.db, { price: 60000 })
    const gift = await createSimpleGoods(app.db, { price: 100 })
    const promotionId = await createPromotion(
      app.db,
      'gift',
      { full: 50000, gifts: [{ sku_id: gift.skuId, num: 1 }] },
      [bought.goodsId],
    )
    await cartCall(app, member, 'POST', '/cart', { item_id: bought.goodsId })
    const { status, body } = await cartCall(app, member, 'POST', '/cart.addGift', {
      rel_promotion_id: promotionId,
      sku_id: gift.skuId,
      quantity: 1,
      user_id: 1,
      sid: 'x',
    })
    expect(status).toBe(200)
    expect(linesOf(body.data).find((l) => l.is_gift)).toMatchObject({ sku_id: gift.skuId, price: 0 })
  })
})

describe('guests', () => {
  const routes: ['GET' | 'POST' | 'PUT' | 'DELETE', string][] = [
    ['POST', '/cart'],
    ['GET', '/cart/list'],
    ['GET', '/cart'],
    ['GET', '/cartcount'],
    ['PUT', '/cartupdate/num'],
    ['PUT', '/cartupdate/checkstatus'],
    ['POST', '/cartupdate/batch'],
    ['PUT', '/cartupdate'],
    ['DELETE', '/cartdel'],
    ['POST', '/cart/gift'],
    ['GET', '/cart.get.new'],
    ['POST', '/cart.get.new'],
    ['POST', '/cart.del'],
    ['POST', '/cart.update'],
    ['GET', '/cart.total'],
    ['POST', '/cart.total'],
    ['GET', '/cart.check'],
    ['POST', '/cart.check'],
    ['POST', '/cart.addGift'],
  ]
  it('get 401 on every cart endpoint, even with a bad body', async () => {
    for (const [method, url] of routes) {
      const res = await cartCall(
        app,
        null,
        method,
        url,
        method === 'GET' ? undefined : { item_id: 'not-a-number', cart_id: 1, num: 1 },
      )
      expect(res.status, `${method} ${url}`).toBe(401)
      expect(res.body).toMatchObject({ status_code: 401, message: '请先登录' })
    }
  })
})
