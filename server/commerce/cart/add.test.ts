import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildShopTestApp, createTestMember, createTestShop, type TestMember } from '../test-helpers.ts'
import { cartCall, createSimpleGoods, createVariantGoods, fillCart, linesOf, storedLines } from './test-fixtures.ts'
import { createTestSeckill } from '../checkout/test-fixtures.ts'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildShopTestApp()
})
afterAll(() => app?.close())

const add = (member: TestMember, payload: Record<string, unknown>) => cartCall(app, member, 'POST', '/cart', payload)

describe('POST cart (cart_type cart)', () => {
  it('adds a line, answers the whole cart and says nothing about price it was sent', async () => {
    const member = await createTestMember(app)
    const { goodsId, skuId } = await createSimpleGoods(app.db, { price: 5000, store: 10 })
    const { status, body } = await add(member, {
      item_id: goodsId,
      num: 2,
      cart_type: 'cart',
      shop_type: 'distributor',
      price: 1,
      total_fee: 1,
    })
    expect(status, JSON.stringify(body)).toBe(200)
    const [line] = linesOf(body.data)
    expect(line).toMatchObject({
      item_id: goodsId,
      sku_id: skuId,
      quantity: 2,
      num: 2,
      price: 5000,
      is_checked: true,
      valid: true,
    })
    expect(body.data.cartInfo.totalCart).toEqual({
      totalQuantity: 2,
      number: 1,
      item_fee: 10000,
      discount_fee: 0,
      total_fee: 10000,
    })
    const [stored] = await storedLines(app.db, member.id)
    expect(stored).toMatchObject({ cart_type: 'cart', sku_id: skuId, goods_id: goodsId, quantity: 2, is_checked: 1 })
    // Nothing about the price is kept on the line.
    expect(Object.keys(stored!)).not.toContain('price')
  })

  it('defaults to one unit and accepts quantity as the name', async () => {
    const member = await createTestMember(app)
    const a = await createSimpleGoods(app.db)
    const b = await createSimpleGoods(app.db)
    expect((await add(member, { item_id: a.goodsId })).status).toBe(200)
    expect((await add(member, { item_id: b.goodsId, quantity: '3' })).status).toBe(200)
    expect((await storedLines(app.db, member.id)).map((l) => l.quantity)).toEqual([1, 3])
  })

  it('adds to the existing line of the same SKU and checks it again', async () => {
    const member = await createTestMember(app)
    const { goodsId } = await createSimpleGoods(app.db, { store: 10 })
    await add(member, { item_id: goodsId, num: 2 })
    await app.db.updateTable('carts').set({ is_checked: 0 }).where('member_id', '=', member.id).execute()
    const { status } = await add(member, { item_id: goodsId, num: 3 })
    expect(status).toBe(200)
    const lines = await storedLines(app.db, member.id)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({ quantity: 5, is_checked: 1 })
  })

  it('refuses to go past the stock with the spec message and leaves the line as it was', async () => {
    const member = await createTestMember(app)
    const { goodsId } = await createSimpleGoods(app.db, { store: 6 })
    await add(member, { item_id: goodsId, num: 4 })
    const { status, body } = await add(member, { item_id: goodsId, num: 3 })
    expect(status).toBe(409)
    expect(body.message).toBe('库存不足，最大库存为6件')
    expect((await storedLines(app.db, member.id))[0]!.quantity).toBe(4)
    expect((await add(member, { item_id: goodsId, num: 7 })).body.message).toBe('库存不足，最大库存为6件')
  })

  it('says a sold-out goods is sold out', async () => {
    const member = await createTestMember(app)
    const { goodsId } = await createSimpleGoods(app.db, { store: 0 })
    const { status, body } = await add(member, { item_id: goodsId })
    expect(status).toBe(409)
    expect(body.message).toBe('商品已售罄')
    expect(await storedLines(app.db, member.id)).toEqual([])
  })

  it('refuses goods taken off the shelf', async () => {
    const member = await createTestMember(app)
    const { goodsId } = await createSimpleGoods(app.db, { approve_status: 'instock' })
    const { status, body } = await add(member, { item_id: goodsId })
    expect(status).toBe(400)
    expect(body.message).toBe('商品已下架')
  })

  it('refuses gift goods', async () => {
    const member = await createTestMember(app)
    const { goodsId } = await createSimpleGoods(app.db)
    await app.db.updateTable('goods').set({ is_gift: 1 }).where('id', '=', goodsId).execute()
    const { status, body } = await add(member, { item_id: goodsId })
    expect(status).toBe(400)
    expect(body.message).toBe('赠品不能单独购买')
  })

  it('refuses seckill goods in the cart but lets them be bought now', async () => {
    const member = await createTestMember(app)
    const { goodsId, skuId } = await createSimpleGoods(app.db)
    await createTestSeckill(app.db, { goodsId, skuId })
    const { status, body } = await add(member, { item_id: goodsId })
    expect(status).toBe(400)
    expect(body.message).toBe('秒杀商品请直接购买')
    expect((await add(member, { item_id: goodsId, cart_type: 'fastbuy' })).status).toBe(200)
  })

  it('refuses points-mall goods in the cart', async () => {
    const member = await createTestMember(app)
    const { goodsId } = await createSimpleGoods(app.db, { item_type: 'point', point_price: 500 })
    const { status, body } = await add(member, { item_id: goodsId })
    expect(status).toBe(400)
    expect(body.message).toBe('积分商品请在积分商城兑换')
  })

  it('needs a variant for goods with several SKUs', async () => {
    const member = await createTestMember(app)
    const { goodsId, skuIds } = await createVariantGoods(app.db)
    const refused = await add(member, { item_id: goodsId })
    expect(refused.status).toBe(400)
    expect(refused.body.message).toBe('请选择规格')
    const { status, body } = await add(member, { item_id: goodsId, sku_id: skuIds[3] })
    expect(status).toBe(200)
    expect(linesOf(body.data)[0]).toMatchObject({
      sku_id: skuIds[3],
      spec_info: { color: '蓝色', size: 'XL', desc: '颜色:蓝色 尺码:XL' },
    })
  })

  it('takes item_id as the SKU id of a goods without variants, as ECShopX clients send it', async () => {
    const member = await createTestMember(app)
    const { goodsId, skuId } = await createSimpleGoods(app.db)
    // A SKU whose id no goods carries, so item_id can only mean the SKU.
    const holder = await createSimpleGoods(app.db)
    const highest = await app.db
      .selectFrom('goods')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow()
    const spareId = Number(highest.id) + 1000
    await app.db.updateTable('skus').set({ id: spareId }).where('id', '=', holder.skuId).execute()
    const { status, body } = await add(member, { item_id: spareId })
    expect(status, JSON.stringify(body)).toBe(200)
    expect(linesOf(body.data)[0]).toMatchObject({ sku_id: spareId, item_id: holder.goodsId })
    // sku_id with its own goods id is fine; with another goods' id it is not found.
    expect((await add(member, { item_id: goodsId, sku_id: skuId })).status).toBe(200)
    expect((await add(member, { item_id: goodsId, sku_id: spareId })).status).toBe(404)
  })

  it('takes item_id as the variant an ECShopX item page picked, even when a goods carries the same id', async () => {
    const member = await createTestMember(app)
    const variants = await createVariantGoods(app.db)
    const highest = await app.db
      .selectFrom('skus')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow()
    const clash = Number(highest.id) + 1000
    await app.db.updateTable('skus').set({ id: clash }).where('id', '=', variants.skuIds[1]!).execute()
    // A goods without variants with the picked SKU's id, sold by another shop: distributor_id decides.
    const shopId = await createTestShop(app.db, { name: '同号店铺' })
    const template = await app.db
      .selectFrom('goods')
      .selectAll()
      .where('id', '=', (await createSimpleGoods(app.db)).goodsId)
      .executeTakeFirstOrThrow()
    await app.db
      .insertInto('goods')
      .values({ ...template, id: clash, distributor_id: shopId })
      .execute()
    const twinSku = await app.db
      .insertInto('skus')
      .values({ goods_id: clash, bn: `TWIN-${clash}`, price: 4200, staff_price: null, store: 10 })
      .returning('id')
      .executeTakeFirstOrThrow()

    const picked = await add(member, { item_id: clash, distributor_id: 0 })
    expect(picked.status, JSON.stringify(picked.body)).toBe(200)
    expect(linesOf(picked.body.data).map((line) => line.sku_id)).toEqual([clash])
    const goods = await add(member, { item_id: clash, distributor_id: shopId })
    expect(
      linesOf(goods.body.data)
        .map((line) => line.sku_id)
        .sort(),
    ).toEqual([clash, twinSku.id].sort())
    // Without a shop to tell them apart the goods reading stays, as before.
    const other = await createTestMember(app)
    expect(linesOf((await add(other, { item_id: clash })).body.data).map((line) => line.sku_id)).toEqual([twinSku.id])
  })

  it('answers 404 for unknown goods or SKUs', async () => {
    const member = await createTestMember(app)
    expect((await add(member, { item_id: 999_999 })).status).toBe(404)
    expect((await add(member, { sku_id: 999_999 })).status).toBe(404)
    const missing = await add(member, {})
    expect(missing.status).toBe(400)
    expect(missing.body.message).toBe('缺少必填参数：item_id')
  })

  it('files the line under the goods’ own shop whatever distributor_id is sent', async () => {
    const member = await createTestMember(app)
    const shopId = await createTestShop(app.db, { name: '旗舰店' })
    const { goodsId } = await createSimpleGoods(app.db, { distributor_id: shopId })
    const { body } = await add(member, { item_id: goodsId, distributor_id: shopId + 100 })
    expect(body.data.cartInfo.resultCartData[0]).toMatchObject({
      shop_id: shopId,
      distributor_id: shopId,
      shop_name: '旗舰店',
    })
  })

  for (const [num, message] of [
    [0, '此商品的最小购买数量为1件'],
    [-3, '此商品的最小购买数量为1件'],
    ['1.5', '购买数量无效'],
    [2.5, '购买数量无效'],
    ['abc', '购买数量无效'],
    ['', '购买数量无效'],
    [100_000, '购买数量无效'],
    ['99999999999999999999', '购买数量无效'],
    ['1e3', '购买数量无效'],
  ] as const) {
    it(`refuses quantity ${JSON.stringify(num)} and writes nothing`, async () => {
      const member = await createTestMember(app)
      const { goodsId } = await createSimpleGoods(app.db, { store: 200_000 })
      const { status, body } = await add(member, { item_id: goodsId, num })
      expect(status).toBe(400)
      expect(body.message).toBe(message)
      expect(await storedLines(app.db, member.id)).toEqual([])
    })
  }

  it('refuses a non-finite quantity sent as JSON', async () => {
    const member = await createTestMember(app)
    const { goodsId } = await createSimpleGoods(app.db)
    const response = await app.inject({
      method: 'POST',
      url: '/api/h5app/wxapp/cart',
      headers: { ...member.headers, 'content-type': 'application/json' },
      payload: `{"item_id": ${goodsId}, "num": 1e400}`,
    })
    expect(response.statusCode).toBe(400)
    expect(await storedLines(app.db, member.id)).toEqual([])
  })

  it('keeps at most 120 distinct lines', async () => {
    const member = await createTestMember(app)
    await fillCart(app.db, member.id, 120, 'fill')
    const other = await createSimpleGoods(app.db)
    const { status, body } = await add(member, { item_id: other.goodsId })
    expect(status).toBe(400)
    expect(body.message).toBe('购物车已满')
    expect(await storedLines(app.db, member.id)).toHaveLength(120)
  })
})

