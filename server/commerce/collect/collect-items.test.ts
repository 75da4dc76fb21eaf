import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../testing.ts'
import {
  createTestGoods,
  createTestMember,
  createTestShop,
  type TestMember,
  type ApiMethod,
  memberInject,
} from '../test-helpers.ts'

const BASE = '/api/h5app/wxapp'

let app: FastifyInstance
let member: TestMember
let shopId: number
/** On sale, platform goods. */
let phone: number
/** On sale, sold by shopId. */
let shopGoods: number
let offShelf: number

beforeAll(async () => {
  app = await buildTestApp()
  shopId = await createTestShop(app.db)
  phone = await createTestGoods(app.db, {
    item_name: '旗舰手机',
    price: 399900,
    market_price: 459900,
    store: 7,
    image_default_id: '/uploads/phone.jpg',
  })
  shopGoods = await createTestGoods(app.db, {
    item_name: '店铺好物',
    distributor_id: shopId,
    pics: ['/uploads/a.jpg', '/uploads/b.jpg'],
  })
  offShelf = await createTestGoods(app.db, { approve_status: 'instock' })
})
afterAll(() => app?.close())
beforeEach(async () => {
  member = await createTestMember(app)
})

const call = (method: ApiMethod, url: string, payload?: Record<string, unknown>, who: TestMember | null = member) =>
  memberInject(app, who, method, url, payload)

function form(method: 'POST' | 'DELETE', url: string, body: string, who: TestMember = member) {
  return app.inject({
    method,
    url: `${BASE}${url}`,
    headers: { ...who.headers, 'content-type': 'application/x-www-form-urlencoded' },
    payload: body,
  })
}

async function collect(itemId: number, who: TestMember = member) {
  const res = await call('POST', `/member/collect/item/${itemId}`, { distributor_id: 0 }, who)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data
}

async function collected(who: TestMember = member) {
  const rows = await app.db
    .selectFrom('collect_items')
    .select('goods_id')
    .where('member_id', '=', who.id)
    .orderBy('goods_id')
    .execute()
  return rows.map((row) => row.goods_id)
}

describe('POST member/collect/item/{item_id}', () => {
  it('collects an on-sale goods under its own shop', async () => {
    const data = await collect(shopGoods)
    expect(data).toMatchObject({ status: true, item_id: shopGoods, distributor_id: shopId })
    expect(data.fav_id).toBeGreaterThan(0)
    expect(await collected()).toEqual([shopGoods])
  })

  it('is idempotent', async () => {
    const first = await collect(phone)
    const second = await collect(phone)
    expect(second.fav_id).toBe(first.fav_id)
    expect(await collected()).toEqual([phone])
  })

  it('takes a form post and a bodiless post', async () => {
    expect((await form('POST', `/member/collect/item/${phone}`, 'distributor_id=0&company_id=1')).statusCode).toBe(200)
    const bare = await app.inject({
      method: 'POST',
      url: `${BASE}/member/collect/item/${shopGoods}`,
      headers: member.headers,
    })
    expect(bare.statusCode).toBe(200)
    expect(await collected()).toEqual([phone, shopGoods].sort((a, b) => a - b))
  })

  it('answers 404 商品不存在或已下架 for unknown and off-shelf goods', async () => {
    for (const id of [offShelf, 999999]) {
      const res = await call('POST', `/member/collect/item/${id}`, {})
      expect(res.statusCode).toBe(404)
      expect(res.json()).toMatchObject({ code: 'GOODS_NOT_FOUND', message: '商品不存在或已下架' })
    }
    expect(await collected()).toEqual([])
  })

  it('answers 400 for a malformed id', async () => {
    for (const bad of ['abc', '0', '-3', '99999999999'])
      expect((await call('POST', `/member/collect/item/${bad}`, {})).statusCode).toBe(400)
  })

  it('allows at most 500 favourites', async () => {
    // The limit counts rows, so one goods filed under 500 shop ids fills it in a single insert.
    const ids = Array.from({ length: 500 }, (_, i) => i)
    const goods = await createTestGoods(app.db)
    await app.db
      .insertInto('collect_items')
      .values(
        ids.map((i) => ({ member_id: member.id, goods_id: goods, distributor_id: i + 1, created_at: 1_700_000_000 })),
      )
      .execute()
    const res = await call('POST', `/member/collect/item/${phone}`, {})
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'COLLECT_LIMIT', message: '收藏商品最多500个' })
    expect(await collected()).not.toContain(phone)
  })

  it('refuses guests with 401', async () => {
    expect((await call('POST', `/member/collect/item/${phone}`, {}, null)).statusCode).toBe(401)
  })
})

