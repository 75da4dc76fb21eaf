import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildShopTestApp, createTestGoods, createTestMember } from '../test-helpers.ts'
import { newOrderNumber } from '../vip/order-number.ts'
import { addCartLine, call, createTestAddress, skuOf, storeOf } from './test-fixtures.ts'

// Order numbers as the test deals them, to make two orders draw the same one.
vi.mock('../vip/order-number.ts', () => ({ newOrderNumber: vi.fn() }))
const dealt = vi.mocked(newOrderNumber)

let app: FastifyInstance
beforeAll(async () => {
  app = await buildShopTestApp()
})
afterAll(() => app?.close())

describe('order numbers', () => {
  it('writes an order again under a fresh number when another order drew the same one', async () => {
    const member = await createTestMember(app)
    await createTestAddress(app.db, member.id)
    const goods = await createTestGoods(app.db, { price: 2000, store: 10 })
    const sku = await skuOf(app.db, goods)

    await addCartLine(app.db, member.id, goods, { cartType: 'fastbuy' })
    dealt.mockReturnValueOnce('202611250000000001')
    const first = await call(app, member, 'POST', '/order_new', { mode: 'fastbuy' })
    expect(first.body.data.order_id).toBe('202611250000000001')

    await addCartLine(app.db, member.id, goods, { cartType: 'fastbuy', quantity: 2 })
    dealt.mockReturnValueOnce('202611250000000001').mockReturnValueOnce('202611250000000002')
    const second = await call(app, member, 'POST', '/order_new', { mode: 'fastbuy' })
    expect(second.status).toBe(200)
    expect(second.body.data.order_id).toBe('202611250000000002')
    // The attempt that drew the taken number left nothing behind.
    expect(await storeOf(app.db, sku)).toBe(7)
    const items = await app.db
      .selectFrom('order_items')
      .select(['order_id', 'quantity'])
      .where('sku_id', '=', sku)
      .orderBy('order_id')
      .execute()
    expect(items).toEqual([
      { order_id: '202611250000000001', quantity: 1 },
      { order_id: '202611250000000002', quantity: 2 },
    ])
  })
})
