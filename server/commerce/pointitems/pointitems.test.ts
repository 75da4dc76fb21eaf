import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../testing.ts'
import { createTestGoods } from '../test-helpers.ts'

const BASE = '/api/h5app/wxapp'

let app: FastifyInstance
const goods: Record<string, number> = {}

beforeAll(async () => {
  app = await buildTestApp()
  goods.cup = await createTestGoods(app.db, {
    item_type: 'point',
    point_price: 800,
    price: 0,
    item_name: '保温杯',
    sales: 30,
    store: 12,
    pics: ['/uploads/p/cup.jpg'],
  })
  goods.bag = await createTestGoods(app.db, {
    item_type: 'point',
    point_price: 2000,
    price: 990,
    item_name: '帆布包',
    sales: 90,
  })
  goods.pen = await createTestGoods(app.db, {
    item_type: 'point',
    point_price: 300,
    price: 0,
    item_name: '签字笔',
    sales: 5,
  })
  goods.offShelf = await createTestGoods(app.db, {
    item_type: 'point',
    point_price: 100,
    item_name: '下架积分品',
    approve_status: 'instock',
  })
  goods.normal = await createTestGoods(app.db, { item_name: '普通商品' })

  // A two-colour variant for the detail: spec group, values and SKUs tied together.
  const group = await app.db
    .insertInto('goods_spec_groups')
    .values({ goods_id: goods.bag, spec_name: '颜色' })
    .returning('id')
    .executeTakeFirstOrThrow()
  const values = []
  for (const name of ['米白', '藏青']) {
    values.push(
      (
        await app.db
          .insertInto('goods_spec_values')
          .values({ group_id: group.id, goods_id: goods.bag, spec_value_name: name })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    )
  }
  await app.db.updateTable('goods').set({ nospec: 0 }).where('id', '=', goods.bag).execute()
  await app.db
    .updateTable('skus')
    .set({ spec_value_ids: JSON.stringify([values[0]]), spec_key: String(values[0]), spec_desc: '颜色:米白', store: 4 })
    .where('goods_id', '=', goods.bag)
    .execute()
  await app.db
    .insertInto('skus')
    .values({
      goods_id: goods.bag,
      bn: `BAG-NAVY-${goods.bag}`,
      price: 990,
      staff_price: null,
      store: 6,
      spec_value_ids: JSON.stringify([values[1]]),
      spec_key: String(values[1]),
      spec_desc: '颜色:藏青',
    })
    .execute()
})
afterAll(async () => {
  await app?.close()
})

const get = (url: string) => app.inject({ method: 'GET', url: `${BASE}${url}` })
const ids = (res: { json(): { data: { list: { item_id: number }[] } } }) => res.json().data.list.map((g) => g.item_id)

describe('GET pointsmall/goods/items', () => {
  it('lists only points goods on the shelf, with points price and stock', async () => {
    const res = await get('/pointsmall/goods/items?page=1&pageSize=10')
    expect(res.statusCode).toBe(200)
    const data = res.json().data
    expect(data.total_count).toBe(3)
    expect(ids(res).sort()).toEqual([goods.cup, goods.bag, goods.pen].sort())
    const cup = data.list.find((g: { item_id: number }) => g.item_id === goods.cup)
    expect(cup).toMatchObject({
      item_name: '保温杯',
      point: 800,
      price: 0,
      store: 12,
      item_type: 'point',
      imgUrl: '/uploads/p/cup.jpg',
    })
    expect(data.tdk_data).toBeUndefined()
  })

  it('pages with page/pageSize and page_no/page_size', async () => {
    expect((await get('/pointsmall/goods/items?page=2&pageSize=2')).json().data.list).toHaveLength(1)
    expect((await get('/pointsmall/goods/items?page_no=1&page_size=2')).json().data.list).toHaveLength(2)
  })

  it('sorts by sales and by points', async () => {
    expect(ids(await get('/pointsmall/goods/items?goodsSort=1'))).toEqual([goods.bag, goods.cup, goods.pen])
    expect(ids(await get('/pointsmall/goods/items?goodsSort=2'))).toEqual([goods.bag, goods.cup, goods.pen])
    expect(ids(await get('/pointsmall/goods/items?goodsSort=3'))).toEqual([goods.pen, goods.cup, goods.bag])
  })

  it('filters by keywords', async () => {
    expect(ids(await get(`/pointsmall/goods/items?keywords=${encodeURIComponent('杯')}`))).toEqual([goods.cup])
    expect(ids(await get('/pointsmall/goods/items?keywords=%25'))).toEqual([])
  })

  it('matches nothing for an unknown category', async () => {
    expect((await get('/pointsmall/goods/items?category_id=987654')).json().data).toEqual({ list: [], total_count: 0 })
  })

  it('adds SEO data with is_tdk=1', async () => {
    const data = (await get('/pointsmall/goods/items?is_tdk=1')).json().data
    expect(data.tdk_data.title).toContain('积分商城')
  })

  it('refuses bad paging and a negative category', async () => {
    expect((await get('/pointsmall/goods/items?pageSize=0')).statusCode).toBe(400)
    expect((await get('/pointsmall/goods/items?category_id=-1')).statusCode).toBe(400)
  })
})

describe('GET pointsmall/goods/items/{id}', () => {
  it('returns the goods detail with its points price, spec groups and variants', async () => {
    const res = await get(`/pointsmall/goods/items/${goods.bag}`)
    expect(res.statusCode).toBe(200)
    const data = res.json().data
    expect(data).toMatchObject({
      item_id: goods.bag,
      item_name: '帆布包',
      point: 2000,
      price: 990,
      store: 10,
      nospec: 0,
      item_type: 'point',
      approve_status: 'onsale',
    })
    expect(data.item_spec_desc).toHaveLength(1)
    expect(data.item_spec_desc[0].spec_name).toBe('颜色')
    expect(data.item_spec_desc[0].spec_values.map((v: { spec_value_name: string }) => v.spec_value_name)).toEqual([
      '米白',
      '藏青',
    ])
    expect(
      data.spec_items.map((s: { store: number; item_spec: { spec_value_name: string }[] }) => [
        s.store,
        s.item_spec[0].spec_value_name,
      ]),
    ).toEqual([
      [4, '米白'],
      [6, '藏青'],
    ])
    expect(data.spec_items[0].point).toBe(2000)
  })

  it('shows points goods taken off the shelf, marked instock', async () => {
    const res = await get(`/pointsmall/goods/items/${goods.offShelf}`)
    expect(res.statusCode).toBe(200)
    expect(res.json().data.approve_status).toBe('instock')
  })

  it('adds SEO data with is_tdk=1', async () => {
    expect((await get(`/pointsmall/goods/items/${goods.cup}?is_tdk=1`)).json().data.tdk_data.title).toContain('保温杯')
  })

  it('answers 404 for unknown goods and for goods that are not points goods', async () => {
    for (const id of [987654, goods.normal]) {
      const res = await get(`/pointsmall/goods/items/${id}`)
      expect(res.statusCode).toBe(404)
      expect(res.json().message).toBe('商品不存在或已下架')
    }
    expect((await get('/pointsmall/goods/items/abc')).statusCode).toBe(400)
  })
})
