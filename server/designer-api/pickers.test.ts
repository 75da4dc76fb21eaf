import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestCoupon } from '../commerce/coupon/test-fixtures.ts'
import { createTestGoods, createTestShop } from '../commerce/test-helpers.ts'
import type { Database } from '../db/types.ts'
import { buildTestApp } from '../testing.ts'
import { callApi, createOperator, type Caller } from './test-fixtures.ts'

let app: FastifyInstance
let operator: Caller

async function category(
  db: Kysely<Database>,
  name: string,
  parent: { id: number; path: string; level: number } | null,
  main: 0 | 1 = 1,
) {
  const level = (parent ? parent.level + 1 : 1) as 1 | 2 | 3
  const row = await db
    .insertInto('categories')
    .values({ parent_id: parent?.id ?? null, level, category_name: name, path: '', is_main_category: main })
    .returning('id')
    .executeTakeFirstOrThrow()
  const path = `${parent?.path ?? ''}${row.id}/`
  await db.updateTable('categories').set({ path }).where('id', '=', row.id).execute()
  return { id: row.id, path, level }
}

const tree: Record<string, { id: number; path: string; level: number }> = {}
const goods: Record<string, number> = {}
let shopId = 0

beforeAll(async () => {
  app = await buildTestApp()
  operator = await createOperator(app)
  tree.appliances = await category(app.db, '家用电器', null)
  tree.kitchen = await category(app.db, '厨房电器', tree.appliances)
  tree.kettles = await category(app.db, '电水壶', tree.kitchen)
  tree.books = await category(app.db, '图书', null)
  tree.platformOnly = await category(app.db, '运营专区', null, 0)
  shopId = await createTestShop(app.db, { name: '朝阳旗舰店' })
  goods.kettle = await createTestGoods(app.db, {
    item_name: '不锈钢电水壶',
    category_id: tree.kettles.id,
    price: 12_900,
    market_price: 15_900,
    store: 8,
  })
  goods.kettleOff = await createTestGoods(app.db, {
    item_name: '玻璃电水壶',
    category_id: tree.kettles.id,
    approve_status: 'instock',
    store: 0,
  })
  goods.book = await createTestGoods(app.db, {
    item_name: '设计心理学',
    category_id: tree.books.id,
    distributor_id: shopId,
  })
  goods.points = await createTestGoods(app.db, {
    item_name: '积分电水壶',
    category_id: tree.kettles.id,
    item_type: 'point',
    point_price: 100,
  })
})
afterAll(async () => {
  await app?.close()
})

const ids = (body: Record<string, any> | undefined) =>
  (body?.data.list as { goods_id: number }[]).map((g) => g.goods_id)

describe('GET goods', () => {
  it('lists every goods, newest first, on the shelf or not, with live price and stock; never points-mall goods', async () => {
    const { status, body } = await callApi(app, operator, 'GET', '/goods')
    expect(status).toBe(200)
    expect(ids(body)).toEqual([goods.book, goods.kettleOff, goods.kettle])
    expect(body?.data.total_count).toBe(3)
    const kettle = body?.data.list.find((g: { goods_id: number }) => g.goods_id === goods.kettle)
    expect(kettle).toEqual({
      goods_id: goods.kettle,
      itemId: goods.kettle,
      goods_name: '不锈钢电水壶',
      goods_pic: expect.any(String),
      price: 12_900,
      market_price: 15_900,
      store: 8,
      on_sale: true,
      distributor_id: 0,
    })
    expect(body?.data.list.find((g: { goods_id: number }) => g.goods_id === goods.kettleOff)).toMatchObject({
      on_sale: false,
      store: 0,
    })
  })

  it('filters by words of the name, by a category at any level, and by shop, with paging', async () => {
    expect(ids((await callApi(app, operator, 'GET', '/goods?keywords=电水壶')).body)).toEqual([
      goods.kettleOff,
      goods.kettle,
    ])
    expect(ids((await callApi(app, operator, 'GET', '/goods?keywords=不锈钢 水壶')).body)).toEqual([goods.kettle])
    expect(ids((await callApi(app, operator, 'GET', '/goods?keywords=100%25')).body)).toEqual([])
    for (const level of [tree.appliances, tree.kitchen, tree.kettles]) {
      expect(ids((await callApi(app, operator, 'GET', `/goods?category_id=${level.id}`)).body)).toEqual([
        goods.kettleOff,
        goods.kettle,
      ])
    }
    expect(ids((await callApi(app, operator, 'GET', '/goods?category_id=999999')).body)).toEqual([])
    expect(ids((await callApi(app, operator, 'GET', `/goods?distributor_id=${shopId}`)).body)).toEqual([goods.book])
    expect(ids((await callApi(app, operator, 'GET', '/goods?distributor_id=0')).body)).toEqual([
      goods.kettleOff,
      goods.kettle,
    ])
    const second = await callApi(app, operator, 'GET', '/goods?page=2&pageSize=2')
    expect(ids(second.body)).toEqual([goods.kettle])
    expect(second.body?.data.total_count).toBe(3)
    expect((await callApi(app, operator, 'GET', '/goods?pageSize=51')).status).toBe(400)
  })
})

