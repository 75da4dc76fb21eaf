import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildTestApp } from '../../testing.ts'
import { memberHeadersByMobile } from '../test-helpers.ts'
import type { ItemCard } from '../../../schemas/api/goods.ts'

const URL = '/api/h5app/wxapp/goods/items'
let app: FastifyInstance

async function list(query = ''): Promise<{ list: ItemCard[]; total_count: number }> {
  const res = await app.inject(`${URL}${query}`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data
}

async function refused(query: string): Promise<{ status_code: number; code: string; message: string }> {
  const res = await app.inject(`${URL}${query}`)
  expect(res.statusCode).toBe(400)
  return res.json()
}

async function onSaleNormalCount(): Promise<number> {
  const row = await app.db
    .selectFrom('goods')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('approve_status', '=', 'onsale')
    .where('item_type', '=', 'normal')
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

const bearer = (mobile: string) => memberHeadersByMobile(app, mobile)

beforeAll(async () => {
  app = await buildTestApp({ seed: true })
})
afterAll(() => app.close())

describe('GET goods/items paging', () => {
  it('lists one page of 18 on-sale goods by default with the total', async () => {
    const page = await list()
    expect(page.list).toHaveLength(18)
    expect(page.total_count).toBe(await onSaleNormalCount())
    expect(page.list.every((item) => item.approve_status === 'onsale' && item.item_type === 'normal')).toBe(true)
  })

  it('pages with page/pageSize and page_no/page_size alike', async () => {
    const first = await list('?page=1&pageSize=5')
    const second = await list('?page=2&pageSize=5')
    const alias = await list('?page_no=2&page_size=5')
    expect(second.list).toHaveLength(5)
    expect(alias.list.map((i) => i.item_id)).toEqual(second.list.map((i) => i.item_id))
    expect(second.list.map((i) => i.item_id)).not.toEqual(expect.arrayContaining(first.list.map((i) => i.item_id)))
  })

  it('clamps page_size to 100 and answers an empty page past the end', async () => {
    const big = await list('?page_size=999')
    expect(big.list).toHaveLength(Math.min(100, big.total_count))
    const past = await list('?page=500&pageSize=10')
    expect(past.list).toEqual([])
    expect(past.total_count).toBe(big.total_count)
  })

  it('refuses bad paging with Chinese messages', async () => {
    expect((await refused('?page=-1')).message).toBe('参数 page 不能小于 1')
    expect((await refused('?page=0')).code).toBe('VALIDATION')
    expect((await refused('?pageSize=500')).message).toBe('参数 pageSize 不能大于 100')
    expect((await refused('?page=abc')).message).toBe('参数格式错误：page')
  })

  it('never lists goods taken off the shelf', async () => {
    const instock = await app.db.selectFrom('goods').select('id').where('approve_status', '=', 'instock').execute()
    expect(instock.length).toBeGreaterThan(0)
    const ids = [...(await list('?page=1&page_size=100')).list, ...(await list('?page=2&page_size=100')).list].map(
      (i) => i.item_id,
    )
    for (const { id } of instock) expect(ids).not.toContain(id)
  })
})

describe('GET goods/items filters', () => {
  it('searches names, subtitles and brands, case-insensitively, every word required', async () => {
    const phones = await list(`?keywords=${encodeURIComponent('手机')}`)
    expect(phones.total_count).toBeGreaterThan(3)
    expect(phones.list.every((i) => `${i.item_name}${i.sub_title}${i.brand}`.includes('手机'))).toBe(true)
    const pro = await list(`?keywords=${encodeURIComponent('x6 pro')}`)
    expect(pro.list.map((i) => i.item_name)).toEqual(['星河 X6 Pro 5G手机'])
    expect((await list(`?keywords=${encodeURIComponent('不存在的商品名')}`)).total_count).toBe(0)
  })

  it('puts goods with the keywords in their title first under 综合, then the subtitle and brand matches', async () => {
    const phones = await list(`?keywords=${encodeURIComponent('手机')}&pageSize=50`)
    const inTitle = phones.list.map((i) => i.item_name.includes('手机'))
    expect(inTitle[0]).toBe(true)
    expect(inTitle.includes(false)).toBe(true)
    expect(inTitle.slice(inTitle.indexOf(false))).not.toContain(true)
  })

  it('treats LIKE wildcards in keywords as plain characters', async () => {
    const percent = await list('?keywords=%25')
    expect(percent.total_count).toBeGreaterThan(0)
    expect(percent.total_count).toBeLessThan(10)
    expect(percent.list.every((i) => `${i.item_name}${i.sub_title}`.includes('%'))).toBe(true)
    expect((await list('?keywords=_')).total_count).toBe(0)
    expect((await list(`?keywords=${encodeURIComponent('\\')}`)).total_count).toBe(0)
  })

  it('filters by a category and its descendants', async () => {
    const top = await app.db
      .selectFrom('categories')
      .select(['id', 'path'])
      .where('category_name', '=', '手机数码')
      .executeTakeFirstOrThrow()
    const inTop = await list(`?cat_id=${top.id}&page_size=100`)
    const leafIds = (
      await app.db.selectFrom('categories').select('id').where('path', 'like', `${top.path}%`).execute()
    ).map((c) => c.id)
    const expected = await app.db
      .selectFrom('goods')
      .select('id')
      .where('category_id', 'in', leafIds)
      .where('approve_status', '=', 'onsale')
      .where('item_type', '=', 'normal')
      .execute()
    expect(inTop.total_count).toBe(expected.length)
    const leaf = await app.db
      .selectFrom('categories')
      .select('id')
      .where('category_name', '=', '5G手机')
      .executeTakeFirstOrThrow()
    const inLeaf = await list(`?cat_id=${leaf.id}`)
    expect(inLeaf.total_count).toBeGreaterThan(0)
    expect(inLeaf.total_count).toBeLessThan(inTop.total_count)
    expect((await list(`?main_category=${top.id}`)).total_count).toBe(inTop.total_count)
    expect((await list('?cat_id=999999')).total_count).toBe(0)
    expect((await refused('?cat_id=abc')).message).toBe('参数格式错误：cat_id')
  })

  it('filters by tag, shop and points-mall type', async () => {
    const tagged = await list(`?tag=${encodeURIComponent('新品')}`)
    expect(tagged.total_count).toBeGreaterThan(0)
    const taggedIds = (
      await app.db.selectFrom('goods_tags').select('goods_id').where('tag_name', '=', '新品').execute()
    ).map((t) => t.goods_id)
    expect(tagged.list.every((i) => taggedIds.includes(i.item_id))).toBe(true)

    const shop = await list('?distributor_id=1')
    expect(shop.total_count).toBeGreaterThan(0)
    expect(shop.list.every((i) => i.distributor_id === 1)).toBe(true)
    expect((await list('?distributor_id=0')).total_count).toBe(await onSaleNormalCount())

    const points = await list('?item_type=point')
    expect(points.total_count).toBeGreaterThan(0)
    expect(points.list.every((i) => i.item_type === 'point' && i.point > 0)).toBe(true)
  })

  it('answers goods asked for by id in the order asked', async () => {
    expect((await list('?item_id=3,1,2')).list.map((i) => i.item_id)).toEqual([3, 1, 2])
    expect((await list('?item_id=5&item_id=4')).list.map((i) => i.item_id)).toEqual([5, 4])
    const paged = await list('?item_id=3,1,2&pageSize=2&page=2')
    expect(paged).toMatchObject({ total_count: 3, list: [{ item_id: 2 }] })
    expect((await refused('?item_id=1,abc')).code).toBe('VALIDATION')
  })

  it('refuses unknown sorts and item types', async () => {
    expect((await refused('?sort=random')).code).toBe('VALIDATION')
    expect((await refused('?item_type=gift')).code).toBe('VALIDATION')
  })
})

describe('GET goods/items sorting', () => {
  const prices = (items: ItemCard[]) => items.map((i) => i.price)

  it('sorts by price both ways, by sales and by newest', async () => {
    const asc = prices((await list('?sort=price_asc&page_size=50')).list)
    expect(asc).toEqual([...asc].sort((a, b) => a - b))
    const desc = prices((await list('?sort=price_desc&page_size=50')).list)
    expect(desc).toEqual([...desc].sort((a, b) => b - a))
    expect(desc[0]).toBeGreaterThan(asc[0])
    const sales = (await list('?sort=sales&page_size=50')).list.map((i) => i.sales)
    expect(sales).toEqual([...sales].sort((a, b) => b - a))

    const newest = (await list('?sort=newest&page_size=10')).list.map((i) => i.item_id)
    const expected = await app.db
      .selectFrom('goods')
      .select('id')
      .where('approve_status', '=', 'onsale')
      .where('item_type', '=', 'normal')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(10)
      .execute()
    expect(newest).toEqual(expected.map((g) => g.id))
  })

  it('accepts the numeric goodsSort codes', async () => {
    const viaCode = (await list('?goodsSort=3&page_size=20')).list.map((i) => i.item_id)
    const viaName = (await list('?sort=price_asc&page_size=20')).list.map((i) => i.item_id)
    expect(viaCode).toEqual(viaName)
  })
})

describe('GET goods/items cards', () => {
  it('carry stock, promotions and running activity prices', async () => {
    const all = [...(await list('?page=1&page_size=100')).list, ...(await list('?page=2&page_size=100')).list]
    expect(all.some((i) => i.store === 0)).toBe(true)
    expect(all.some((i) => i.promotions.some((p) => p.promotion_tag === '满减' && p.promotion_name))).toBe(true)
    const seckill = all.find((i) => i.item_name === '青橙 Note 13 5G手机')
    expect(seckill).toMatchObject({ activity_type: 'seckill', activity_price: 99900 })
    const discounted = all.find((i) => i.item_name === '青禾 清透防晒乳 SPF50+')
    expect(discounted).toMatchObject({ activity_type: 'discount', activity_price: Math.round((12900 * 88) / 100) })
    const gift = all.find((i) => i.is_gift === 1)
    expect(gift).toBeDefined()
  })

  it('show member prices to members and staff prices only to staff', async () => {
    const guest = (await list('?item_id=1,2')).list
    expect(guest.every((i) => i.member_price === i.price && i.staff_price === null)).toBe(true)

    const gold = await bearer('13800000000')
    const member = (await app.inject({ url: `${URL}?item_id=2`, headers: gold })).json().data.list[0]
    expect(member.member_price).toBe(Math.round(member.price * 0.95))
    expect(member.staff_price).toBeNull()

    const staff = await bearer('13900000000')
    const staffCard = (await app.inject({ url: `${URL}?item_id=1`, headers: staff })).json().data.list[0]
    expect(staffCard.staff_goods).toBe(1)
    expect(staffCard.staff_price).toBe(489900)
  })

  it('treat an invalid token like a guest', async () => {
    const res = await app.inject({ url: `${URL}?item_id=1`, headers: { authorization: 'Bearer nonsense' } })
    expect(res.statusCode).toBe(200)
    expect(res.json().data.list[0].staff_price).toBeNull()
  })
})
