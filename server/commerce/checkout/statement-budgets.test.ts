import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { countStatements } from '../../db/query-count.ts'
import { buildShopTestApp, createTestGoods, createTestMember, type TestMember } from '../test-helpers.ts'
import { addCartLine, createTestAddress, giveCoupon, setPointBalance } from './test-fixtures.ts'

/**
 * SQL statements per call of the buy flow (db/query-count.ts): what the storefront runs for every
 * order. Each kind of data is read once, batched, whatever the number of lines; only the
 * conditional stock and sales writes go per goods. Budgets are today's counts on the dialect that
 * needs more (SQLite wraps each order in a savepoint; PostgreSQL takes the member's lock), so a
 * read per line or a lookup repeated fails here.
 */

const API = '/api/h5app/wxapp/'

let app: FastifyInstance
let member: TestMember
beforeAll(async () => {
  app = await buildShopTestApp()
  member = await createTestMember(app)
  await createTestAddress(app.db, member.id)
  await setPointBalance(app.db, member.id, 100_000)
})
afterAll(() => app?.close())

async function statementsOf(url: string, payload: Record<string, unknown>): Promise<number> {
  const { result, statements } = await countStatements(() =>
    app.inject({ method: 'POST', url: API + url, headers: member.headers, payload }),
  )
  expect(result.statusCode, `${url} answered ${result.body.slice(0, 200)}`).toBe(200)
  return statements.length
}

describe('SQL statements of the buy flow', () => {
  it('buys now within budget: the cart line, the checkout page and the order with a coupon and points', async () => {
    const goods = await createTestGoods(app.db, { price: 10000, store: 100 })
    await giveCoupon(app.db, member.id, { reduce_cost: 500, least_cost: 0 })
    // Session, the goods and its one SKU, then the "buy now" line replaced.
    expect(await statementsOf('cart', { item_id: goods, num: 1, cart_type: 'fastbuy' })).toBeLessThanOrEqual(8)
    // Session, the buyer with grade, points and address, the line, held coupons, promotions.
    expect(await statementsOf('cart/checkout', { mode: 'fastbuy' })).toBeLessThanOrEqual(5)
    // The shop's 订单设置 (the payment deadline) and the same reads, then the order's writes:
    // coupon, points and their ledger, the cart line, the order, stock, sales and the order's lines.
    expect(
      await statementsOf('order_new', { mode: 'fastbuy', point_use: 100, idempotency_key: 'budget-1' }),
    ).toBeLessThanOrEqual(17)
  })

  it('reads as much for four cart lines as for one', async () => {
    await addCartLine(app.db, member.id, await createTestGoods(app.db, { price: 3000 }))
    const one = await statementsOf('cart/checkout', { mode: 'cart' })
    for (let i = 0; i < 3; i++) await addCartLine(app.db, member.id, await createTestGoods(app.db, { price: 3000 + i }))
    expect(await statementsOf('cart/checkout', { mode: 'cart' })).toBe(one)
    // Stock and sales are conditional writes per goods: 2 more statements per extra goods.
    expect(await statementsOf('order_new', { mode: 'cart', idempotency_key: 'budget-4' })).toBeLessThanOrEqual(
      14 + 2 * 3,
    )
  })
})