describe('GET member/collect/item', () => {
  it('lists favourites newest first with the goods card', async () => {
    await collect(phone)
    await collect(shopGoods)
    const res = await call('GET', '/member/collect/item')
    expect(res.statusCode).toBe(200)
    const { list, total_count } = res.json().data
    expect(total_count).toBe(2)
    expect(list.map((i: { item_id: number }) => i.item_id)).toEqual([shopGoods, phone])
    expect(list[1]).toMatchObject({
      item_id: phone,
      distributor_id: 0,
      item_name: '旗舰手机',
      imgUrl: '/uploads/phone.jpg',
      item_image: '/uploads/phone.jpg',
      price: 399900,
      item_price: 399900,
      market_price: 459900,
      store: 7,
      approve_status: 'onsale',
      item_type: 'normal',
    })
    expect(list[0].imgUrl).toBe('/uploads/a.jpg')
    expect(list[1].created).toBeGreaterThan(1_700_000_000)
  })

  it('prices the cards for the member’s grade', async () => {
    const grade = await app.db
      .insertInto('vip_grades')
      .values({ name: '黄金会员', grade_rank: 2, discount: 10 })
      .returning('id')
      .executeTakeFirstOrThrow()
    await app.db.updateTable('members').set({ grade_id: grade.id }).where('id', '=', member.id).execute()
    await collect(phone)
    const [item] = (await call('GET', '/member/collect/item')).json().data.list
    expect(item).toMatchObject({ price: 399900, member_price: 359910, item_price: 359910 })
  })

  it('filters by distributor_id and by item_id', async () => {
    await collect(phone)
    await collect(shopGoods)
    const byShop = (await call('GET', `/member/collect/item?distributor_id=${shopId}`)).json().data
    expect(byShop.list.map((i: { item_id: number }) => i.item_id)).toEqual([shopGoods])
    const platform = (await call('GET', '/member/collect/item?distributor_id=0')).json().data
    expect(platform.list.map((i: { item_id: number }) => i.item_id)).toEqual([phone])
    const one = (await call('GET', `/member/collect/item?item_id=${phone}`)).json().data
    expect(one.total_count).toBe(1)
  })

  it('keeps a favourite that went off the shelf, marked instock', async () => {
    const goods = await createTestGoods(app.db)
    await collect(goods)
    await app.db.updateTable('goods').set({ approve_status: 'instock' }).where('id', '=', goods).execute()
    const [item] = (await call('GET', '/member/collect/item')).json().data.list
    expect(item).toMatchObject({ item_id: goods, approve_status: 'instock' })
  })

  it('pages', async () => {
    await collect(phone)
    await collect(shopGoods)
    const page2 = (await call('GET', '/member/collect/item?page=2&pageSize=1')).json().data
    expect(page2.total_count).toBe(2)
    expect(page2.list.map((i: { item_id: number }) => i.item_id)).toEqual([phone])
    expect((await call('GET', '/member/collect/item?page_no=1&page_size=1')).json().data.list).toHaveLength(1)
  })

  it('refuses guests with 401', async () => {
    expect((await call('GET', '/member/collect/item', undefined, null)).statusCode).toBe(401)
  })
})

describe('GET member/collect/item/check', () => {
  it('says whether the goods is collected', async () => {
    expect((await call('GET', `/member/collect/item/check?item_id=${phone}&distributor_id=0`)).json()).toEqual({
      data: { is_collect: false },
    })
    await collect(phone)
    expect((await call('GET', `/member/collect/item/check?item_id=${phone}`)).json()).toEqual({
      data: { is_collect: true },
    })
  })

  it('needs item_id', async () => {
    expect((await call('GET', '/member/collect/item/check')).statusCode).toBe(400)
  })

  it('refuses guests with 401', async () => {
    expect((await call('GET', `/member/collect/item/check?item_id=${phone}`, undefined, null)).statusCode).toBe(401)
  })
})

describe('DELETE member/collect/item', () => {
  it('removes the listed goods given as an array in a JSON body', async () => {
    await collect(phone)
    await collect(shopGoods)
    const res = await call('DELETE', '/member/collect/item', { item_ids: [phone], is_empty: 0 })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ data: { status: true } })
    expect(await collected()).toEqual([shopGoods])
  })

  it('takes item_ids[] form keys, repeated keys and comma lists', async () => {
    await collect(phone)
    await collect(shopGoods)
    await form('DELETE', '/member/collect/item', `item_ids[]=${phone}&item_ids[]=${shopGoods}&is_empty=false`)
    expect(await collected()).toEqual([])
    await collect(phone)
    await collect(shopGoods)
    await call('DELETE', `/member/collect/item?item_ids=${phone},${shopGoods}`)
    expect(await collected()).toEqual([])
    await collect(phone)
    await call('DELETE', `/member/collect/item?item_ids=${phone}&item_ids=${shopGoods}`)
    expect(await collected()).toEqual([])
  })

  it('removes everything with is_empty=1, or one shop’s goods with distributor_id', async () => {
    await collect(phone)
    await collect(shopGoods)
    await call('DELETE', `/member/collect/item?is_empty=1&distributor_id=${shopId}`)
    expect(await collected()).toEqual([phone])
    await call('DELETE', '/member/collect/item', { is_empty: 'true' })
    expect(await collected()).toEqual([])
  })

  it('refuses a call without goods or with malformed ids, removing nothing', async () => {
    await collect(phone)
    for (const payload of [{}, { item_ids: ['abc'] }, { item_ids: ['1,x'] }, { item_ids: ['-1'] }, { is_empty: 0 }]) {
      const res = await call('DELETE', '/member/collect/item', payload)
      expect(res.statusCode, JSON.stringify(payload)).toBe(400)
    }
    expect(await collected()).toEqual([phone])
  })

  it('refuses guests with 401', async () => {
    expect((await call('DELETE', '/member/collect/item', { is_empty: 1 }, null)).statusCode).toBe(401)
  })
})

describe('legacy member.favorite.item.* calls', () => {
  it('member.favorite.item.add collects and member.favorite.item.remove removes', async () => {
    const added = await form('POST', '/member.favorite.item.add', `item_id=${phone}&distributor_id=0`)
    expect(added.statusCode, added.body).toBe(200)
    expect(added.json().data).toMatchObject({ status: true, item_id: phone })
    expect(await collected()).toEqual([phone])
    const removed = await call('GET', `/member.favorite.item.remove?item_id=${phone}`)
    expect(removed.json()).toEqual({ data: { status: true } })
    expect(await collected()).toEqual([])
  })

  it('member.favorite.item.add answers 404 for off-shelf goods and 400 without item_id', async () => {
    expect((await form('POST', '/member.favorite.item.add', `item_id=${offShelf}`)).statusCode).toBe(404)
    expect((await form('POST', '/member.favorite.item.add', 'distributor_id=0')).statusCode).toBe(400)
  })
})
