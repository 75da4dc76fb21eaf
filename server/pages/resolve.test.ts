import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { w0001Defaults } from '../../schemas/widgets/W0001.ts'
import { w0002Defaults } from '../../schemas/widgets/W0002.ts'
import { w0007Defaults } from '../../schemas/widgets/W0007.ts'
import { w0011Defaults } from '../../schemas/widgets/W0011.ts'
import { w0012Defaults } from '../../schemas/widgets/W0012.ts'
import { w0020Defaults } from '../../schemas/widgets/W0020.ts'
import { w0021Defaults } from '../../schemas/widgets/W0021.ts'
import { createTestCoupon } from '../commerce/coupon/test-fixtures.ts'
import { createTestGoods, createTestMember, createTestShop } from '../commerce/test-helpers.ts'
import { countStatements } from '../db/query-count.ts'
import { buildTestApp } from '../testing.ts'
import { resolvePage } from './resolve.ts'
import { publish, saveDraft } from './templates.ts'

let app: FastifyInstance
let homeId: number

beforeAll(async () => {
  app = await buildTestApp()
  const row = await app.db
    .insertInto('page_templates')
    .values({
      page_name: 'index',
      template_title: '首页',
      theme_pc_template_id: 1,
      draft_config: '{}',
      published_config: null,
      published_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  homeId = row.id
})
afterAll(() => app.close())

type Widget = Record<string, unknown> & { uuid: string; type: string }

/** Publishes a home page of these widgets, as the designer would. */
async function publishHome(widgets: unknown[]) {
  await saveDraft(app.db, 1, homeId, { page: { backgroundColor: '#F5F5F5' }, widgets })
  await publish(app.db, 1, homeId)
}

async function home(headers: Record<string, string> = {}): Promise<Widget[]> {
  const response = await app.inject({ method: 'GET', url: '/api/pages/home', headers })
  expect(response.statusCode).toBe(200)
  return response.json().data.widgets
}

const goodsRef = (id: number) => ({
  goods_id: id,
  itemId: id,
  goods_name: '设计时的名字',
  goods_pic: '/old.png',
  price: 1,
  linkPage: 'goods' as const,
})
const goodsWidget = (uuid: string, ids: number[]) => ({
  ...w0002Defaults,
  uuid,
  y: 0,
  height: 320,
  data: ids.map(goodsRef),
})
const byUuid = (widgets: Widget[], uuid: string) => widgets.find((w) => w.uuid === uuid)

describe('goods references', () => {
  it('replaces the stored snapshot with the live goods as widgets draw it, and nothing more', async () => {
    const id = await createTestGoods(app.db, {
      item_name: '真实商品名',
      price: 12_900,
      market_price: 19_900,
      store: 7,
      image_default_id: '/uploads/goods/a.svg',
    })
    const stored = { ...goodsRef(id), brief: '设计时的卖点', linkPageLabel: '商品', member_price: 1, promotions: [] }
    await publishHome([{ ...w0002Defaults, uuid: 'goods-live', data: [stored] }])
    const [entry] = byUuid(await home(), 'goods-live')?.data as Record<string, unknown>[]
    expect(entry).toEqual({
      goods_id: id,
      goods_name: '真实商品名',
      goods_pic: '/uploads/goods/a.svg',
      price: 12_900,
      market_price: 19_900,
      href: `/items/${id}`,
      brief: '设计时的卖点',
      linkPageLabel: '商品',
    })
  })

  it('serves guests from the cache until a publish, which shows the new live price', async () => {
    const id = await createTestGoods(app.db, { price: 5_000 })
    await publishHome([goodsWidget('goods-cache', [id])])
    const price = async () => (byUuid(await home(), 'goods-cache')?.data as { price: number }[])[0].price
    expect(await price()).toBe(5_000)

    await app.db.updateTable('goods').set({ price: 4_500 }).where('id', '=', id).execute()
    await app.db.updateTable('skus').set({ price: 4_500 }).where('goods_id', '=', id).execute()
    expect(await price()).toBe(5_000)

    await publish(app.db, 1, homeId)
    expect(await price()).toBe(4_500)
  })

  it('leaves out goods taken off the shelf or deleted', async () => {
    const [kept, offShelf, deleted] = [
      await createTestGoods(app.db),
      await createTestGoods(app.db),
      await createTestGoods(app.db),
    ]
    await app.db.updateTable('goods').set({ approve_status: 'instock' }).where('id', '=', offShelf).execute()
    await app.db.deleteFrom('skus').where('goods_id', '=', deleted).execute()
    await app.db.deleteFrom('goods').where('id', '=', deleted).execute()
    await publishHome([goodsWidget('goods-gone', [offShelf, kept, deleted])])
    const entries = byUuid(await home(), 'goods-gone')?.data as { goods_id: number }[]
    expect(entries.map((e) => e.goods_id)).toEqual([kept])
  })

  it('shows a member the same goods as a guest: widgets draw the sale price', async () => {
    const grade = await app.db
      .insertInto('vip_grades')
      .values({ name: '黄金会员', grade_rank: 3, discount: 10 })
      .returning('id')
      .executeTakeFirstOrThrow()
    const member = await createTestMember(app)
    await app.db.updateTable('members').set({ grade_id: grade.id }).where('id', '=', member.id).execute()
    const id = await createTestGoods(app.db, { price: 10_000 })
    await publishHome([goodsWidget('goods-member', [id])])

    const asGuest = byUuid(await home(), 'goods-member')?.data
    const asMember = byUuid(await home(member.headers), 'goods-member')?.data
    expect(asMember).toEqual(asGuest)
    expect(asGuest).toEqual([expect.objectContaining({ goods_id: id, price: 10_000 })])
  })

  it('sends W0012 only the list its style shows, and reads no goods for the others', async () => {
    const [shown, hidden] = [await createTestGoods(app.db), await createTestGoods(app.db)]
    const data = structuredClone(w0012Defaults.data)
    data[3] = [{ type: 'goods', data: [goodsRef(shown)] }]
    const card = { ...w0012Defaults, uuid: 'card', styleType: 3, data }
    const couponStyle = { ...w0012Defaults, uuid: 'card-coupons', styleType: 4, data: structuredClone(data) }
    couponStyle.data[3] = [{ type: 'goods', data: [goodsRef(hidden)] }]
    await publishHome([card, couponStyle])

    const widgets = await home()
    expect(byUuid(widgets, 'card')?.data).toEqual([
      [],
      [],
      [],
      [{ type: 'goods', data: [expect.objectContaining({ goods_id: shown })] }],
      [],
    ])
    expect(byUuid(widgets, 'card-coupons')?.data).toEqual([[], [], [], [], [{ type: 'coupon', data: [] }]])
    const { statements } = await countStatements(() =>
      resolvePage(
        { db: app.db, viewer: null, now: Math.floor(Date.now() / 1000) },
        { widgets: [couponStyle] },
        app.log,
      ),
    )
    expect(statements).toEqual([])
  })
})

describe('coupon references', () => {
  it('shows the viewer’s getted state, 1 right after claiming up to the limit', async () => {
    const cardId = await createTestCoupon(app.db, { title: '满100减10', get_limit: 1 })
    const member = await createTestMember(app)
    await publishHome([
      { ...w0021Defaults, uuid: 'coupons', data: [{ card_id: cardId, title: '旧标题', card_type: 'cash' }] },
    ])
    const getted = async (headers: Record<string, string> = {}) =>
      (byUuid(await home(headers), 'coupons')?.data as { getted: number }[])[0]

    expect(await getted(member.headers)).toMatchObject({
      card_id: cardId,
      title: '满100减10',
      reduce_cost: 1000,
      least_cost: 10000,
      getted: 0,
    })
    const claim = await app.inject({
      method: 'GET',
      url: `/api/h5app/wxapp/user/receiveCard?card_id=${cardId}`,
      headers: member.headers,
    })
    expect(claim.statusCode).toBe(200)
    expect((await getted(member.headers)).getted).toBe(1)
    expect((await getted()).getted).toBe(0)
  })

  it('leaves out coupons that ended or were withdrawn', async () => {
    const live = await createTestCoupon(app.db)
    const ended = await createTestCoupon(app.db, { begin_time: 1_600_000_000, end_time: 1_600_000_100 })
    await publishHome([
      {
        ...w0021Defaults,
        uuid: 'coupons-gone',
        data: [ended, live].map((id) => ({ card_id: id, title: '券', card_type: 'cash' })),
      },
    ])
    expect((byUuid(await home(), 'coupons-gone')?.data as { card_id: number }[]).map((c) => c.card_id)).toEqual([live])
  })
})

describe('shop and category references', () => {
  it('fills a recommended shop with its images, two tags and three best sellers', async () => {
    const shopId = await createTestShop(app.db, {
      name: '测试旗舰店',
      logo: '/logo.svg',
      banner: '/banner.svg',
      top_image: '/top.svg',
    })
    const tags = await Promise.all(
      ['旗舰店', '可自提', '免费停车'].map((tag_name, i) =>
        app.db.insertInto('shop_tags').values({ tag_name, sort: i }).returning('id').executeTakeFirstOrThrow(),
      ),
    )
    await app.db
      .insertInto('distributor_tags')
      .values(tags.map((t) => ({ distributor_id: shopId, tag_id: t.id })))
      .execute()
    const goods = []
    for (const sales of [5, 50, 30, 10]) goods.push(await createTestGoods(app.db, { distributor_id: shopId, sales }))
    await publishHome([{ ...w0020Defaults, uuid: 'shops', data: [{ shop_id: shopId, shop_name: '旧名' }] }])

    const [shop] = byUuid(await home(), 'shops')?.data as Record<string, unknown>[]
    expect(shop).toEqual({
      shop_id: shopId,
      shop_name: '测试旗舰店',
      shop_pic: '/top.svg',
      banner: '/banner.svg',
      logo: '/logo.svg',
      tag_list: [
        { tag_id: tags[0].id, tag_name: '旗舰店' },
        { tag_id: tags[1].id, tag_name: '可自提' },
      ],
      goods_list: [goods[1], goods[2], goods[3]].map((id) =>
        expect.objectContaining({ goods_id: id, href: `/items/${id}` }),
      ),
      href: `/shops/info?distributor_id=${shopId}`,
    })
  })

  it('turns categoryData into the live tree of names, which each widget links by its own kind', async () => {
    const top = await app.db
      .insertInto('categories')
      .values({ level: 1, category_name: '家用电器', path: '' })
      .returning('id')
      .executeTakeFirstOrThrow()
    const group = await app.db
      .insertInto('categories')
      .values({ level: 2, parent_id: top.id, category_name: '大家电', path: '' })
      .returning('id')
      .executeTakeFirstOrThrow()
    await app.db
      .insertInto('categories')
      .values({ level: 3, parent_id: group.id, category_name: '冰箱', path: '' })
      .execute()
    await publishHome([
      {
        ...w0007Defaults,
        uuid: 'menu',
        categoryData: [
          { category_id: top.id, category_name: '旧名' },
          { category_id: 999_999, category_name: '已删除' },
        ],
      },
    ])

    expect(byUuid(await home(), 'menu')?.categoryData).toEqual([
      {
        category_id: top.id,
        category_name: '家用电器',
        children: [
          {
            category_id: group.id,
            category_name: '大家电',
            children: [{ category_id: expect.any(Number), category_name: '冰箱' }],
          },
        ],
      },
    ])
  })
})

describe('batching', () => {
  it('reads each kind of reference once per page, however many widgets hold it', async () => {
    const goods = [await createTestGoods(app.db), await createTestGoods(app.db), await createTestGoods(app.db)]
    const coupons = [await createTestCoupon(app.db), await createTestCoupon(app.db)]
    const config = {
      widgets: [
        goodsWidget('batch-1', [goods[0], goods[1]]),
        goodsWidget('batch-2', [goods[2]]),
        { ...w0021Defaults, uuid: 'batch-3', data: [{ card_id: coupons[0], title: '券', card_type: 'cash' }] },
        { ...w0021Defaults, uuid: 'batch-4', data: [{ card_id: coupons[1], title: '券', card_type: 'cash' }] },
      ],
    }
    const { result, statements } = await countStatements(() =>
      resolvePage({ db: app.db, viewer: null, now: Math.floor(Date.now() / 1000) }, config, app.log),
    )
    expect(result.widgets.map((w) => (w.data as unknown[]).length)).toEqual([2, 1, 1, 1])
    expect(statements.sort()).toEqual(['select coupons', 'select goods'])
  })
})

describe('validation', () => {
  it('drops an invalid widget and renders the others', async () => {
    const id = await createTestGoods(app.db)
    await publishHome([
      { ...w0011Defaults, uuid: 'text-ok', text: '为你推荐' },
      { ...w0011Defaults, uuid: 'text-bad', width: 99_999 },
      { type: 'W9999', uuid: 'unknown-type' },
      'not a widget',
      goodsWidget('goods-ok', [id]),
    ])
    expect((await home()).map((w) => w.uuid)).toEqual(['text-ok', 'goods-ok'])
  })

  it('computes every link address by its kind, on entries through their pathData too (there, once)', async () => {
    await publishHome([
      { ...w0011Defaults, uuid: 'text-link', data: [{ linkPage: 'page', theme_pc_template_id: 1002 }] },
      {
        ...w0001Defaults,
        uuid: 'slides',
        data: [
          { imgUrl: '/a.svg', pathData: { linkPage: 'maincategory', category_id: 7 } },
          { imgUrl: '/b.svg', pathData: { linkPage: 'category', category_id: '8' } },
          { imgUrl: '/c.svg', pathData: { linkPage: 'href', url: 'https://example.com/x' } },
          { imgUrl: '/d.svg', pathData: { linkPage: '', href: '/stale' } },
        ],
      },
    ])
    const widgets = await home()
    expect((byUuid(widgets, 'text-link')?.data as { href: string }[])[0].href).toBe('/custompage?pageid=1002')
    const slides = byUuid(widgets, 'slides')?.data as { href?: string; pathData: { href?: string } }[]
    expect(slides.map((s) => s.pathData.href)).toEqual([
      '/items?main_category=7',
      '/items?cat_id=8',
      'https://example.com/x',
      undefined,
    ])
    expect(slides.filter((s) => 'href' in s)).toEqual([])
  })
})
