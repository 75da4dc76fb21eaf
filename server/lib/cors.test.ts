import type { FastifyInstance, InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BASE, freshIp } from '../commerce/auth/test-fixtures.ts'
import { createTestGoods, createTestMember, createTestOperator, type TestMember } from '../commerce/test-helpers.ts'
import { buildTestApp } from '../testing.ts'
import { corsArea } from './cors.ts'

/**
 * CORS_ORIGINS lets pages on other sites call the shopper, page and schema APIs with a Bearer
 * token; the operator API opens only to origins listed by name; no answer allows credentials.
 */

const SITE = 'https://mall.example.com'
const PARTNER = 'https://partner.example.com'
const STRANGER = 'https://stranger.example.net'

const apps: FastifyInstance[] = []
async function appWith(corsOrigins?: string): Promise<FastifyInstance> {
  const app = await buildTestApp({
    env: { PUBLIC_URL: SITE, ...(corsOrigins === undefined ? {} : { CORS_ORIGINS: corsOrigins }) },
  })
  apps.push(app)
  return app
}
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()))
})

const preflight = (app: FastifyInstance, url: string, origin: string, method = 'POST') =>
  app.inject({
    method: 'OPTIONS',
    url,
    remoteAddress: freshIp(),
    headers: {
      origin,
      'access-control-request-method': method,
      'access-control-request-headers': 'authorization, content-type',
    },
  })

const get = (app: FastifyInstance, url: string, headers: InjectOptions['headers'] = {}) =>
  app.inject({ method: 'GET', url, remoteAddress: freshIp(), headers })
const varyOf = (headers: Record<string, unknown>) => String(headers.vary ?? '').split(/,\s*/)

describe('which API an address belongs to', () => {
  it('tells the operator API from the public ones, and leaves pages and files out', () => {
    for (const url of [
      `${BASE}/goods/items`,
      `${BASE}/cart`,
      '/api/pages/home',
      '/api/pages/custom/3?company_id=1',
      '/api/schemas/widgets/W0001',
      `${BASE}/merchant/settlementapply/step`,
    ]) {
      expect(corsArea(url), url).toBe('public')
    }
    for (const url of [
      '/api/designer/templates',
      `${BASE}/admin/orders`,
      `${BASE}/admin/login`,
      `${BASE}/operator/login`,
      `${BASE}/merchant/login`,
      `${BASE}/merchant/settlementapply/7/audit`,
    ]) {
      expect(corsArea(url), url).toBe('operator')
    }
    for (const url of [
      '/',
      '/items/1',
      '/uploads/a.png',
      '/designer/',
      '/api/docs/openapi.json',
      '/api/pagesx',
      '/healthz',
    ])
      expect(corsArea(url), url).toBeNull()
  })
})

describe('without CORS_ORIGINS', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await appWith()
  })

  it('grants no other site anything', async () => {
    const answer = await preflight(app, `${BASE}/cart`, PARTNER)
    expect(answer.headers['access-control-allow-origin']).toBeUndefined()
    const read = await get(app, '/api/pages/home', { origin: PARTNER })
    expect(read.headers['access-control-allow-origin']).toBeUndefined()
    expect(varyOf(read.headers)).not.toContain('Origin')
  })
})

