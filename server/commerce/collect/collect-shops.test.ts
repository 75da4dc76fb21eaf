import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../testing.ts'
import { createTestMember, createTestShop, type TestMember, type ApiMethod, memberInject } from '../test-helpers.ts'

const BASE = '/api/h5app/wxapp'

let app: FastifyInstance
let member: TestMember
let tagged: number
let plain: number
let closed: number

beforeAll(async () => {
  app = await buildTestApp()
  tagged = await createTestShop(app.db, {
    name: '望京旗舰店',
    logo: '/uploads/logo.png',
    banner: '/uploads/banner.jpg',
    province: '北京市',
    city: '北京市',
    area: '朝阳区',
    address: '望京街10号',
    phone: '010-12345678',
  })
  plain = await createTestShop(app.db, { name: '天河店' })
  closed = await createTestShop(app.db, { status: 'closed' })
  const tags = await app.db
    .insertInto('shop_tags')
    .values([
      { tag_name: '自提', tag_color: '#479EE9', sort: 2 },
      { tag_name: '24小时', tag_color: '#FF0036', sort: 1 },
    ])
    .returning('id')
    .execute()
  await app.db
    .insertInto('distributor_tags')
    .values(tags.map((t) => ({ distributor_id: tagged, tag_id: t.id })))
    .execute()
})
afterAll(() => app?.close())
beforeEach(async () => {
  member = await createTestMember(app)
})

const call = (method: ApiMethod, url: string, payload?: Record<string, unknown>, who: TestMember | null = member) =>
  memberInject(app, who, method, url, payload)

async function collected(who: TestMember = member) {
  const rows = await app.db
    .selectFrom('collect_shops')
    .select('distributor_id')
    .where('member_id', '=', who.id)
    .orderBy('distributor_id')
    .execute()
  return rows.map((row) => row.distributor_id)
}

describe('POST member/collect/distribution/{distributor_id}', () => {
  it('collects a shop, idempotently', async () => {
    const first = await call('POST', `/member/collect/distribution/${tagged}`, { company_id: 1 })
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json().data).toMatchObject({ status: true, distributor_id: tagged })
    const again = await app.inject({
      method: 'POST',
      url: `${BASE}/member/collect/distribution/${tagged}`,
      headers: member.headers,
    })
    expect(again.json().data.fav_id).toBe(first.json().data.fav_id)
    expect(await collected()).toEqual([tagged])
  })

  it('answers 404 for an unknown or closed shop', async () => {
    for (const id of [999999, closed]) {
      const res = await call('POST', `/member/collect/distribution/${id}`, {})
      expect(res.statusCode).toBe(404)
      expect(res.json()).toMatchObject({ code: 'SHOP_NOT_FOUND', message: '店铺不存在或已关闭' })
    }
    expect(await collected()).toEqual([])
  })

  it('answers 400 for a malformed id', async () => {
    for (const bad of ['x', '0', '-1'])
      expect((await call('POST', `/member/collect/distribution/${bad}`, {})).statusCode).toBe(400)
  })

  it('refuses guests with 401', async () => {
    expect((await call('POST', `/member/collect/distribution/${tagged}`, {}, null)).statusCode).toBe(401)
  })
})

describe('GET member/collect/distribution', () => {
  it('lists collected shops newest first with name, logo, address and tags', async () => {
    await call('POST', `/member/collect/distribution/${tagged}`, {})
    await call('POST', `/member/collect/distribution/${plain}`, {})
    const res = await call('GET', '/member/collect/distribution')
    expect(res.statusCode).toBe(200)
    const { list, total_count } = res.json().data
    expect(total_count).toBe(2)
    expect(list.map((s: { distributor_id: number }) => s.distributor_id)).toEqual([plain, tagged])
    expect(list[1]).toMatchObject({
      distributor_id: tagged,
      company_id: 1,
      name: '望京旗舰店',
      logo: '/uploads/logo.png',
      banner: '/uploads/banner.jpg',
      province: '北京市',
      city: '北京市',
      area: '朝阳区',
      address: '望京街10号',
      phone: '010-12345678',
      status: 'active',
    })
    expect(list[1].tagList.map((t: { tag_name: string }) => t.tag_name)).toEqual(['24小时', '自提'])
    expect(list[0].tagList).toEqual([])
  })

  it('pages', async () => {
    await call('POST', `/member/collect/distribution/${tagged}`, {})
    await call('POST', `/member/collect/distribution/${plain}`, {})
    const data = (await call('GET', '/member/collect/distribution?page=2&pageSize=1')).json().data
    expect(data.total_count).toBe(2)
    expect(data.list.map((s: { distributor_id: number }) => s.distributor_id)).toEqual([tagged])
  })

  it('refuses guests with 401', async () => {
    expect((await call('GET', '/member/collect/distribution', undefined, null)).statusCode).toBe(401)
  })
})

describe('GET member/collect/distribution/check', () => {
  it('says whether the shop is collected', async () => {
    expect((await call('GET', `/member/collect/distribution/check?distributor_id=${tagged}`)).json()).toEqual({
      data: { is_collect: false, is_fav: false },
    })
    await call('POST', `/member/collect/distribution/${tagged}`, {})
    expect((await call('GET', `/member/collect/distribution/check?distributor_id=${tagged}`)).json()).toEqual({
      data: { is_collect: true, is_fav: true },
    })
  })

  it('needs distributor_id', async () => {
    expect((await call('GET', '/member/collect/distribution/check')).statusCode).toBe(400)
  })

  it('refuses guests with 401', async () => {
    expect(
      (await call('GET', `/member/collect/distribution/check?distributor_id=${tagged}`, undefined, null)).statusCode,
    ).toBe(401)
  })
})

describe('DELETE member/collect/distribution', () => {
  it('removes by query string or body', async () => {
    await call('POST', `/member/collect/distribution/${tagged}`, {})
    await call('POST', `/member/collect/distribution/${plain}`, {})
    const res = await call('DELETE', `/member/collect/distribution?distributor_id=${tagged}`)
    expect(res.json()).toEqual({ data: { status: true } })
    expect(await collected()).toEqual([plain])
    await call('DELETE', '/member/collect/distribution', { distributor_id: plain })
    expect(await collected()).toEqual([])
  })

  it('needs distributor_id', async () => {
    const res = await call('DELETE', '/member/collect/distribution')
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('缺少必填参数：distributor_id')
  })

  it('refuses guests with 401', async () => {
    expect(
      (await call('DELETE', `/member/collect/distribution?distributor_id=${tagged}`, undefined, null)).statusCode,
    ).toBe(401)
  })
})

describe('GET member.favorite.shop.add', () => {
  it('collects a shop', async () => {
    const res = await call('GET', `/member.favorite.shop.add?distributor_id=${plain}`)
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toMatchObject({ status: true, distributor_id: plain })
    expect(await collected()).toEqual([plain])
  })

  it('answers 404 for an unknown shop and 400 without distributor_id', async () => {
    expect((await call('GET', '/member.favorite.shop.add?distributor_id=999999')).statusCode).toBe(404)
    expect((await call('GET', '/member.favorite.shop.add')).statusCode).toBe(400)
  })
})
