import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AUDIENCE_HEADER, audienceHeader, type Audience } from '../commerce/goods/audience.ts'
import { contentWatch } from '../lib/content-version.ts'
import { buildTestApp } from '../testing.ts'
import { directReads } from './direct-reads.ts'

const API = '/api/h5app/wxapp'
const SILVER: Audience = { gradeId: 2, discount: 2, gradeRank: 1, isStaff: false }
const STAFF: Audience = { ...SILVER, isStaff: true }
const AUDIENCES = { guest: null, silver: SILVER, staff: STAFF }

let app: FastifyInstance
let itemId: number

beforeAll(async () => {
  app = await buildTestApp({
    seed: true,
    beforeReady(app) {
      const read = directReads(app)
      // Answers a call as a page render's direct read would: its status, tag and JSON, or 204 where the read declines.
      app.get<{ Querystring: { call: string; audience: keyof typeof AUDIENCES; tag?: string } }>(
        '/probe',
        async (request, reply) => {
          const { call, audience, tag } = request.query
          const answer = await read(new URL(call, 'http://mall.test'), AUDIENCES[audience], { request, reply }, tag)
          if (!answer) return reply.code(204).send()
          for (const name of ['etag', 'cache-control']) {
            const value = answer.headers.get(name)
            if (value) reply.header(name, value)
          }
          return reply
            .code(answer.status)
            .type('application/json')
            .send(answer.status === 304 ? undefined : await answer.text())
        },
      )
    },
  })
  const list = await app.inject({ url: `${API}/goods/items?pageSize=1` })
  itemId = list.json<{ data: { list: { item_id: number }[] } }>().data.list[0]?.item_id as number
})
afterAll(() => app.close())

async function probe(call: string, audience: keyof typeof AUDIENCES, tag?: string) {
  return app.inject({ url: '/probe', query: { call, audience, ...(tag && { tag }) } })
}

async function viaInject(call: string, audience: keyof typeof AUDIENCES) {
  const viewer = AUDIENCES[audience]
  return app.inject({ url: call, headers: viewer ? { [AUDIENCE_HEADER]: audienceHeader(viewer) } : {} })
}

describe('direct reads of a page render', () => {
  const listCalls = [
    '',
    '?company_id=1&sort=default&page=1&pageSize=18',
    '?keywords=%E8%8C%B6&page=1&pageSize=18',
    '?sort=price_asc&start_price=10&end_price=500',
    '?goodsSort=1&page=2&pageSize=5',
    '?item_id=3,1&item_id=2',
    '?item_type=point',
    '?unknown=1&pageSize=4',
  ]

  it.each(
    listCalls.flatMap((query) => (['guest', 'silver', 'staff'] as const).map((audience) => [query, audience] as const)),
  )('GET goods/items%s as %s answers the same bytes as the route', async (query, audience) => {
    const call = `${API}/goods/items${query}`
    const [direct, routed] = await Promise.all([probe(call, audience), viaInject(call, audience)])
    expect(routed.statusCode).toBe(200)
    expect(direct.statusCode).toBe(200)
    expect(direct.body).toBe(routed.body)
  })

  it.each(['guest', 'silver', 'staff'] as const)(
    'GET goods/items/:item_id as %s answers the same bytes',
    async (audience) => {
      for (const query of ['', '?company_id=1', '?distributor_id=0&is_tdk=1']) {
        const call = `${API}/goods/items/${itemId}${query}`
        const [direct, routed] = await Promise.all([probe(call, audience), viaInject(call, audience)])
        expect(routed.statusCode).toBe(200)
        expect(direct.body).toBe(routed.body)
      }
    },
  )

  it.each(['guest', 'silver'] as const)('GET user/newGetCardList as %s answers the same bytes', async (audience) => {
    for (const query of [
      `?company_id=1&item_id=${itemId}&distributor_id=0&end_date=1&page=1&page_size=999`,
      `?item_id=${itemId}`,
      '?distributor_id=0&page=2&page_size=1',
      '',
    ]) {
      const call = `${API}/user/newGetCardList${query}`
      const [direct, routed] = await Promise.all([probe(call, audience), viaInject(call, audience)])
      expect(routed.statusCode, call).toBe(200)
      expect(direct.statusCode, call).toBe(200)
      expect(direct.body, call).toBe(routed.body)
    }
  })

  it('prices for the audience it is given', async () => {
    const call = `${API}/goods/items?pageSize=100`
    const [guest, silver, staff] = await Promise.all([
      probe(call, 'guest'),
      probe(call, 'silver'),
      probe(call, 'staff'),
    ])
    expect(new Set([guest.body, silver.body, staff.body]).size).toBe(3)
  })

  it('declines what the route refuses, so the call gets the route’s own error answer', async () => {
    for (const call of [
      `${API}/goods/items?pageSize=abc`,
      `${API}/goods/items?keywords=${'长'.repeat(51)}`,
      `${API}/goods/items?sort=cheapest`,
      `${API}/goods/items/0`,
      `${API}/goods/items/abc`,
      `${API}/goods/items/99999999`,
      `${API}/goods/items/%E0%A4%A`,
      `${API}/goods/items/${itemId}?distributor_id=-1`,
      `${API}/user/newGetCardList?item_id=99999999`,
      `${API}/user/newGetCardList?end_date=2`,
      `${API}/user/newGetCardList?page_size=x`,
    ]) {
      const [direct, routed] = await Promise.all([probe(call, 'guest'), viaInject(call, 'guest')])
      expect(routed.statusCode, call).toBeGreaterThanOrEqual(400)
      expect(direct.statusCode, call).toBe(204)
    }
  })

  it('leaves every other call to app.inject', async () => {
    for (const call of [
      `${API}/goods/category?is_main_category=1`,
      `${API}/goods/items/`,
      `${API}/goods/items/${itemId}/x`,
      '/api/pages/home?company_id=3',
    ])
      expect((await probe(call, 'guest')).statusCode, call).toBe(204)
  })
})