describe('GET coupons', () => {
  it('lists coupon templates newest first, marking which shoppers can still receive', async () => {
    const at = Math.floor(Date.now() / 1000)
    const live = await createTestCoupon(app.db, { title: '家电满减券' })
    const expired = await createTestCoupon(app.db, { title: '过期券', begin_time: at - 100_000, end_time: at - 10 })
    const gone = await createTestCoupon(app.db, { title: '抢光券', quantity: 5, get_num: 5 })
    const off = await createTestCoupon(app.db, { title: '停用券', status: 'disabled' })
    const discount = await createTestCoupon(app.db, {
      title: '家电八折券',
      card_type: 'discount',
      discount: 20,
      reduce_cost: 0,
    })

    const { status, body } = await callApi(app, operator, 'GET', '/coupons')
    expect(status).toBe(200)
    const list = body?.data.list as { card_id: number; available: boolean }[]
    expect(list.map((c) => c.card_id)).toEqual([discount, off, gone, expired, live])
    expect(Object.fromEntries(list.map((c) => [c.card_id, c.available]))).toEqual({
      [live]: true,
      [expired]: false,
      [gone]: false,
      [off]: false,
      [discount]: true,
    })
    expect(list.find((c) => c.card_id === live)).toMatchObject({
      title: '家电满减券',
      card_type: 'cash',
      reduce_cost: 1000,
      least_cost: 10_000,
      end_date: expect.any(Number),
    })
    const found = await callApi(app, operator, 'GET', '/coupons?keywords=家电&pageSize=1')
    expect(found.body?.data).toMatchObject({ total_count: 2, list: [{ card_id: discount, discount: 20 }] })
  })
})

describe('GET shops', () => {
  it('lists the operator’s company’s shops, open or closed', async () => {
    const closed = await createTestShop(app.db, {
      name: '已关闭的店',
      status: 'closed',
      province: '北京市',
      city: '北京市',
      area: '朝阳区',
      address: '三里屯路1号',
    })
    await createTestShop(app.db, { name: '别家公司的店', company_id: 2 })
    const { body } = await callApi(app, operator, 'GET', '/shops')
    const list = body?.data.list as { shop_id: number; name: string }[]
    expect(list.map((s) => s.name)).toEqual(['朝阳旗舰店', '已关闭的店'])
    expect(list[1]).toEqual({
      distributor_id: closed,
      shop_id: closed,
      name: '已关闭的店',
      logo: '',
      banner: '',
      address: '北京市北京市朝阳区三里屯路1号',
      is_open: false,
    })
    expect(list[0]).toMatchObject({ shop_id: shopId, is_open: true })
    expect(
      (await callApi(app, operator, 'GET', '/shops?keywords=旗舰')).body?.data.list.map(
        (s: { shop_id: number }) => s.shop_id,
      ),
    ).toEqual([shopId])
  })
})

describe('GET shop-tags', () => {
  async function tag(name: string, sort: number) {
    return (
      await app.db.insertInto('shop_tags').values({ tag_name: name, sort }).returning('id').executeTakeFirstOrThrow()
    ).id
  }
  const tagShop = (distributor_id: number, tag_id: number) =>
    app.db.insertInto('distributor_tags').values({ distributor_id, tag_id }).execute()

  it('answers every shop tag in tag order with how many of the company’s shops carry it', async () => {
    const pickup = await tag('自提', 2)
    const allDay = await tag('24小时', 1)
    const unused = await tag('宠物友好', 3)
    const second = await createTestShop(app.db, { name: '望京店' })
    const elsewhere = await createTestShop(app.db, { name: '别家公司的标签店', company_id: 2 })
    await tagShop(shopId, pickup)
    await tagShop(second, pickup)
    await tagShop(second, allDay)
    await tagShop(elsewhere, allDay)
    await tagShop(elsewhere, unused)
    const { status, body } = await callApi(app, operator, 'GET', '/shop-tags')
    expect(status).toBe(200)
    expect(body?.data).toEqual([
      { tag_id: allDay, tag_name: '24小时', shop_count: 1 },
      { tag_id: pickup, tag_name: '自提', shop_count: 2 },
      { tag_id: unused, tag_name: '宠物友好', shop_count: 0 },
    ])
  })
})

describe('GET categories and main-categories', () => {
  it('answers the three-level category tree', async () => {
    const { body } = await callApi(app, operator, 'GET', '/categories')
    const appliances = body?.data.find((c: { category_id: number }) => c.category_id === tree.appliances.id)
    expect(appliances).toEqual({
      category_id: tree.appliances.id,
      category_name: '家用电器',
      children: [
        {
          category_id: tree.kitchen.id,
          category_name: '厨房电器',
          children: [{ category_id: tree.kettles.id, category_name: '电水壶', children: [] }],
        },
      ],
    })
    expect(body?.data.map((c: { category_name: string }) => c.category_name)).toContain('运营专区')
  })

  it('answers the main categories: the tree of categories flagged as main (/items?main_category=)', async () => {
    const { body } = await callApi(app, operator, 'GET', '/main-categories')
    const names = body?.data.map((c: { category_name: string }) => c.category_name)
    expect(names).toContain('家用电器')
    expect(names).not.toContain('运营专区')
  })
})
