import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../testing.ts'
import { createTestGoods, createTestShop } from '../test-helpers.ts'

const BASE = '/api/h5app/wxapp'
/** Tiananmen, the point the Beijing shops are measured from. */
const TIANANMEN = { lat: 39.9087, lng: 116.3975 }

let app: FastifyInstance
const tag: Record<string, number> = {}
const shop: Record<string, number> = {}

interface Card {
  distributor_id: number
  name: string
  city: string
  area: string
  distance: number | null
  distance_show: string
  tagList: { tag_id: number; tag_name: string }[]
  discountCardList?: { card_id: number; title: string }[]
}

async function list(query: Record<string, string | number> = {}) {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))
  const res = await app.inject({ method: 'GET', url: `${BASE}/distributor/list?${search}` })
  return {
    res,
    data: res.json().data as {
      list: Card[]
      tagList: { tag_id: number; tag_name: string }[]
      total_count: number
      defaultCity: string
      fallback: number
    },
  }
}

async function addTags(shopId: number, names: string[]) {
  for (const name of names)
    await app.db.insertInto('distributor_tags').values({ distributor_id: shopId, tag_id: tag[name] }).execute()
}

beforeAll(async () => {
  app = await buildTestApp()
  for (const [i, name] of ['旗舰店', '可自提', '免费停车', '母婴室'].entries()) {
    tag[name] = (
      await app.db.insertInto('shop_tags').values({ tag_name: name, sort: i }).returning('id').executeTakeFirstOrThrow()
    ).id
  }
  const beijing = { province: '北京市', city: '北京市' }
  shop.xidan = await createTestShop(app.db, { ...beijing, name: '西单店', area: '西城区', lat: 39.9105, lng: 116.3745 })
  shop.guomao = await createTestShop(app.db, {
    ...beijing,
    name: '国贸店',
    area: '朝阳区',
    lat: 39.9091,
    lng: 116.4597,
  })
  shop.zhongguancun = await createTestShop(app.db, {
    ...beijing,
    name: '中关村店',
    area: '海淀区',
    lat: 39.9834,
    lng: 116.316,
  })
  shop.wangjing = await createTestShop(app.db, {
    ...beijing,
    name: '望京店',
    area: '朝阳区',
    lat: 39.9966,
    lng: 116.481,
  })
  shop.nocoords = await createTestShop(app.db, { ...beijing, name: '未定位店', area: '东城区' })
  for (let i = 1; i <= 7; i++) {
    shop[`more${i}`] = await createTestShop(app.db, {
      ...beijing,
      name: `通州${i}号店`,
      area: '通州区',
      lat: 39.9 + i / 100,
      lng: 116.65,
    })
  }
  await createTestShop(app.db, {
    ...beijing,
    name: '已关闭店',
    area: '西城区',
    lat: 39.9088,
    lng: 116.3976,
    status: 'closed',
  })
  shop.shanghai = await createTestShop(app.db, {
    province: '上海市',
    city: '上海市',
    area: '黄浦区',
    name: '南京路店',
    lat: 31.2366,
    lng: 121.4797,
  })
  shop.guangzhou = await createTestShop(app.db, {
    province: '广东省',
    city: '广州市',
    area: '天河区',
    name: '天河店',
    lat: 23.1291,
    lng: 113.3245,
  })

  await addTags(shop.guomao, ['旗舰店', '可自提', '免费停车'])
  await addTags(shop.xidan, ['母婴室'])
  await addTags(shop.shanghai, ['旗舰店'])
})
afterAll(async () => {
  await app?.close()
})

