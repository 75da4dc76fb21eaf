import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../testing.ts'
import { AUDIENCE_HEADER, audienceHeader } from '../goods/audience.ts'
import { createTestGoods } from '../test-helpers.ts'

const BASE = '/api/h5app/wxapp'

let app: FastifyInstance
const goods: Record<string, number> = {}

async function category(name: string) {
  const row = await app.db
    .insertInto('categories')
    .values({ level: 1, category_name: name, path: '' })
    .returning('id')
    .executeTakeFirstOrThrow()
  await app.db
    .updateTable('categories')
    .set({ path: `${row.id}/` })
    .where('id', '=', row.id)
    .execute()
  return row.id
}

beforeAll(async () => {
  app = await buildTestApp()
  const fryers = await category('空气炸锅')
  const phones = await category('手机')
  goods.viewed = await createTestGoods(app.db, { category_id: fryers, item_name: '正在看的炸锅', sales: 10_000 })
  goods.fryerA = await createTestGoods(app.db, { category_id: fryers, item_name: '炸锅A', sales: 50 })
  goods.fryerB = await createTestGoods(app.db, { category_id: fryers, item_name: '炸锅B', sales: 300 })
  goods.phoneTop = await createTestGoods(app.db, { category_id: phones, item_name: '爆款手机', sales: 9_000 })
  goods.phoneLow = await createTestGoods(app.db, { category_id: phones, item_name: '冷门手机', sales: 5 })
  await createTestGoods(app.db, { category_id: fryers, item_name: '下架炸锅', sales: 8_000, approve_status: 'instock' })
  await createTestGoods(app.db, { category_id: fryers, item_name: '售罄炸锅', sales: 7_000, store: 0 })
  await createTestGoods(app.db, {
    category_id: phones,
    item_name: '积分手机',
    sales: 6_000,
    item_type: 'point',
    point_price: 100,
  })
})
afterAll(async () => {
  await app?.close()
})

const get = (url: string) => app.inject({ method: 'GET', url: `${BASE}${url}` })
const ids = (res: { json(): { data: { list: { item_id: number }[] } } }) => res.json().data.list.map((g) => g.item_id)

describe('GET promotions/recommendlike', () => {
  it('puts goods of the viewed item’s category first, then best sellers, never the item itself', async () => {
    const res = await get(`/promotions/recommendlike?item_id=${goods.viewed}&page=1&pageSize=10`)
    expect(res.statusCode).toBe(200)
    expect(ids(res)).toEqual([goods.fryerB, goods.fryerA, goods.phoneTop, goods.phoneLow])
    expect(res.json().data.total_count).toBe(4)
    expect(res.json().data.list[0]).toMatchObject({ item_name: '炸锅B', price: 9900, imgUrl: expect.any(String) })
  })

  it('recommends best sellers without an item', async () => {
    const res = await get('/promotions/recommendlike?pageSize=2')
    expect(ids(res)).toEqual([goods.viewed, goods.phoneTop])
    expect(res.json().data.total_count).toBe(5)
  })

  it('leaves out goods off the shelf, sold out or sold for points', async () => {
    const names = (await get('/promotions/recommendlike?pageSize=50'))
      .json()
      .data.list.map((g: { item_name: string }) => g.item_name)
    expect(names).not.toContain('下架炸锅')
    expect(names).not.toContain('售罄炸锅')
    expect(names).not.toContain('积分手机')
  })

  it('pages with page_no and page_size', async () => {
    const second = await get(`/promotions/recommendlike?item_id=${goods.viewed}&page_no=2&page_size=2`)
    expect(ids(second)).toEqual([goods.phoneTop, goods.phoneLow])
  })

  it('prices the cards for the audience a shared page is rendered for, and ignores one posed from outside', async () => {
    const url = `${BASE}/promotions/recommendlike?item_id=${goods.viewed}&pageSize=1`
    const gold = { gradeId: 2, discount: 20, gradeRank: 2, isStaff: false }
    const card = async (header: string) =>
      (await app.inject({ method: 'GET', url, headers: { [AUDIENCE_HEADER]: header } })).json().data.list[0]
    expect(await card(audienceHeader(gold))).toMatchObject({ price: 9900, member_price: Math.round(9900 * 0.8) })
    expect(await card(`${'0'.repeat(48)} [2,20,2,0]`)).toMatchObject({ price: 9900, member_price: 9900 })
  })

  it('answers 404 for an unknown item and 400 for a bad page', async () => {
    const res = await get('/promotions/recommendlike?item_id=987654')
    expect(res.statusCode).toBe(404)
    expect(res.json().message).toBe('商品不存在或已下架')
    expect((await get('/promotions/recommendlike?page=0')).statusCode).toBe(400)
  })
})

describe('GET goods/recommend', () => {
  it('gives 5 items from page 1 by default, as the item detail strip asks', async () => {
    for (let i = 0; i < 3; i++) await createTestGoods(app.db, { item_name: `补充商品${i}`, sales: i })
    const res = await get(`/goods/recommend?item_id=${goods.viewed}`)
    expect(res.statusCode).toBe(200)
    expect(res.json().data.list).toHaveLength(5)
    expect(ids(res)).not.toContain(goods.viewed)
    expect(ids(res).slice(0, 2)).toEqual([goods.fryerB, goods.fryerA])
  })
})