describe('direct reads of kept answers', () => {
  const recommend = () => `${API}/promotions/recommendlike?company_id=1&item_id=${itemId}&page=1&pageSize=5`
  const keptCalls = () => [
    '/api/pages/layout?company_id=1',
    '/api/pages/home?company_id=1',
    `${API}/goods/category?company_id=1`,
    recommend(),
  ]

  it.each(['guest', 'silver'] as const)(
    'answers an address the route answered before, as %s, with its bytes, tag and cache-control',
    async (audience) => {
      for (const call of keptCalls()) {
        expect((await probe(call, audience)).statusCode, call).toBe(204)
        const routed = await viaInject(call, audience)
        expect(routed.headers.etag, call).toBeTruthy()
        const direct = await probe(call, audience)
        expect(direct.statusCode, call).toBe(200)
        expect(direct.body, call).toBe(routed.body)
        expect(direct.headers.etag, call).toBe(routed.headers.etag)
        expect(direct.headers['cache-control'], call).toBe(routed.headers['cache-control'])
      }
    },
  )

  it('answers 304 when the call names the kept entity tag', async () => {
    const call = '/api/pages/layout?company_id=1'
    const routed = await viaInject(call, 'guest')
    const again = await probe(call, 'guest', routed.headers.etag as string)
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    expect((await probe(call, 'guest', 'W/"another"')).statusCode).toBe(200)
  })

  it('keeps audiences apart: one audience’s kept recommendations never answer another', async () => {
    await viaInject(recommend(), 'guest')
    await viaInject(recommend(), 'silver')
    const [guest, silver, staff] = await Promise.all([
      probe(recommend(), 'guest'),
      probe(recommend(), 'silver'),
      probe(recommend(), 'staff'),
    ])
    expect(guest.statusCode).toBe(200)
    expect(silver.statusCode).toBe(200)
    expect(silver.body).not.toBe(guest.body)
    expect(staff.statusCode).toBe(204)
  })

  it('learns nothing from a call that carries a session cookie or a token', async () => {
    for (const headers of [{ cookie: 'mallfront_member=abc' }, { authorization: 'Bearer abc' }]) {
      const call = '/api/pages/layout?company_id=4'
      await app.inject({ url: call, headers })
      expect((await probe(call, 'guest')).statusCode).toBe(204)
    }
  })

  it('stops answering from kept bytes once the content changes, until the route kept the new ones', async () => {
    const call = '/api/pages/layout?company_id=1'
    const before = await viaInject(call, 'guest')
    expect((await probe(call, 'guest')).statusCode).toBe(200)
    await app.db
      .updateTable('settings')
      .set({ value: '{"title":"改过的商城标题"}' })
      .where('name', '=', 'tdk_data')
      .execute()
    await contentWatch(app.db).changed()
    expect((await probe(call, 'guest')).statusCode).toBe(204)
    const after = await viaInject(call, 'guest')
    expect(after.body).toContain('改过的商城标题')
    expect(after.headers.etag).not.toBe(before.headers.etag)
    const direct = await probe(call, 'guest')
    expect(direct.statusCode).toBe(200)
    expect(direct.body).toBe(after.body)
  })
})
