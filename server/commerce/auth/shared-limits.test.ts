import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { dropRedisPrefix, TEST_REDIS_URL, testRedisPrefix } from '../../lib/redis-fixtures.ts'
import { buildTestApp } from '../../testing.ts'
import { limits } from '../../lib/sign-in/limits.ts'
import { BASE, freshIp, freshMobile, send } from './test-fixtures.ts'

/**
 * Two apps sharing one Redis (REDIS_URL) stand for two instances behind a load balancer: sign-in
 * attempts split between them count together.
 */

describe(`sign-in limits shared through Redis at ${TEST_REDIS_URL}`, () => {
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
  afterEach(() => {
    vi.useRealTimers()
  })

  const login = (app: FastifyInstance, username: string, remoteAddress: string) =>
    send(app, { method: 'POST', url: `${BASE}/login`, payload: { username, password: 'guess1234' }, remoteAddress })

  it(`lock one account and address after ${limits.loginPerAccountAndIp.max} failures however they alternate between instances`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const account = freshMobile()
    const address = freshIp()
    for (let i = 0; i < limits.loginPerAccountAndIp.max; i++) {
      // Past the growing delay each time, so only the count can refuse.
      vi.setSystemTime(Date.now() + limits.loginDelay.maxSeconds * 1000)
      expect((await login(i % 2 ? b : a, account, address)).statusCode).toBe(400)
    }
    vi.setSystemTime(Date.now() + limits.loginDelay.maxSeconds * 1000)
    for (const app of [a, b]) {
      const refused = await login(app, account, address)
      expect(refused.statusCode).toBe(429)
      expect(refused.json().code).toBe('ACCOUNT_RATE_LIMITED')
    }
  })

  it('delay the next try on the other instance too', async () => {
    const account = freshMobile()
    const address = freshIp()
    for (let i = 0; i < limits.loginDelay.freeFailures; i++)
      expect((await login(i % 2 ? b : a, account, address)).statusCode).toBe(400)
    const delayed = await login(limits.loginDelay.freeFailures % 2 ? b : a, account, address)
    expect(delayed.statusCode).toBe(429)
    expect(delayed.json().code).toBe('SIGN_IN_DELAYED')
  })

  it(`count one address's ${limits.loginPerIp.max} requests a minute across instances`, async () => {
    const address = freshIp()
    for (let i = 0; i < limits.loginPerIp.max; i++)
      expect((await login(i % 2 ? b : a, freshMobile(), address)).statusCode).toBe(400)
    expect((await login(a, freshMobile(), address)).statusCode).toBe(429)
    expect((await login(b, freshMobile(), address)).statusCode).toBe(429)
  })
})
