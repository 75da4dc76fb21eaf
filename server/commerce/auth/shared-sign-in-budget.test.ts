import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dropRedisPrefix, TEST_REDIS_URL, testRedisPrefix } from '../../lib/redis-fixtures.ts'
import { limits } from '../../lib/sign-in/limits.ts'
import { buildTestApp } from '../../testing.ts'
import { BASE, freshIp, freshMobile, send } from './test-fixtures.ts'

/**
 * One per-address budget for every sign-in route: failures spent on one route leave nothing for
 * the others from that address, in one process and across instances sharing Redis.
 */

/** Every sign-in route, each with a body it refuses (the budget is counted before the body is read). */
const SIGN_INS: [string, Record<string, unknown>][] = [
  [`${BASE}/login`, { username: '13800000000', password: 'guess1234' }],
  [`${BASE}/user.mobile.login`, { mobile: '13800000000', vcode: '000000' }],
  [`${BASE}/staff/login`, { username: '13800000000', password: 'guess1234' }],
  [`${BASE}/merchant/login`, { username: 'shop-guess', password: 'guess1234' }],
  [`${BASE}/merchant/register`, { mobile: '13800000000', vcode: '000000', password: 'guess1234' }],
  [`${BASE}/member`, { mobile: '13800000000', vcode: '000000', password: 'guess1234', password_confirm: 'guess1234' }],
  [`${BASE}/user.trustlogin.bindExistsUser`, { trust_ticket: 'no-ticket', mobile: '13800000000', password: 'x1' }],
  [`${BASE}/operator/login`, { username: 'admin-guess', password: 'guess1234' }],
  ['/api/admin/session', { username: 'admin-guess', password: 'guess1234' }],
  ['/api/designer/session', { username: 'admin-guess', password: 'guess1234' }],
]

const attempt = (app: FastifyInstance, url: string, payload: Record<string, unknown>, remoteAddress: string) =>
  send(app, { method: 'POST', url, payload, remoteAddress })

/** Spends an address's whole budget on one route, every try refused. */
async function exhaust(apps: FastifyInstance[], url: string, payload: Record<string, unknown>, address: string) {
  for (let i = 0; i < limits.loginPerIp.max; i++) {
    const answer = await attempt(apps[i % apps.length]!, url, { ...payload, username: freshMobile() }, address)
    expect(answer.statusCode, answer.body).toBeGreaterThanOrEqual(400)
    expect(answer.statusCode, answer.body).toBeLessThan(429)
  }
}

async function expectSpent(app: FastifyInstance, address: string) {
  for (const [url, payload] of SIGN_INS) {
    const refused = await attempt(app, url, payload, address)
    expect(refused.statusCode, url).toBe(429)
    expect(refused.json(), url).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: '操作过于频繁，请稍后再试' })
  }
}

describe('one sign-in budget per address, in one process', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await buildTestApp()
  })
  afterAll(() => app?.close())

  it(`spends ${limits.loginPerIp.max} failed member sign-ins against every sign-in route`, async () => {
    const address = freshIp()
    await exhaust([app], `${BASE}/login`, { password: 'guess1234' }, address)
    await expectSpent(app, address)
    // Another address keeps its own budget.
    expect((await attempt(app, `${BASE}/operator/login`, SIGN_INS[7]![1], freshIp())).statusCode).toBe(400)
  })

  it('counts the operator sign-in against the member routes too', async () => {
    const address = freshIp()
    await exhaust([app], '/api/designer/session', { password: 'guess1234' }, address)
    await expectSpent(app, address)
  })
})

describe(`one sign-in budget per address across instances sharing Redis at ${TEST_REDIS_URL}`, () => {
  let a: FastifyInstance
  let b: FastifyInstance
  const prefix = testRedisPrefix()
  beforeAll(async () => {
    const env = { REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: prefix }
    ;[a, b] = await Promise.all([buildTestApp({ env }), buildTestApp({ env })])
  })
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()])
    await dropRedisPrefix(prefix)
  })

  it('spends merchant sign-ins on both instances against every route on either', async () => {
    const address = freshIp()
    await exhaust([a, b], `${BASE}/merchant/login`, { password: 'guess1234' }, address)
    await expectSpent(a, address)
    await expectSpent(b, address)
  })
})