describe('POST cart (cart_type fastbuy)', () => {
  it('keeps one buy-now line with the exact quantity and leaves the cart alone', async () => {
    const member = await createTestMember(app)
    const a = await createSimpleGoods(app.db, { store: 10 })
    const b = await createSimpleGoods(app.db, { store: 10 })
    await add(member, { item_id: a.goodsId, num: 2 })
    const first = await add(member, { item_id: a.goodsId, num: 3, cart_type: 'fastbuy' })
    expect(first.status).toBe(200)
    expect(first.body.data).toMatchObject({ cart_type: 'fastbuy', item_id: a.goodsId, sku_id: a.skuId, num: 3 })
    const second = await add(member, { item_id: b.goodsId, num: 4, mode: 'fastbuy' })
    expect(second.body.data).toMatchObject({ item_id: b.goodsId, num: 4 })
    const lines = await storedLines(app.db, member.id)
    expect(lines.filter((l) => l.cart_type === 'fastbuy')).toEqual([
      expect.objectContaining({ id: second.body.data.cart_id, sku_id: b.skuId, quantity: 4 }),
    ])
    expect(lines.filter((l) => l.cart_type === 'cart')).toEqual([
      expect.objectContaining({ sku_id: a.skuId, quantity: 2 }),
    ])
  })

  it('refuses more than the stock and keeps the previous buy-now line', async () => {
    const member = await createTestMember(app)
    const a = await createSimpleGoods(app.db, { store: 10 })
    const b = await createSimpleGoods(app.db, { store: 2 })
    await add(member, { item_id: a.goodsId, cart_type: 'fastbuy' })
    const { status, body } = await add(member, { item_id: b.goodsId, num: 3, cart_type: 'fastbuy' })
    expect(status).toBe(409)
    expect(body.message).toBe('库存不足，最大库存为2件')
    expect(await storedLines(app.db, member.id)).toEqual([
      expect.objectContaining({ cart_type: 'fastbuy', sku_id: a.skuId }),
    ])
  })

  it('lets points-mall goods be bought now', async () => {
    const member = await createTestMember(app)
    const { goodsId } = await createSimpleGoods(app.db, { item_type: 'point', point_price: 500 })
    expect((await add(member, { item_id: goodsId, cart_type: 'fastbuy' })).status).toBe(200)
    const list = await cartCall(app, member, 'GET', '/cart/list', { cart_type: 'fastbuy' })
    expect(linesOf(list.body.data)[0]).toMatchObject({ item_id: goodsId, price: 0, point: 500, valid: true })
  })

  it('still refuses off-shelf and gift goods and needs a variant', async () => {
    const member = await createTestMember(app)
    const off = await createSimpleGoods(app.db, { approve_status: 'instock' })
    expect((await add(member, { item_id: off.goodsId, cart_type: 'fastbuy' })).body.message).toBe('商品已下架')
    const { goodsId } = await createVariantGoods(app.db)
    expect((await add(member, { item_id: goodsId, cart_type: 'fastbuy' })).body.message).toBe('请选择规格')
    expect(await storedLines(app.db, member.id)).toEqual([])
  })
})
