import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../testing.ts'
import { createTestMember, type TestMember } from '../../commerce/test-helpers.ts'
import { dataOf, nuxtClient, STALE_TOKEN } from './nuxt-client.ts'

/** Contract 2.6 (add to cart), 2.7 (cart page and its line actions) and 2.8 (cart count). */

let app: FastifyInstance
/** Two goods without variants from two shops, and one SKU of goods with variants. */
let own: { id: number; distributor_id: number }
let other: { id: number; distributor_id: number }
let variantSku: number

beforeAll(async () => {
  app = await buildTestApp({ seed: true })
  const buyable = app.db
    .selectFrom('goods')
    .innerJoin('skus', 'skus.goods_id', 'goods.id')
    .select(['goods.id', 'goods.distributor_id'])
    .where('goods.approve_status', '=', 'onsale')
    .where('goods.item_type', '=', 'normal')
    .where('goods.nospec', '=', 1)
    .where('skus.store', '>', 5)
    .where('goods.is_gift', '=', 0)
    .where('goods.id', 'not in', (eb) => eb.selectFrom('seckill_items').select('goods_id'))
    .orderBy('goods.id')
  own = await buyable.where('goods.distributor_id', '=', 0).executeTakeFirstOrThrow()
  other = await buyable.where('goods.distributor_id', '>', 0).executeTakeFirstOrThrow()
  const sku = await app.db
    .selectFrom('skus')
    .innerJoin('goods', 'goods.id', 'skus.goods_id')
    .select('skus.id')
    .where('goods.nospec', '=', 0)
    .where('goods.approve_status', '=', 'onsale')
    .where('goods.item_type', '=', 'normal')
    .where('skus.store', '>', 5)
    .where('goods.id', 'not in', (eb) => eb.selectFrom('seckill_items').select('goods_id'))
    .orderBy('skus.id')
    .executeTakeFirstOrThrow()
  variantSku = sku.id
}, 60_000)
afterAll(async () => {
  await app?.close()
})

interface Line {
  cart_id: number
  item_id: number
  item_name: string
  item_spec_desc: string
  pics: string
  price: number
  num: number
  total_fee: number
  discount_fee: number
  is_checked: boolean
}
interface Cart {
  valid_cart: { shop_id: number; shop_name: string; list: Line[] }[]
  invalid_cart: Line[]
  cartInfo: { resultCartData: unknown[] }
}

/** What the add button posts (contract 2.6). */
const addForm = (itemId: number, distributorId: number, extra: Record<string, unknown> = {}) => ({
  item_id: itemId,
  num: 1,
  cart_type: 'cart',
  shop_type: 'distributor',
  distributor_id: distributorId,
  ...extra,
})

function expectLine(line: Line) {
  expect(line).toMatchObject({
    cart_id: expect.any(Number),
    item_id: expect.any(Number),
    item_name: expect.any(String),
    item_spec_desc: expect.any(String),
    pics: expect.any(String),
    price: expect.any(Number),
    num: expect.any(Number),
    total_fee: expect.any(Number),
    discount_fee: expect.any(Number),
    is_checked: expect.any(Boolean),
  })
}

async function freshMember(): Promise<TestMember> {
  return createTestMember(app)
}

describe('POST cart', () => {
  it('answers HTTP 200 with that shop’s cart in the cart/list shape, keeping our whole cartInfo', async () => {
    const member = await freshMember()
    const client = nuxtClient(app, member.token)
    dataOf(await client.post('cart', addForm(other.id, other.distributor_id)))
    const answer = await client.post('cart', addForm(own.id, own.distributor_id, { num: 2 }))
    const cart = dataOf<Cart>(answer)
    expect(cart.valid_cart.map((group) => group.shop_id)).toEqual([own.distributor_id])
    expect(cart.invalid_cart).toEqual([])
    const line = cart.valid_cart[0]!.list[0]!
    expectLine(line)
    expect(line).toMatchObject({
      item_id: own.id,
      num: 2,
      is_checked: true,
      total_fee: line.price * 2 - line.discount_fee,
    })
    expect(cart.cartInfo.resultCartData).toHaveLength(2)
  })

  it('adds the SKU the picker resolved, and answers buy now (fastbuy) truthily without touching the cart', async () => {
    const member = await freshMember()
    const client = nuxtClient(app, member.token)
    const cart = dataOf<Cart>(await client.post('cart', addForm(variantSku, 0)))
    expect(cart.valid_cart.flatMap((group) => group.list)).toHaveLength(1)
    dataOf(await client.post('cart', addForm(own.id, own.distributor_id, { cart_type: 'fastbuy' })))
    expect(dataOf<Cart>(await client.get('cart/list')).valid_cart.flatMap((group) => group.list)).toHaveLength(1)
  })
})