describe('with listed origins', () => {
  let app: FastifyInstance
  let member: TestMember
  let goodsId: number
  beforeAll(async () => {
    app = await appWith(`${PARTNER},http://127.0.0.1:5173`)
    member = await createTestMember(app)
    goodsId = await createTestGoods(app.db, { item_name: '跨站加购的商品', price: 990 })
  })

  it('answers preflights of the shopper, page and schema APIs for a listed origin', async () => {
    for (const url of [`${BASE}/cart`, '/api/pages/home', '/api/schemas/widgets/W0001', '/api/designer/templates']) {
      const answer = await preflight(app, url, PARTNER)
      expect(answer.statusCode, url).toBe(204)
      expect(answer.headers).toMatchObject({
        'access-control-allow-origin': PARTNER,
        'access-control-allow-methods': 'GET, POST, PUT, DELETE',
        'access-control-allow-headers': 'Authorization, Content-Type',
        'access-control-max-age': '86400',
      })
      expect(answer.headers['access-control-allow-credentials']).toBeUndefined()
      expect(varyOf(answer.headers)).toContain('Origin')
    }
  })

  it('grants an unlisted origin nothing, and says the answer depends on Origin', async () => {
    const answer = await preflight(app, `${BASE}/cart`, STRANGER)
    expect(answer.statusCode).not.toBe(204)
    expect(answer.headers['access-control-allow-origin']).toBeUndefined()
    const read = await get(app, '/api/pages/home', { origin: STRANGER })
    expect(read.statusCode).toBe(200)
    expect(read.headers['access-control-allow-origin']).toBeUndefined()
    expect(varyOf(read.headers)).toContain('Origin')
  })

  it('lets a listed origin read descriptors, kept or not, with Vary: Origin', async () => {
    for (let i = 0; i < 2; i++) {
      const read = await get(app, '/api/pages/home', { origin: PARTNER })
      expect(read.statusCode).toBe(200)
      expect(read.headers['access-control-allow-origin']).toBe(PARTNER)
      expect(varyOf(read.headers)).toContain('Origin')
    }
  })

  it('lets a listed origin add to the cart with a Bearer token, and reads its errors too', async () => {
    const added = await app.inject({
      method: 'POST',
      url: `${BASE}/cart`,
      remoteAddress: freshIp(),
      headers: { ...member.headers, origin: PARTNER, 'sec-fetch-site': 'cross-site' },
      payload: { item_id: goodsId, num: 2 },
    })
    expect(added.statusCode, added.body).toBe(200)
    expect(added.headers['access-control-allow-origin']).toBe(PARTNER)
    const anonymous = await app.inject({
      method: 'GET',
      url: `${BASE}/cart`,
      remoteAddress: freshIp(),
      headers: { origin: PARTNER },
    })
    expect(anonymous.statusCode).toBe(401)
    expect(anonymous.headers['access-control-allow-origin']).toBe(PARTNER)
  })

  it('still refuses a cookie-authenticated write from a listed origin', async () => {
    const before = await app.db.selectFrom('carts').select('id').where('member_id', '=', member.id).execute()
    const answer = await app.inject({
      method: 'POST',
      url: `${BASE}/cart`,
      remoteAddress: freshIp(),
      headers: { origin: PARTNER, 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'cors' },
      cookies: { customer_token: member.token },
      payload: { item_id: goodsId, num: 1 },
    })
    expect(answer.statusCode).toBe(403)
    expect(answer.json().message).toBe('请求来源不被允许，请在本站页面内操作')
    expect(await app.db.selectFrom('carts').select('id').where('member_id', '=', member.id).execute()).toHaveLength(
      before.length,
    )
  })

  it("lets a listed origin's script sign in without cookies, but not a form posted from there or from elsewhere", async () => {
    const login = (headers: Record<string, string>, cookies?: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: `${BASE}/login`,
        remoteAddress: freshIp(),
        headers: { 'sec-fetch-site': 'cross-site', ...headers },
        cookies,
        payload: { username: member.mobile, password: 'demo1234' },
      })
    const fetched = await login({ origin: PARTNER, 'sec-fetch-mode': 'cors' })
    expect(fetched.statusCode, fetched.body).toBe(200)
    expect(fetched.json().data.token).toBeTruthy()
    expect(fetched.headers['access-control-allow-origin']).toBe(PARTNER)
    for (const [headers, cookies] of [
      [{ origin: PARTNER, 'sec-fetch-mode': 'navigate' }],
      [{ origin: STRANGER, 'sec-fetch-mode': 'cors' }],
      [{ origin: PARTNER, 'sec-fetch-mode': 'cors' }, { customer_token: member.token }],
      [{ origin: PARTNER }],
    ] as [Record<string, string>, Record<string, string>?][]) {
      const refused = await login(headers, cookies)
      expect(refused.statusCode, JSON.stringify([headers, cookies])).toBe(403)
    }
  })

  it('opens the operator API to a listed origin', async () => {
    const operator = await createTestOperator(app)
    const answer = await get(app, `${BASE}/admin/orders`, { ...operator.headers, origin: PARTNER })
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['access-control-allow-origin']).toBe(PARTNER)
  })

  it('puts no CORS header on storefront pages or files, and no resource policy blocks API answers', async () => {
    const read = await get(app, '/api/schemas/widgets/W0001', { origin: PARTNER })
    expect(read.headers['cross-origin-resource-policy']).toBeUndefined()
    expect(read.headers['cross-origin-embedder-policy']).toBeUndefined()
    const health = await get(app, '/healthz', { origin: PARTNER })
    expect(health.headers['access-control-allow-origin']).toBeUndefined()
  })
})

describe('with *', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await appWith(`*,${PARTNER}`)
  })

  it('answers every origin alike on the public APIs, so the answer need not vary', async () => {
    const answer = await preflight(app, `${BASE}/cart`, STRANGER)
    expect(answer.statusCode).toBe(204)
    expect(answer.headers['access-control-allow-origin']).toBe('*')
    const read = await get(app, '/api/pages/home', { origin: STRANGER })
    expect(read.headers['access-control-allow-origin']).toBe('*')
    expect(varyOf(read.headers)).not.toContain('Origin')
  })

  it('never opens the operator API through *, only to the origins listed by name', async () => {
    for (const url of ['/api/designer/templates', `${BASE}/admin/orders`, `${BASE}/merchant/login`]) {
      const stranger = await preflight(app, url, STRANGER)
      expect(stranger.headers['access-control-allow-origin'], url).toBeUndefined()
      const partner = await preflight(app, url, PARTNER)
      expect(partner.headers['access-control-allow-origin'], url).toBe(PARTNER)
    }
    const operator = await createTestOperator(app)
    const read = await get(app, `${BASE}/admin/orders`, { ...operator.headers, origin: STRANGER })
    expect(read.headers['access-control-allow-origin']).toBeUndefined()
    expect(varyOf(read.headers)).toContain('Origin')
  })
})
