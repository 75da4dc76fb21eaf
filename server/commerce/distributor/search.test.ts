import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../testing.ts'
import { createTestShop } from '../test-helpers.ts'

const BASE = '/api/h5app/wxapp'

let app: FastifyInstance
const shop: Record<string, number> = {}

interface Card {
  distributor_id: number
  name: string
  address: string
  city: string
  distance: number | null
  distance_show: string
  tagList: { tag_id: number; tag_name: string }[]
}

async function search(input: Record<string, string | number> = {}, method: 'GET' | 'POST' = 'GET') {
  const values = Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)]))
  const res = await app.inject(
    method === 'GET'
      ? { method, url: `${BASE}/store.search`, query: values }
      : { method, url: `${BASE}/store.search`, payload: values },
  )
  return { res, data: res.json().data as { list: Card[]; total_count: number } }
}

const names = (list: Card[]) => list.map((c) => c.name)

beforeAll(async () => {
  app = await buildTestApp()
  const tag: Record<string, number> = {}
  for (const [i, name] of ['Outlet 奥莱', '母婴室', '免费停车'].entries()) {
    tag[name] = (
      await app.db.insertInto('shop_tags').values({ tag_name: name, sort: i }).returning('id').executeTakeFirstOrThrow()
    ).id
  }
  const beijing = { province: '北京市', city: '北京市' }
  shop.xidan = await createTestShop(app.db, {
    ...beijing,
    area: '西城区',
    name: '西单 Joy City 店',
    address: '西城区西单北大街131号',
  })
  shop.guomao = await createTestShop(app.db, {
    ...beijing,
    area: '朝阳区',
    name: '国贸店',
    address: '朝阳区建国门外大街1号',
    sort: 5,
  })
  shop.percent = await createTestShop(app.db, {
    ...beijing,
    area: '朝阳区',
    name: '100%纯棉店',
    address: '朝阳区三里屯路19号',
  })
  shop.underscore = await createTestShop(app.db, {
    ...beijing,
    area: '东城区',
    name: 'A_B 店',
    address: '东城区王府井大街1号',
  })
  shop.backslash = await createTestShop(app.db, {
    ...beijing,
    area: '东城区',
    name: '斜杠\\店',
    address: '东城区东单北大街2号',
  })
  shop.closed = await createTestShop(app.db, {
    ...beijing,
    area: '西城区',
    name: '西单旧店',
    address: '西城区西单北大街1号',
    status: 'closed',
  })
  shop.tianhe = await createTestShop(app.db, {
    province: '广东省',
    city: '广州市',
    area: '天河区',
    name: '天河 JOY 店',
    address: '天河路208号',
  })
  shop.other = await createTestShop(app.db, {
    company_id: 2,
    province: '北京市',
    city: '北京市',
    area: '西城区',
    name: '西单二号店',
    address: '西单',
  })
  for (let i = 1; i <= 12; i++)
    shop[`chain${i}`] = await createTestShop(app.db, {
      ...beijing,
      area: '通州区',
      name: `连锁${i}号店`,
      address: `通州区新华大街${i}号`,
    })
  shop.accent = await createTestShop(app.db, { ...beijing, area: '海淀区', name: 'ÉCOLE 店', address: '海淀区' })

  for (const [shopId, tags] of [
    [shop.guomao, ['Outlet 奥莱', '母婴室', '免费停车']],
    [shop.tianhe, ['母婴室']],
  ] as const) {
    for (const name of tags)
      await app.db.insertInto('distributor_tags').values({ distributor_id: shopId, tag_id: tag[name] }).execute()
  }
})
afterAll(async () => {
  await app?.close()
})