describe('GET cart/list', () => {
  it('answers {valid_cart: [], invalid_cart: []} for an empty cart', async () => {
    const member = await freshMember()
    expect(dataOf(await nuxtClient(app, member.token).get('cart/list'))).toMatchObject({
      valid_cart: [],
      invalid_cart: [],
    })
  })

  it('groups valid lines by shop with a name, and lists lines that can no longer be bought in invalid_cart', async () => {
    const member = await freshMember()
    const client = nuxtClient(app, member.token)
    dataOf(await client.post('cart', addForm(own.id, own.distributor_id)))
    dataOf(await client.post('cart', addForm(other.id, other.distributor_id)))
    let cart = dataOf<Cart>(await client.get('cart/list'))
    expect(cart.valid_cart.map((group) => group.shop_id).sort()).toEqual(
      [own.distributor_id, other.distributor_id].sort(),
    )
    for (const group of cart.valid_cart) {
      expect(group.shop_name).not.toBe('')
      for (const line of group.list) expectLine(line)
    }

    await app.db.updateTable('goods').set({ approve_status: 'instock' }).where('id', '=', other.id).execute()
    try {
      cart = dataOf<Cart>(await client.get('cart/list'))
      expect(cart.valid_cart.map((group) => group.shop_id)).toEqual([own.distributor_id])
      expect(cart.invalid_cart.map((line) => line.item_id)).toEqual([other.id])
      expectLine(cart.invalid_cart[0]!)
    } finally {
      await app.db.updateTable('goods').set({ approve_status: 'onsale' }).where('id', '=', other.id).execute()
    }
  })

  it('answers 401 to a guest and to a stale token (the cart is the member’s)', async () => {
    expect((await nuxtClient(app).get('cart/list')).status).toBe(401)
    expect((await nuxtClient(app, STALE_TOKEN).get('cart/list')).status).toBe(401)
  })
})

describe('line actions with their arguments in the query string', () => {
  it('PUT cartupdate/checkstatus with cart_id[] and is_checked, PUT cartupdate/num, DELETE cartdel with cart_id[]', async () => {
    const member = await freshMember()
    const client = nuxtClient(app, member.token)
    dataOf(await client.post('cart', addForm(own.id, own.distributor_id)))
    dataOf(await client.post('cart', addForm(other.id, other.distributor_id)))
    const lines = () =>
      client.get('cart/list').then((answer) => dataOf<Cart>(answer).valid_cart.flatMap((group) => group.list))
    const ids = (await lines()).map((line) => line.cart_id)

    dataOf(await client.put('cartupdate/checkstatus', { cart_id: ids, is_checked: 'false' }))
    expect((await lines()).map((line) => line.is_checked)).toEqual([false, false])
    dataOf(await client.put('cartupdate/checkstatus', { cart_id: ids[0], is_checked: 'true' }))
    expect((await lines()).filter((line) => line.is_checked).map((line) => line.cart_id)).toEqual([ids[0]])

    dataOf(await client.put('cartupdate/num', { cart_id: ids[0], num: 3 }))
    const changed = (await lines()).find((line) => line.cart_id === ids[0])!
    expect(changed.num).toBe(3)
    expect(changed.total_fee).toBe(changed.price * 3 - changed.discount_fee)

    dataOf(await client.delete('cartdel', { cart_id: ids }))
    expect(await lines()).toEqual([])
  })

  it('DELETE cartdel also takes one cart_id, and a bracketed form body', async () => {
    const member = await freshMember()
    const client = nuxtClient(app, member.token)
    const first = dataOf<Cart>(await client.post('cart', addForm(own.id, own.distributor_id))).valid_cart[0]!.list[0]!
      .cart_id
    dataOf(await client.delete('cartdel', { cart_id: first }))
    expect(dataOf<Cart>(await client.get('cart/list')).valid_cart).toEqual([])
  })
})

describe('GET cartcount?shop_type=distributor', () => {
  it('answers item_count and cart_count', async () => {
    const member = await freshMember()
    const client = nuxtClient(app, member.token)
    expect(dataOf(await client.get('cartcount', { shop_type: 'distributor' }))).toEqual({
      item_count: 0,
      cart_count: 0,
    })
    dataOf(await client.post('cart', addForm(own.id, own.distributor_id, { num: 2 })))
    dataOf(await client.post('cart', addForm(other.id, other.distributor_id)))
    expect(dataOf(await client.get('cartcount', { shop_type: 'distributor' }))).toEqual({
      item_count: 3,
      cart_count: 2,
    })
  })
})
