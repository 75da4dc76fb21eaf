import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SeckillDetail } from '../../../schemas/api/admin/activities.ts'
import { now } from '../../../schemas/time.ts'
import * as checkout from '../../commerce/checkout/test-fixtures.ts'
import { buildShopTestApp, createTestGoods, createTestOperator, type TestMember } from '../../commerce/test-helpers.ts'
import { adminCall, type Caller } from '../goods/test-fixtures.ts'

/**
 * Operators change a running seckill's stock while shoppers buy it: adds are deltas and sets are
 * conditional on the stock the operator saw, so no purchase is undone by an edit, no edit is lost
 * to a purchase, and the activity never oversells, on SQLite and PostgreSQL alike.
 */

let app: FastifyInstance
let admin: Caller
let buyers: TestMember[]

beforeAll(async () => {
  app = await buildShopTestApp()
  admin = await createTestOperator(app)
  buyers = await checkout.createBuyers(app, 60)
}, 180_000)
afterAll(() => app?.close())

describe('60 seckill purchases against operator stock edits', () => {
  it('keeps left + sold = initial + added, and never oversells', async () => {
    const initial = 20
    const goodsId = await createTestGoods(app.db, { price: 5990, store: 1000 })
    const skuId = await checkout.skuOf(app.db, goodsId)
    const created = await adminCall(app, admin, 'POST', '/seckill', {
      activity_name: '并发秒杀',
      starts_at: now() - 60,
      ends_at: now() + 3600,
      items: [{ sku_id: skuId, act_price: 990, stock: initial, limit_per_member: 1 }],
    })
    expect(created.statusCode, created.body).toBe(200)
    const activity: SeckillDetail = created.json().data
    const item = activity.items[0]!
    const stockUrl = `/seckill/items/${item.id}/stock`
    for (const buyer of buyers) await checkout.addCartLine(app.db, buyer.id, goodsId, { cartType: 'fastbuy' })

    const purchases = buyers.map(async (buyer) => {
      const ticket = await checkout.call(app, buyer, 'GET', '/promotion/seckillactivity/geticket', {
        item_id: goodsId,
        seckill_id: activity.id,
        num: 1,
      })
      if (ticket.status !== 200) return { status: ticket.status, delta: 0 }
      const order = await checkout.call(app, buyer, 'POST', '/order_new', {
        cart_type: 'fastbuy',
        order_type: 'normal_seckill',
        seckill_id: activity.id,
        ticket: ticket.body.data.ticket,
      })
      return { status: order.status, delta: 0 }
    })
    const adds = Array.from({ length: 8 }, () =>
      adminCall(app, admin, 'PATCH', stockUrl, { mode: 'add', value: 2 }).then((r) => ({
        status: r.statusCode,
        delta: 2,
      })),
    )
    const sets = Array.from({ length: 4 }, async () => {
      const shown = (await adminCall(app, admin, 'GET', `/seckill/${activity.id}`)).json().data.items[0].stock as number
      const r = await adminCall(app, admin, 'PATCH', stockUrl, { mode: 'set', value: shown + 3, expected: shown })
      return { status: r.statusCode, delta: 3 }
    })
    const results = await Promise.all([...purchases, ...adds, ...sets])
    const purchaseResults = results.slice(0, buyers.length)
    const editResults = results.slice(buyers.length)

    expect(purchaseResults.every((r) => [200, 400, 409].includes(r.status))).toBe(true)
    expect(editResults.every((r) => r.status === 200 || r.status === 409)).toBe(true)
    expect(editResults.slice(0, 8).every((r) => r.status === 200)).toBe(true)
    const added = editResults.filter((r) => r.status === 200).reduce((sum, r) => sum + r.delta, 0)

    const lines = await app.db
      .selectFrom('order_items')
      .innerJoin('orders', 'orders.order_id', 'order_items.order_id')
      .select('order_items.quantity')
      .where('orders.seckill_id', '=', activity.id)
      .execute()
    const sold = lines.reduce((sum, line) => sum + line.quantity, 0)
    expect(sold).toBe(purchaseResults.filter((r) => r.status === 200).length)
    const row = await app.db
      .selectFrom('seckill_items')
      .select(['stock', 'sales'])
      .where('id', '=', item.id)
      .executeTakeFirstOrThrow()
    expect(row.stock).toBeGreaterThanOrEqual(0)
    expect(row.stock + sold).toBe(initial + added)
    expect(row.sales).toBe(sold)
    // At least 36 units for 60 buyers: the activity sold out rather than oversold.
    expect(sold).toBeGreaterThanOrEqual(initial + 16 - row.stock)
    const audited = await app.db.selectFrom('audit_log').select('id').where('action', '=', '修改秒杀库存').execute()
    expect(audited).toHaveLength(editResults.filter((r) => r.status === 200).length)
  }, 120_000)
})
