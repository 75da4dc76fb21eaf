import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildTestApp } from '../../testing.ts'
import { createTestMember } from '../test-helpers.ts'
import { limits } from '../../lib/sign-in/limits.ts'
import { BASE, createTestMerchant, freshIp, freshMobile, send } from './test-fixtures.ts'

let app: FastifyInstance

beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(() => app?.close())
afterEach(() => vi.useRealTimers())

const post = (url: string, payload: Record<string, unknown>, remoteAddress = freshIp()) =>
  send(app, { method: 'POST', url: `${BASE}${url}`, payload, remoteAddress })

describe('sign-in rate limits', () => {
  it(`answer 429 after ${limits.loginPerIp.max} login attempts a minute from one address`, async () => {
    const address = freshIp()
    for (let i = 0; i < limits.loginPerIp.max; i++) {
      expect((await post('/login', { username: freshMobile(), password: 'guess1234' }, address)).statusCode).toBe(400)
    }
    const refused = await post('/login', { username: freshMobile(), password: 'guess1234' }, address)
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toMatchObject({ status_code: 429, message: '操作过于频繁，请稍后再试' })
  })

  /** Fails `max` times on an account from one address, waiting out the growing delay before each try. */
  async function failFrom(address: string, url: string, payload: Record<string, unknown>) {
    for (let i = 0; i < limits.loginPerAccountAndIp.max; i++) {
      vi.setSystemTime(Date.now() + limits.loginDelay.maxSeconds * 1000)
      expect((await post(url, { ...payload, password: `guess${i}abc` }, address)).statusCode).toBe(400)
    }
  }

  it(`answer 429 after ${limits.loginPerAccountAndIp.max} failures on one account from one address, even with the right password, and nowhere else`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const member = await createTestMember(app, { password: 'demo1234' })
    const address = freshIp()
    await failFrom(address, '/login', { username: member.mobile })
    const refused = await post('/login', { username: member.mobile, password: 'demo1234' }, address)
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toMatchObject({ status_code: 429, message: '该账号登录尝试过于频繁，请15分钟后再试' })
    expect((await post('/user.mobile.login', { mobile: member.mobile, vcode: '123456' }, address)).statusCode).toBe(429)
    const other = await createTestMember(app, { password: 'demo1234' })
    expect((await post('/login', { username: other.mobile, password: 'demo1234' }, address)).statusCode).toBe(200)
    expect((await post('/login', { username: member.mobile, password: 'demo1234' })).statusCode).toBe(200)
  })

  it('keep the merchant budget apart from the member one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const merchant = await createTestMerchant(app.db)
    const address = freshIp()
    await failFrom(address, '/merchant/login', { username: merchant.username })
    expect(
      (await post('/merchant/login', { username: merchant.username, password: merchant.password }, address)).statusCode,
    ).toBe(429)
    expect((await post('/login', { username: merchant.username, password: 'wrong1234' }, address)).statusCode).toBe(400)
  })

  it(`answer 429 after ${limits.passwordChangePerIp.max} password changes from one address`, async () => {
    const member = await createTestMember(app, { password: 'demo1234' })
    const address = freshIp()
    const change = () =>
      send(app, {
        method: 'POST',
        url: `${BASE}/member/password`,
        headers: member.headers,
        payload: { old_password: 'wrong999', new_password: 'newpass99' },
        remoteAddress: address,
      })
    for (let i = 0; i < limits.passwordChangePerIp.max; i++) expect((await change()).statusCode).toBe(400)
    expect((await change()).statusCode).toBe(429)
  })
})
