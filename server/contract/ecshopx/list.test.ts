import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../testing.ts'
import { createTestMember } from '../../commerce/test-helpers.ts'
import { dataOf, nuxtClient, STALE_TOKEN } from './nuxt-client.ts'

/** Contract 2.2 (goods list) and its row of the table in section 3. */

let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp({ seed: true })
}, 60_000)
afterAll(() => app?.close())

interface Card {
  item_id: number
  distributor_id: number
  item_name: string
  pics: string[]
  price: number
  member_price: number
  activity_price: number | null
  market_price: number
  sales: number
  brand: string
}
interface List {
  list: Card[]
  total_count: number
  brand_list: { list: { attribute_id: number; attribute_name: string }[]; total_count: number }
  tdk_data: { title: string; mate_keywords: string; mate_description: string }
}

/** What the list page always sends (contract 2.2). */
const ALWAYS = { page: 1, pageSize: 20, item_type: 'normal', is_tdk: 1, type: 0 }

const list = (params: Record<string, unknown> = {}, token?: string) =>
  nuxtClient(app, token).get('goods/items', { ...ALWAYS, ...params })

describe('GET goods/items as the ECShopX list page calls it', () => {
  it('answers list entries with the fields the cards read, total_count, brand_list and tdk_data', async () => {
    const data = dataOf<List>(await list())
    expect(data.list.length).toBe(20)
    expect(data.total_count).toBeGreaterThan(20)
    for (const card of data.list) {
      expect(card).toMatchObject({
        item_id: expect.any(Number),
        distributor_id: expect.any(Number),
        item_name: expect.any(String),
        price: expect.any(Number),
        member_price: expect.any(Number),
        market_price: expect.any(Number),
      })
      expect(Array.isArray(card.pics) && card.pics.length > 0 && typeof card.pics[0] === 'string').toBe(true)
      expect(card.activity_price === null || Number.isInteger(card.activity_price)).toBe(true)
    }
    expect(data.brand_list.list.length).toBeGreaterThan(0)
    expect(data.brand_list.total_count).toBe(data.brand_list.list.length)
    expect(Object.keys(data.tdk_data).sort()).toEqual(['mate_description', 'mate_keywords', 'title'])
  })

  it('sorts by goodsSort: 1 sales, 4 newest, 2 price high to low, 3 price low to high', async () => {
    const prices = (data: List) => data.list.map((card) => card.price)
    const desc = (values: number[]) => values.every((v, i) => i === 0 || values[i - 1]! >= v)
    expect(desc(dataOf<List>(await list({ goodsSort: 1 })).list.map((card) => card.sales))).toBe(true)
    expect(desc(prices(dataOf<List>(await list({ goodsSort: 2 }))))).toBe(true)
    expect(desc([...prices(dataOf<List>(await list({ goodsSort: 3 })))].reverse())).toBe(true)
    const newest = dataOf<List>(await list({ goodsSort: 4 })).list[0]!.item_id
    const latest = await app.db
      .selectFrom('goods')
      .select('id')
      .where('approve_status', '=', 'onsale')
      .where('item_type', '=', 'normal')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    expect(newest).toBe(latest.id)
  })

  it('filters by keywords, category_id, main_category, brand_id and a price range in yuan', async () => {
    const phones = dataOf<List>(await list({ keywords: '手机' }))
    expect(phones.total_count).toBeGreaterThan(0)
    expect(phones.tdk_data.title).toContain('手机')

    const category = await app.db
      .selectFrom('goods')
      .select('category_id')
      .where('approve_status', '=', 'onsale')
      .executeTakeFirstOrThrow()
    const byCategory = dataOf<List>(await list({ category_id: category.category_id, pageSize: 100 }))
    const inCategory = await app.db
      .selectFrom('goods')
      .select('id')
      .where('category_id', '=', category.category_id)
      .where('approve_status', '=', 'onsale')
      .where('item_type', '=', 'normal')
      .execute()
    expect(byCategory.list.map((c) => c.item_id).sort()).toEqual(inCategory.map((g) => g.id).sort())
    const main = await app.db
      .selectFrom('goods')
      .select('main_category_id')
      .where('main_category_id', 'is not', null)
      .where('approve_status', '=', 'onsale')
      .executeTakeFirstOrThrow()
    const byMain = dataOf<List>(await list({ main_category: main.main_category_id, pageSize: 100 }))
    const inMain = await app.db
      .selectFrom('goods')
      .select('id')
      .where('main_category_id', '=', main.main_category_id)
      .where('approve_status', '=', 'onsale')
      .where('item_type', '=', 'normal')
      .execute()
    expect(byMain.list.map((c) => c.item_id).sort()).toEqual(inMain.map((g) => g.id).sort())

    const brand = dataOf<List>(await list()).brand_list.list[0]!
    const byBrand = dataOf<List>(await list({ brand_id: brand.attribute_id, pageSize: 100 }))
    expect(byBrand.total_count).toBeGreaterThan(0)
    expect(byBrand.list.every((card) => card.brand === brand.attribute_name)).toBe(true)
    expect(dataOf<List>(await list({ brand_id: 2_000_000_000 })).total_count).toBe(0)

    const ranged = dataOf<List>(await list({ start_price: 100, end_price: 500, pageSize: 100 }))
    expect(ranged.total_count).toBeGreaterThan(0)
    expect(ranged.list.every((card) => card.price >= 10_000 && card.price <= 50_000)).toBe(true)
  })

  it('pages as the infinite scroll does until ceil(total_count / 20)', async () => {
    const first = dataOf<List>(await list())
    const last = Math.ceil(first.total_count / 20)
    const end = dataOf<List>(await list({ page: last }))
    expect(end.list.length).toBe(first.total_count - (last - 1) * 20)
  })

  it('answers a stale token as a guest and a member at the member price', async () => {
    const guest = dataOf<List>(await list())
    const stale = dataOf<List>(await list({}, STALE_TOKEN))
    expect(stale).toEqual(guest)
    const member = await createTestMember(app)
    expect(dataOf<List>(await list({}, member.token)).total_count).toBe(guest.total_count)
  })
})