describe('GET distributor/list', () => {
  it('orders shops nearest first from the given coordinates, with distances in metres', async () => {
    const { res, data } = await list({ ...TIANANMEN, pageSize: 10 })
    expect(res.statusCode).toBe(200)
    const distances = data.list.map((c) => c.distance)
    expect(data.list[0].distributor_id).toBe(shop.xidan)
    expect(data.list[1].distributor_id).toBe(shop.guomao)
    const measured = distances.filter((d): d is number => d !== null)
    expect(measured).toEqual([...measured].sort((a, b) => a - b))
    expect(data.list[0].distance).toBeGreaterThan(1500)
    expect(data.list[0].distance).toBeLessThan(2500)
    expect(data.list[0].distance_show).toMatch(/^\d\.\dkm$/)
    expect(data.fallback).toBe(0)
  })

  it('shows distances under a kilometre in metres', async () => {
    const { data } = await list({ lat: 39.9105, lng: 116.3845 })
    const xidan = data.list.find((c) => c.distributor_id === shop.xidan)
    expect(xidan?.distance_show).toMatch(/^\d{3}m$/)
  })

  it('puts the nearest shop of another city first when the shopper is there', async () => {
    const { data } = await list({ lat: 31.23, lng: 121.47 })
    expect(data.list[0].distributor_id).toBe(shop.shanghai)
    expect(data.list[0].distance).toBeLessThan(2000)
  })

  it('puts shops without coordinates last when sorting by distance', async () => {
    const { data } = await list({ ...TIANANMEN, city: '北京', type: 1, page: 2 })
    const last = data.list[data.list.length - 1]
    expect(last.distributor_id).toBe(shop.nocoords)
    expect(last.distance).toBeNull()
    expect(last.distance_show).toBe('')
  })

  it('sorts far to near with sort_type 2', async () => {
    const { data } = await list({ ...TIANANMEN, sort_type: 2 })
    expect(data.list[0].distributor_id).toBe(shop.guangzhou)
    expect(data.list[1].distributor_id).toBe(shop.shanghai)
  })

  it('sorts best sellers first with sort_type 3', async () => {
    await createTestGoods(app.db, { distributor_id: shop.wangjing, sales: 500 })
    await createTestGoods(app.db, { distributor_id: shop.zhongguancun, sales: 200 })
    const { data } = await list({ city: '北京', sort_type: 3 })
    expect(data.list.slice(0, 2).map((c) => c.distributor_id)).toEqual([shop.wangjing, shop.zhongguancun])
  })

  it('falls back to Beijing when neither coordinates nor a region are given, and says so', async () => {
    const { data } = await list()
    expect(data.fallback).toBe(1)
    expect(data.defaultCity).toBe('北京')
    expect(data.total_count).toBe(12)
    expect(data.list.every((c) => c.city === '北京市')).toBe(true)
  })

  it('lists shops by operator weight (sort, heaviest first) without coordinates', async () => {
    await app.db.updateTable('distributors').set({ sort: 50 }).where('id', '=', shop.wangjing).execute()
    try {
      const { data } = await list({ city: '北京' })
      expect(data.list[0].distributor_id).toBe(shop.wangjing)
      expect(data.list[1].distributor_id).toBe(shop.xidan)
    } finally {
      await app.db.updateTable('distributors').set({ sort: 0 }).where('id', '=', shop.wangjing).execute()
    }
  })

  it('returns at most 10 shops, whatever page size is asked for', async () => {
    const first = await list({ pageSize: 50 })
    expect(first.data.list).toHaveLength(10)
    const second = await list({ page: 2, pageSize: 50 })
    expect(second.data.list).toHaveLength(2)
    const ids = new Set([...first.data.list, ...second.data.list].map((c) => c.distributor_id))
    expect(ids.size).toBe(12)
  })

  it('accepts page_no and page_size too', async () => {
    const { data } = await list({ page_no: 1, page_size: 3 })
    expect(data.list).toHaveLength(3)
  })

  it('filters by city and area without coordinates', async () => {
    const shanghai = await list({ city: '上海市' })
    expect(shanghai.data.fallback).toBe(0)
    expect(shanghai.data.list.map((c) => c.distributor_id)).toEqual([shop.shanghai])
    const chaoyang = await list({ city: '北京市', area: '朝阳区' })
    expect(chaoyang.data.list.map((c) => c.distributor_id).sort()).toEqual([shop.guomao, shop.wangjing].sort())
  })

  it('filters by province', async () => {
    const { data } = await list({ province: '广东省' })
    expect(data.list.map((c) => c.distributor_id)).toEqual([shop.guangzhou])
  })

  it('pins the region with type 1 even when coordinates are given', async () => {
    const { data } = await list({ ...TIANANMEN, city: '上海', type: 1 })
    expect(data.list.map((c) => c.distributor_id)).toEqual([shop.shanghai])
  })

  it('filters by tag, and tag 0 means all', async () => {
    const flagship = await list({ ...TIANANMEN, tag_id: tag.旗舰店 })
    expect(flagship.data.list.map((c) => c.distributor_id)).toEqual([shop.guomao, shop.shanghai])
    const all = await list({ ...TIANANMEN, tag_id: 0 })
    expect(all.data.total_count).toBe(14)
  })

  it('keeps at most 2 tags per shop and lists every tag beside the shops', async () => {
    const { data } = await list({ city: '北京', area: '朝阳' })
    const guomao = data.list.find((c) => c.distributor_id === shop.guomao)
    expect(guomao?.tagList.map((t) => t.tag_name)).toEqual(['旗舰店', '可自提'])
    expect(data.tagList.map((t) => t.tag_name)).toEqual(['旗舰店', '可自提', '免费停车', '母婴室'])
  })

  it('never lists closed shops', async () => {
    const { data } = await list({ ...TIANANMEN, pageSize: 10 })
    expect(data.list.some((c) => c.name === '已关闭店')).toBe(false)
  })

  it("adds each shop's claimable coupons with show_discount=1", async () => {
    const now = Math.floor(Date.now() / 1000)
    const coupon = { card_type: 'cash' as const, quantity: 10, begin_time: now - 60, end_time: now + 3600 }
    await app.db
      .insertInto('coupons')
      .values({ ...coupon, distributor_id: shop.xidan, title: '西单满100减10', reduce_cost: 1000 })
      .execute()
    await app.db
      .insertInto('coupons')
      .values({ ...coupon, distributor_id: shop.xidan, title: '已过期', end_time: now - 1 })
      .execute()
    await app.db
      .insertInto('coupons')
      .values({ ...coupon, distributor_id: shop.xidan, title: '已领完', quantity: 1, get_num: 1 })
      .execute()
    const withCoupons = await list({ ...TIANANMEN, show_discount: 1 })
    const xidan = withCoupons.data.list.find((c) => c.distributor_id === shop.xidan)
    expect(xidan?.discountCardList?.map((c) => c.title)).toEqual(['西单满100减10'])
    const without = await list({ ...TIANANMEN })
    expect(without.data.list[0].discountCardList).toBeUndefined()
  })

  it('refuses a latitude without a longitude', async () => {
    const { res } = await list({ lat: 39.9 })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('经纬度需同时提供')
  })

  it('refuses coordinates out of range and over-long region names', async () => {
    expect((await list({ lat: 91, lng: 116 })).res.statusCode).toBe(400)
    expect((await list({ city: '北'.repeat(51) })).res.statusCode).toBe(400)
  })

  it('takes LIKE wildcards in region names literally', async () => {
    const { data } = await list({ city: '%' })
    expect(data.list).toEqual([])
  })

  it('answers images on PUBLIC_URL to a browser on another origin (the ECShopX frontend), site paths to our own pages', async () => {
    const id = await createTestShop(app.db, {
      province: '上海市',
      city: '上海市',
      area: '静安区',
      lat: 31.23,
      lng: 121.45,
      name: '图片店',
      logo: '/uploads/shops/x-logo.svg',
      banner: 'https://cdn.example.com/b.png',
    })
    const cardOf = async (headers: Record<string, string>) => {
      const res = await app.inject({
        method: 'GET',
        url: `${BASE}/distributor/list?city=${encodeURIComponent('上海市')}`,
        headers,
      })
      return (res.json().data.list as { distributor_id: number; logo: string; banner: string }[]).find(
        (card) => card.distributor_id === id,
      )!
    }
    const own = await cardOf({})
    expect(own.logo).toBe('/uploads/shops/x-logo.svg')
    const other = await cardOf({ origin: 'http://frontend.example.com' })
    expect(other.logo).toBe(`${app.config.publicUrl}/uploads/shops/x-logo.svg`)
    expect(other.banner).toBe('https://cdn.example.com/b.png')
  })
})
