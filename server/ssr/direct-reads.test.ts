import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AUDIENCE_HEADER, audienceHeader, type Audience } from '../commerce/goods/audience.ts'
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
      // Answers a call as a page render's direct read would: its JSON, or 204 where the read declines.
      app.get<{ Querystring: { call: string; audience: keyof typeof AUDIENCES } }>('/probe', async (request, reply) => {
        const answer = await read(new URL(request.query.call, 'http://mall.test'), AUDIENCES[request.query.audience], {
          request,
          reply,
        })
        if (!answer) return reply.code(204).send()
        return reply.type('application/json').send(await answer.text())
      })
    },
  })
  const list = await app.inject({ url: `${API}/goods/items?pageSize=1` })
  itemId = list.json<{ data: { list: { item_id: number }[] } }>().data.list[0]?.item_id as number
})
afterAll(() => app.close())

async function probe(call: string, audience: keyof typeof AUDIENCES) {
  return app.inject({ url: '/probe', query: { call, audience } })
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
    ]) {
      const [direct, routed] = await Promise.all([probe(call, 'guest'), viaInject(call, 'guest')])
      expect(routed.statusCode, call).toBeGreaterThanOrEqual(400)
      expect(direct.statusCode, call).toBe(204)
    }
  })

  it('leaves every other call to app.inject', async () => {
    for (const call of [
      `${API}/goods/category`,
      `${API}/goods/items/`,
      `${API}/goods/items/${itemId}/x`,
      '/api/pages/home',
    ])
      expect((await probe(call, 'guest')).statusCode, call).toBe(204)
  })
})