describe('GET/POST store.search', () => {
  it('finds open shops by name, with the distributor/list card shape', async () => {
    const { res, data } = await search({ keywords: '西单' })
    expect(res.statusCode, res.body).toBe(200)
    expect(names(data.list)).toEqual(['西单 Joy City 店'])
    expect(data.total_count).toBe(1)
    expect(data.list[0]).toMatchObject({
      distributor_id: shop.xidan,
      company_id: 1,
      city: '北京市',
      distance: null,
      distance_show: '',
      tagList: [],
    })
    expect(Object.keys(data.list[0])).toEqual(
      expect.arrayContaining([
        'logo',
        'banner',
        'top_image',
        'address',
        'lat',
        'lng',
        'mobile',
        'phone',
        'hours',
        'is_ziti',
      ]),
    )
  })

  it('finds shops by address and by tag, with at most two tags per card', async () => {
    expect(names((await search({ keywords: '建国门' })).data.list)).toEqual(['国贸店'])
    const byTag = await search({ keywords: '母婴' })
    expect(names(byTag.data.list)).toEqual(['国贸店', '天河 JOY 店'])
    expect(byTag.data.list[0].tagList.map((t) => t.tag_name)).toEqual(['Outlet 奥莱', '母婴室'])
  })

  it('ignores the case of latin letters in names and tags, the same on every database', async () => {
    expect(names((await search({ keywords: 'joy' })).data.list)).toEqual(['西单 Joy City 店', '天河 JOY 店'])
    expect(names((await search({ keywords: 'OUTLET' })).data.list)).toEqual(['国贸店'])
    expect(names((await search({ keywords: 'école' })).data.list)).toEqual([])
    expect(names((await search({ keywords: 'ÉCOLE' })).data.list)).toEqual(['ÉCOLE 店'])
  })

  it('needs every word to match', async () => {
    expect(names((await search({ keywords: 'joy  天河' })).data.list)).toEqual(['天河 JOY 店'])
    expect((await search({ keywords: 'joy 上海' })).data.total_count).toBe(0)
  })

  it('takes LIKE wildcards in keywords literally', async () => {
    expect(names((await search({ keywords: '%' })).data.list)).toEqual(['100%纯棉店'])
    expect(names((await search({ keywords: '_' })).data.list)).toEqual(['A_B 店'])
    expect(names((await search({ keywords: '\\' })).data.list)).toEqual(['斜杠\\店'])
    expect(names((await search({ keywords: '0%纯' })).data.list)).toEqual(['100%纯棉店'])
    expect((await search({ keywords: 'A%B' })).data.total_count).toBe(0)
  })

  it('filters by province, city and area, with or without the 省/市/区 suffix', async () => {
    expect(names((await search({ keywords: '店', province: '广东' })).data.list)).toEqual(['天河 JOY 店'])
    expect(names((await search({ keywords: 'joy', city: '北京市' })).data.list)).toEqual(['西单 Joy City 店'])
    const chaoyang = await search({ area: '朝阳' })
    expect(names(chaoyang.data.list)).toEqual(['国贸店', '100%纯棉店'])
    expect(chaoyang.data.total_count).toBe(2)
  })

  it('pages 10 shops by default and at most 50, in the default shop order', async () => {
    const all = await search()
    expect(all.data.total_count).toBe(19)
    expect(all.data.list).toHaveLength(10)
    expect(all.data.list[0].name).toBe('国贸店')
    const second = await search({ page: 2 })
    expect(second.data.list).toHaveLength(9)
    expect(second.data.total_count).toBe(19)
    const seen = [...all.data.list, ...second.data.list].map((c) => c.distributor_id)
    expect(new Set(seen).size).toBe(19)
    expect(seen).not.toContain(shop.closed)
    expect(seen).not.toContain(shop.other)
    const chain = await search({ keywords: '连锁', page: 2, pageSize: 5 })
    expect(names(chain.data.list)).toEqual(['连锁6号店', '连锁7号店', '连锁8号店', '连锁9号店', '连锁10号店'])
    expect(chain.data.total_count).toBe(12)
    expect((await search({ keywords: '连锁', page_no: 3, page_size: 5 })).data.list).toHaveLength(2)
    expect((await search({ pageSize: 100 })).data.list).toHaveLength(19)
    expect((await search({ keywords: '连锁', page: 9 })).data).toEqual({ list: [], total_count: 12 })
  })

  it('caps the page at 50 shops', async () => {
    for (let i = 0; i < 45; i++)
      await createTestShop(app.db, { province: '河北省', city: '廊坊市', area: '广阳区', name: `廊坊${i}号店` })
    const { data } = await search({ province: '河北', pageSize: 100 })
    expect(data.total_count).toBe(45)
    const { data: wide } = await search({ pageSize: 100 })
    expect(wide.list).toHaveLength(50)
  })

  it('searches another company only when asked', async () => {
    expect(names((await search({ keywords: '西单', company_id: 2 })).data.list)).toEqual(['西单二号店'])
  })

  it('takes the same input as a POST form', async () => {
    const { res, data } = await search({ keywords: 'JOY', area: '天河', pageSize: 5 }, 'POST')
    expect(res.statusCode, res.body).toBe(200)
    expect(names(data.list)).toEqual(['天河 JOY 店'])
  })

  it('refuses bad paging and over-long input with a 400', async () => {
    const inputs: Record<string, string | number>[] = [
      { page: 0 },
      { pageSize: 'x' },
      { keywords: 'x'.repeat(101) },
      { city: '市'.repeat(51) },
    ]
    for (const input of inputs) {
      const { res } = await search(input)
      expect(res.statusCode, JSON.stringify(input)).toBe(400)
      expect(res.json().message).toMatch(/参数/)
    }
  })
})
