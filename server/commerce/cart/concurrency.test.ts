import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildShopTestApp, createTestMember } from '../test-helpers.ts'
import { cartCall, createSimpleGoods, fillCart, storedLines } from './test-fixtures.ts'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildShopTestApp()
})
afterAll(() => app?.close())

describe('parallel cart writes by one member', () => {
  it('50 parallel adds of the same SKU never take the line past the stock', async () => {
    const member = await createTestMember(app)
    const { goodsId } = await createSimpleGoods(app.db, { store: 20 })
    const results = await Promise.all(
      Array.from({ length: 50 }, () => cartCall(app, member, 'POST', '/cart', { item_id: goodsId, num: 1 })),
    )
    const statuses = results.map((r) => r.status)
    expect(statuses.filter((s) => s === 200)).toHaveLength(20)
    expect(statuses.filter((s) => s === 409)).toHaveLength(30)
    for (const refused of results.filter((r) => r.status === 409))
      expect(refused.body.message).toBe('库存不足，最大库存为20件')
    const lines = await storedLines(app.db, member.id)
    expect(lines).toHaveLength(1)
    expect(lines[0]!.quantity).toBe(20)
  })

  it('parallel adds of uneven quantities stay within the stock', async () => {
    const member = await createTestMember(app)
    const { goodsId } = await createSimpleGoods(app.db, { store: 25 })
    const nums = Array.from({ length: 50 }, (_, i) => (i % 4) + 1)
    const results = await Promise.all(
      nums.map((num) => cartCall(app, member, 'POST', '/cart', { item_id: goodsId, num })),
    )
    const added = results.reduce((sum, r, i) => sum + (r.status === 200 ? nums[i]! : 0), 0)
    const [line] = await storedLines(app.db, member.id)
    expect(line!.quantity).toBe(added)
    expect(line!.quantity).toBeLessThanOrEqual(25)
  })

  it('parallel buy-now calls leave exactly one buy-now line', async () => {
    const member = await createTestMember(app)
    const goods = await Promise.all(Array.from({ length: 10 }, () => createSimpleGoods(app.db)))
    const results = await Promise.all(
      goods.map((g) => cartCall(app, member, 'POST', '/cart', { item_id: g.goodsId, cart_type: 'fastbuy' })),
    )
    expect(results.every((r) => r.status === 200)).toBe(true)
    expect((await storedLines(app.db, member.id)).filter((l) => l.cart_type === 'fastbuy')).toHaveLength(1)
  })

  it('parallel adds of different goods stop at 120 lines', async () => {
    const member = await createTestMember(app)
    await fillCart(app.db, member.id, 115, 'par')
    const goods = await Promise.all(Array.from({ length: 12 }, () => createSimpleGoods(app.db)))
    const results = await Promise.all(goods.map((g) => cartCall(app, member, 'POST', '/cart', { item_id: g.goodsId })))
    expect(results.filter((r) => r.status === 200)).toHaveLength(5)
    expect(results.filter((r) => r.status === 400).map((r) => r.body.message)).toEqual(Array(7).fill('购物车已满'))
    expect(await storedLines(app.db, member.id)).toHaveLength(120)
  })
})
