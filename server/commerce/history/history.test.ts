import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../testing.ts'
import { createTestGoods, createTestMember, type TestMember, type ApiMethod, memberInject } from '../test-helpers.ts'
import { MAX_FOOTPRINTS } from './service.ts'

let app: FastifyInstance
let member: TestMember
let phone: number
let tablet: number
let watch: number

beforeAll(async () => {
  app = await buildTestApp()
  phone = await createTestGoods(app.db, {
    item_name: '旗舰手机',
    price: 399900,
    market_price: 459900,
    store: 3,
    image_default_id: '/uploads/phone.jpg',
  })
  tablet = await createTestGoods(app.db, { item_name: '平板电脑' })
  watch = await createTestGoods(app.db, { item_name: '智能手表', approve_status: 'instock' })
})
afterAll(() => app?.close())
beforeEach(async () => {
  member = await createTestMember(app)
})

const call = (method: ApiMethod, url: string, payload?: Record<string, unknown>, who: TestMember | null = member) =>
  memberInject(app, who, method, url, payload)

async function view(itemId: number) {
  const res = await call('POST', '/member/browse/history/save', { item_id: itemId })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data
}

async function footprints(who: TestMember = member) {
  const rows = await app.db
    .selectFrom('browse_history')
    .select('goods_id')
    .where('member_id', '=', who.id)
    .orderBy('viewed_at', 'desc')
    .orderBy('id', 'desc')
    .execute()
  return rows.map((row) => row.goods_id)
}

/** n goods in one insert, copying a template goods' category. */
async function manyGoods(n: number): Promise<number[]> {
  const template = await app.db
    .selectFrom('goods')
    .select('category_id')
    .where('id', '=', phone)
    .executeTakeFirstOrThrow()
  const rows = await app.db
    .insertInto('goods')
    .values(
      Array.from({ length: n }, (_, i) => ({
        item_name: `批量商品${i}`,
        category_id: template.category_id,
        main_category_id: null,
        price: 100,
        staff_price: null,
      })),
    )
    .returning('id')
    .execute()
  return rows.map((row) => row.id)
}

describe('POST member/browse/history/save', () => {
  it('records a footprint with the time of the view', async () => {
    const before = Math.floor(Date.now() / 1000)
    const data = await view(phone)
    expect(data).toMatchObject({ status: true, item_id: phone })
    expect(data.viewed_at).toBeGreaterThanOrEqual(before)
    expect(await footprints()).toEqual([phone])
  })

  it('keeps one footprint per goods and moves a viewed-again goods to the top', async () => {
    await view(phone)
    await view(tablet)
    await view(phone)
    expect(await footprints()).toEqual([phone, tablet])
  })

  it('records off-shelf goods too (their page still opens)', async () => {
    await view(watch)
    expect(await footprints()).toEqual([watch])
  })

  it(`keeps only the newest ${MAX_FOOTPRINTS} footprints`, async () => {
    const ids = await manyGoods(MAX_FOOTPRINTS)
    await app.db
      .insertInto('browse_history')
      .values(ids.map((id, i) => ({ member_id: member.id, goods_id: id, viewed_at: 1_700_000_000 + i })))
      .execute()
    await view(phone)
    const kept = await footprints()
    expect(kept).toHaveLength(MAX_FOOTPRINTS)
    expect(kept[0]).toBe(phone)
    expect(kept).not.toContain(ids[0])
    expect(kept).toContain(ids[1])
  })

  it('answers 404 for unknown goods and 400 for a malformed or missing item_id, writing nothing', async () => {
    const missing = await call('POST', '/member/browse/history/save', { item_id: 999999 })
    expect(missing.statusCode).toBe(404)
    expect(missing.json().message).toBe('商品不存在或已下架')
    for (const payload of [{}, { item_id: 'abc' }, { item_id: -1 }, { item_id: 1e12 }]) {
      expect((await call('POST', '/member/browse/history/save', payload)).statusCode).toBe(400)
    }
    expect(await footprints()).toEqual([])
  })

  it('refuses guests with 401', async () => {
    expect((await call('POST', '/member/browse/history/save', { item_id: phone }, null)).statusCode).toBe(401)
  })
})

describe('GET member/browse/history/list', () => {
  it('lists footprints newest first with the goods card', async () => {
    await view(phone)
    await view(tablet)
    const res = await call('GET', '/member/browse/history/list')
    expect(res.statusCode).toBe(200)
    const { list, total_count } = res.json().data
    expect(total_count).toBe(2)
    expect(list.map((f: { item_id: number }) => f.item_id)).toEqual([tablet, phone])
    expect(list[1]).toMatchObject({
      item_id: phone,
      distributor_id: 0,
      item_name: '旗舰手机',
      imgUrl: '/uploads/phone.jpg',
      price: 399900,
      market_price: 459900,
      store: 3,
      approve_status: 'onsale',
    })
    expect(list[1].history_id).toBeGreaterThan(0)
    expect(list[1].updated).toBe(list[1].viewed_at)
    expect(Number.isInteger(list[1].viewed_at)).toBe(true)
  })

  it('pages with page/pageSize and page_no/page_size', async () => {
    await view(phone)
    await view(tablet)
    await view(watch)
    const page2 = (await call('GET', '/member/browse/history/list?page=2&pageSize=2')).json().data
    expect(page2).toMatchObject({ total_count: 3 })
    expect(page2.list.map((f: { item_id: number }) => f.item_id)).toEqual([phone])
    expect((await call('GET', '/member/browse/history/list?page_no=1&page_size=2')).json().data.list).toHaveLength(2)
  })

  it('refuses guests with 401', async () => {
    expect((await call('GET', '/member/browse/history/list', undefined, null)).statusCode).toBe(401)
  })
})

describe('DELETE member/browse/history', () => {
  it('deletes by history id', async () => {
    const a = await view(phone)
    await view(tablet)
    const res = await call('DELETE', `/member/browse/history?history_ids=${a.history_id}`)
    expect(res.json()).toEqual({ data: { status: true, deleted: 1 } })
    expect(await footprints()).toEqual([tablet])
  })

  it('deletes by goods id from a JSON body', async () => {
    await view(phone)
    await view(tablet)
    await view(watch)
    const res = await call('DELETE', '/member/browse/history', { item_ids: [phone, watch] })
    expect(res.json().data.deleted).toBe(2)
    expect(await footprints()).toEqual([tablet])
  })

  it('clears everything with is_empty=1', async () => {
    await view(phone)
    await view(tablet)
    const res = await call('DELETE', '/member/browse/history?is_empty=1')
    expect(res.json().data.deleted).toBe(2)
    expect(await footprints()).toEqual([])
  })

  it('refuses a call naming nothing or malformed ids, deleting nothing', async () => {
    await view(phone)
    for (const query of ['', '?is_empty=0', '?history_ids=abc', '?item_ids=1,-2']) {
      expect((await call('DELETE', `/member/browse/history${query}`)).statusCode).toBe(400)
    }
    expect(await footprints()).toEqual([phone])
  })

  it('refuses guests with 401', async () => {
    expect((await call('DELETE', '/member/browse/history?is_empty=1', undefined, null)).statusCode).toBe(401)
  })
})
