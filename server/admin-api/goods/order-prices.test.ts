import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as checkout from '../../commerce/checkout/test-fixtures.ts'
import { buildShopTestApp, createTestOperator, type TestMember } from '../../commerce/test-helpers.ts'
import type { GoodsDetail } from '../../../schemas/api/admin/goods.ts'
import { adminCall, bodyOf, type Caller, createCategoryPath, specBody } from './test-fixtures.ts'

/** Orders keep the prices they were placed at; the console's price changes apply to the next ones. */

let app: FastifyInstance
let admin: Caller
let buyer: TestMember
let leaf: number

beforeAll(async () => {
  app = await buildShopTestApp()
  admin = await createTestOperator(app)
  ;[, , leaf] = await createCategoryPath(app.db)
  buyer = await checkout.createShopper(app)
}, 60_000)
afterAll(() => app?.close())

async function buy(goods: GoodsDetail, skuId: number) {
  await checkout.addCartLine(app.db, buyer.id, goods.id, { cartType: 'fastbuy', skuId, quantity: 2 })
  const placed = await checkout.call(app, buyer, 'POST', '/order_new', { mode: 'fastbuy' })
  expect(placed.status, JSON.stringify(placed.body)).toBe(200)
  return placed.body.data.order_id as string
}

const orderOf = async (orderId: string) => ({
  order: await app.db
    .selectFrom('orders')
    .select(['total_fee', 'item_fee'])
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow(),
  lines: await app.db
    .selectFrom('order_items')
    .select(['sku_id', 'price', 'item_fee', 'total_fee', 'spec_desc', 'bn', 'item_name'])
    .where('order_id', '=', orderId)
    .execute(),
})

describe('a price change in the console', () => {
  it('applies to orders placed after it and never rewrites an order', async () => {
    const goods: GoodsDetail = (await adminCall(app, admin, 'POST', '/goods', specBody(leaf))).json().data
    const sku = goods.skus[0]
    const first = await buy(goods, sku.id)
    const before = await orderOf(first)
    expect(before.lines).toEqual([expect.objectContaining({ sku_id: sku.id, price: 9900, item_fee: 19800 })])

    const body = bodyOf(goods)
    body.item_name = '改价后的名字'
    body.skus[0].price = 7900
    body.skus[0].bn = `${sku.bn}-N`
    body.spec_groups[0].values[0].name = '石墨黑'
    body.skus = body.skus.map((row) => ({
      ...row,
      spec_values: row.spec_values.map((name) => (name === '曜石黑' ? '石墨黑' : name)),
    }))
    const saved = await adminCall(app, admin, 'PUT', `/goods/${goods.id}`, body)
    expect(saved.statusCode, saved.body).toBe(200)

    expect(await orderOf(first)).toEqual(before)
    expect(before.lines[0]).toMatchObject({
      spec_desc: '颜色:曜石黑 容量:128GB',
      bn: sku.bn,
      item_name: goods.item_name,
    })

    const second = await orderOf(await buy(goods, sku.id))
    expect(second.lines).toEqual([
      expect.objectContaining({
        sku_id: sku.id,
        price: 7900,
        item_fee: 15800,
        spec_desc: '颜色:石墨黑 容量:128GB',
        item_name: '改价后的名字',
      }),
    ])
  })

  it('refuses to remove a spec whose SKU has orders, and keeps the goods as it was', async () => {
    const goods: GoodsDetail = (await adminCall(app, admin, 'POST', '/goods', specBody(leaf))).json().data
    await buy(goods, goods.skus[3].id)
    const body = bodyOf(goods)
    body.spec_groups[1].values = body.spec_groups[1].values.filter((value) => value.name !== '256GB')
    body.skus = body.skus.filter((row) => row.spec_values[1] !== '256GB')
    const refused = await adminCall(app, admin, 'PUT', `/goods/${goods.id}`, body)
    expect(refused.statusCode).toBe(400)
    expect(refused.json().fields.skus).toBe('被删除的规格已有订单，不能删除；不再销售可将其库存改为0')
    const after: GoodsDetail = (await adminCall(app, admin, 'GET', `/goods/${goods.id}`)).json().data
    expect(after.skus).toHaveLength(4)
    expect(after.has_orders).toBe(true)
  })
})
