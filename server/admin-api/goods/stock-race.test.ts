import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as checkout from '../../commerce/checkout/test-fixtures.ts'
import { buildShopTestApp, createTestOperator, type TestMember } from '../../commerce/test-helpers.ts'
import type { GoodsDetail } from '../../../schemas/api/admin/goods.ts'
import { adminCall, type Caller, createCategoryPath, nospecBody, skuInput } from './test-fixtures.ts'

/**
 * Operators change stock while shoppers buy: every change is a delta or a conditional write, so
 * no order is undone by an edit and no edit is lost to an order, on SQLite and PostgreSQL alike.
 */

let app: FastifyInstance
let admin: Caller
let warehouse: Caller
let buyers: TestMember[]
let leaf: number

beforeAll(async () => {
  app = await buildShopTestApp()
  admin = await createTestOperator(app)
  warehouse = await createTestOperator(app, { role: '仓库' })
  ;[, , leaf] = await createCategoryPath(app.db)
  buyers = await checkout.createBuyers(app, 200)
}, 180_000)
afterAll(() => app?.close())

describe('200 orders against 20 operator stock edits', () => {
  it('keeps stock + sold = initial + added, and never oversells', async () => {
    const initial = 60
    const created = await adminCall(
      app,
      admin,
      'POST',
      '/goods',
      nospecBody(leaf, { skus: [skuInput([], { price: 1000, store: initial })] }),
    )
    const goods: GoodsDetail = created.json().data
    const sku = goods.skus[0].id
    for (const buyer of buyers) await checkout.addCartLine(app.db, buyer.id, goods.id, { cartType: 'fastbuy' })

    const stockUrl = `/goods/skus/${sku}/stock`
    // 20 additions of 5, and 5 conditional sets from what the list showed a moment before.
    const adds = Array.from({ length: 20 }, () =>
      adminCall(app, warehouse, 'PATCH', stockUrl, { mode: 'add', value: 5 }).then((r) => ({
        status: r.statusCode,
        delta: 5,
      })),
    )
    const sets = Array.from({ length: 5 }, async () => {
      const shown: number = (await adminCall(app, warehouse, 'GET', `/goods/${goods.id}`)).json().data.skus[0].store
      const r = await adminCall(app, warehouse, 'PATCH', stockUrl, { mode: 'set', value: shown + 3, expected: shown })
      return { status: r.statusCode, delta: 3, current: r.json().store as number | undefined }
    })
    const orders = buyers.map((buyer) =>
      checkout
        .call(app, buyer, 'POST', '/order_new', { mode: 'fastbuy' })
        .then((r) => ({ status: r.status, delta: 0 })),
    )
    const edits = [...adds, ...sets]
    const results = await Promise.all([...orders, ...edits])
    const orderResults = results.slice(0, buyers.length)
    const editResults = results.slice(buyers.length)

    expect(orderResults.every((r) => r.status === 200 || r.status === 409)).toBe(true)
    expect(editResults.every((r) => r.status === 200 || r.status === 409)).toBe(true)
    expect(editResults.slice(0, 20).every((r) => r.status === 200)).toBe(true)
    const added = editResults.filter((r) => r.status === 200).reduce((sum, r) => sum + r.delta, 0)

    const lines = await app.db.selectFrom('order_items').select('quantity').where('sku_id', '=', sku).execute()
    const sold = lines.reduce((sum, line) => sum + line.quantity, 0)
    expect(sold).toBe(orderResults.filter((r) => r.status === 200).length)
    const store = await checkout.storeOf(app.db, sku)
    expect(store).toBeGreaterThanOrEqual(0)
    expect(store + sold).toBe(initial + added)
    // 60 + at least 100 units for 200 buyers: the shop sold out rather than oversold.
    expect(sold).toBeGreaterThanOrEqual(initial + 100 - store)
    const skuRow = await app.db.selectFrom('skus').select('sales').where('id', '=', sku).executeTakeFirstOrThrow()
    expect(skuRow.sales).toBe(sold)
    const audited = await app.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', '修改库存')
      .where('target', '=', goods.item_name)
      .execute()
    expect(audited).toHaveLength(editResults.filter((r) => r.status === 200).length)
  }, 180_000)
})
