import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestMember } from '../commerce/test-helpers.ts'
import { contentWatch } from '../lib/content-version.ts'
import { pageLayoutStore } from '../pages/layout.ts'
import { buildTestApp } from '../testing.ts'
import { countStatements } from './query-count.ts'

/**
 * SQL statements per request on the seeded mall, for the API calls the storefront's home, goods
 * list and item pages make (runtime/pages: the root loader's layout, the descriptor, goods/items,
 * goods/category, the item with its coupons, recommendations and collect state). Every route reads
 * each kind of data once, batched (`where id in (...)`), so its count does not grow with the goods,
 * widgets or SKUs it shows; each budget is today's count, so a query per row fails here. A member's
 * requests add their session (one prepared statement) and what only members see.
 */

const API = '/api/h5app/wxapp'

let app: FastifyInstance
let member: Record<string, string>
let goodsId: number

beforeAll(async () => {
  app = await buildTestApp({ seed: true })
  member = (await createTestMember(app)).headers
  const goods = await app.db
    .selectFrom('goods')
    .select('id')
    .where('approve_status', '=', 'onsale')
    .where('item_type', '=', 'normal')
    .orderBy('id')
    .executeTakeFirstOrThrow()
  goodsId = goods.id
}, 60_000)
afterAll(() => app.close())

/**
 * The statements one GET runs. Guests' answers are cached per content version: a new version
 * makes this one resolve afresh. The site frame, read once per version for every page, is read
 * before counting.
 */
async function statementsOf(url: string, headers: Record<string, string> = {}): Promise<string[]> {
  const watch = contentWatch(app.db)
  watch.heard(watch.version + 1)
  await pageLayoutStore(app).get(1)
  const { result, statements } = await countStatements(() => app.inject({ method: 'GET', url, headers }))
  expect(result.statusCode, `${url} answered ${result.body.slice(0, 200)}`).toBe(200)
  return statements
}

type Budget = [route: string, viewer: 'guest' | 'member', statements: number, url: () => string]

const budgets: Budget[] = [
  // Every storefront page: the site frame is kept in memory.
  ['GET /api/pages/layout', 'guest', 0, () => '/api/pages/layout'],
  // Template, goods, coupons, shops, shop tags, the shops' best sellers, categories.
  ['GET /api/pages/home', 'guest', 7, () => '/api/pages/home'],
  // … plus the session and the member's coupon holdings.
  ['GET /api/pages/home', 'member', 9, () => '/api/pages/home'],
  ['GET /api/pages/custom/:pageid', 'guest', 3, () => '/api/pages/custom/1002'],
  ['GET /api/pages/product/*', 'guest', 2, () => '/api/pages/product/new-arrivals'],
  // Goods page, count, the brands of the ECShopX brand filter, SKUs, promotions, seckill items.
  ['GET goods/items', 'guest', 6, () => `${API}/goods/items?page=1&pageSize=20`],
  // … plus the session and the member with their grade (SKUs carry the grade's prices).
  ['GET goods/items', 'member', 8, () => `${API}/goods/items?page=1&pageSize=20`],
  // … plus the category with its descendants.
  ['GET goods/items?cat_id=', 'guest', 7, () => `${API}/goods/items?page=1&pageSize=20&cat_id=1`],
  ['GET goods/category', 'guest', 1, () => `${API}/goods/category`],
  // Goods, SKUs, spec groups, spec values, tags, promotions, seckill items, category path, VIP guide.
  ['GET goods/items/:id', 'guest', 9, () => `${API}/goods/items/${goodsId}`],
  ['GET goods/items/:id', 'member', 11, () => `${API}/goods/items/${goodsId}`],
  [
    'GET user/newGetCardList',
    'guest',
    2,
    () => `${API}/user/newGetCardList?item_id=${goodsId}&distributor_id=0&end_date=1&page=1&page_size=999`,
  ],
  [
    'GET user/newGetCardList',
    'member',
    4,
    () => `${API}/user/newGetCardList?item_id=${goodsId}&distributor_id=0&end_date=1&page=1&page_size=999`,
  ],
  // The item's category, one page of goods, their count, then the cards' SKUs, promotions, seckill items.
  [
    'GET promotions/recommendlike',
    'guest',
    6,
    () => `${API}/promotions/recommendlike?item_id=${goodsId}&page=1&pageSize=5`,
  ],
  [
    'GET promotions/recommendlike',
    'member',
    8,
    () => `${API}/promotions/recommendlike?item_id=${goodsId}&page=1&pageSize=5`,
  ],
  ['GET member/collect/item/check', 'member', 2, () => `${API}/member/collect/item/check?item_id=${goodsId}`],
]

describe('SQL statements per request', () => {
  it.each(budgets)('%s as a %s: at most %i statements', async (_route, viewer, budget, url) => {
    const statements = await statementsOf(url(), viewer === 'member' ? member : {})
    expect(statements.length, statements.join(', ')).toBeLessThanOrEqual(budget)
  })

  it('reads the same statements for a page of 2 goods as for a page of 40', async () => {
    for (const viewer of [{}, member]) {
      // Sorted: statements run side by side finish in any order.
      const few = (await statementsOf(`${API}/goods/items?page=1&pageSize=2`, viewer)).sort()
      const many = (await statementsOf(`${API}/goods/items?page=1&pageSize=40`, viewer)).sort()
      expect(many).toEqual(few)
    }
  })

  it('resolves the seeded home page, a hundred goods in two dozen widgets, reading each kind of data once', async () => {
    const statements = await statementsOf('/api/pages/home')
    // Goods are read twice: those the widgets name, and the best sellers of the shops they show.
    expect(statements.filter((statement) => statement === 'select goods')).toHaveLength(2)
    expect(new Set(statements).size).toBe(statements.length - 1)
  })
})
