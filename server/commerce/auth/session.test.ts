import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSession } from '../../lib/auth.ts'
import { buildTestApp } from '../../testing.ts'
import { createTestMember } from '../test-helpers.ts'
import { BASE, forgetSmsThrottle, freshMobile, requestSmsCode, send } from './test-fixtures.ts'

let app: FastifyInstance

beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(async () => {
  await app?.close()
})

const me = (token: string) =>
  send(app, { method: 'GET', url: `${BASE}/member`, headers: { authorization: `Bearer ${token}` } })
const login = (username: string, password: string) =>
  send(app, { method: 'POST', url: `${BASE}/login`, payload: { username, password } })

describe('user.logout', () => {
  it('revokes the token (POST): later calls with it get 401, other sessions live on', async () => {
    const member = await createTestMember(app)
    const other = await createSession(app.db, app.config.secret, 'member', member.id)
    const res = await send(app, { method: 'POST', url: `${BASE}/user.logout`, headers: member.headers })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ data: { status: true } })
    const cleared = res.cookies.find((c) => c.name === 'customer_token')
    expect(cleared?.value).toBe('')
    expect((await me(member.token)).statusCode).toBe(401)
    expect((await me(other.token)).statusCode).toBe(200)
  })

  it("revokes the token sent as the cookie (GET from the shop's own page)", async () => {
    const member = await createTestMember(app)
    const res = await send(app, {
      method: 'GET',
      url: `${BASE}/user.logout`,
      cookies: { customer_token: member.token },
      headers: { 'sec-fetch-site': 'same-origin' },
    })
    expect(res.statusCode).toBe(200)
    expect((await me(member.token)).statusCode).toBe(401)
  })

  it('answers success without a token, so a stale browser can always sign out', async () => {
    expect((await send(app, { method: 'POST', url: `${BASE}/user.logout` })).statusCode).toBe(200)
    expect(
      (await send(app, { method: 'POST', url: `${BASE}/user.logout`, headers: { authorization: 'Bearer junk.token' } }))
        .statusCode,
    ).toBe(200)
  })
})

describe('POST member/reset/password', () => {
  const reset = (payload: Record<string, unknown>, url = '/member/reset/password') =>
    send(app, { method: 'POST', url: `${BASE}${url}`, payload })

  it('sets the new password and signs out every session', async () => {
    const member = await createTestMember(app, { password: 'demo1234' })
    const other = await createSession(app.db, app.config.secret, 'member', member.id)
    const vcode = await requestSmsCode(app, member.mobile, 'forget')
    const res = await reset({ mobile: member.mobile, vcode, password: 'fresh2026', password_confirm: 'fresh2026' })
    expect(res.statusCode, res.body).toBe(200)
    expect((await me(member.token)).statusCode).toBe(401)
    expect((await me(other.token)).statusCode).toBe(401)
    expect((await login(member.mobile, 'demo1234')).statusCode).toBe(400)
    expect((await login(member.mobile, 'fresh2026')).statusCode).toBe(200)
  })

  const refusals: [string, Record<string, unknown>, string][] = [
    ['a mismatching confirmation', { password: 'fresh2026', password_confirm: 'fresh2027' }, '输入的密码不一致'],
    ['a weak password', { password: 'short1' }, '8-20位密码，必须为数字和字母混合'],
    ['special characters', { password: 'fresh2026!' }, '密码不能包括特殊字符'],
    ['no password', { password: undefined }, '请输入密码'],
    ['a wrong code', { vcode: 'abcdef' }, '短信验证码错误'],
    ['no code', { vcode: undefined }, '请输入短信验证码'],
  ]
  it('checks the new password before the SMS code: a typo in the confirmation leaves the code usable', async () => {
    const member = await createTestMember(app, { password: 'demo1234' })
    const vcode = await requestSmsCode(app, member.mobile, 'forget')
    const typo = await reset({ mobile: member.mobile, vcode, password: 'fresh2026', password_confirm: 'fresh2062' })
    expect(typo.statusCode).toBe(400)
    expect(typo.json()).toMatchObject({
      code: 'PASSWORD_MISMATCH',
      message: '输入的密码不一致',
      msg: '输入的密码不一致',
    })
    const weak = await reset({ mobile: member.mobile, vcode, password: 'short1', password_confirm: 'short1' })
    expect(weak.json().code).toBe('INVALID_PASSWORD')
    expect(
      (await reset({ mobile: member.mobile, vcode, password: 'fresh2026', password_confirm: 'fresh2026' })).statusCode,
    ).toBe(200)
    expect((await login(member.mobile, 'fresh2026')).statusCode).toBe(200)
  })

  it.each(refusals)('refuses %s and keeps the password and sessions', async (_, change, message) => {
    const member = await createTestMember(app, { password: 'demo1234' })
    const vcode = await requestSmsCode(app, member.mobile, 'forget')
    const payload: Record<string, unknown> = { mobile: member.mobile, vcode, password: 'fresh2026', ...change }
    for (const key of Object.keys(payload)) if (payload[key] === undefined) delete payload[key]
    const res = await reset(payload)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(message)
    expect((await me(member.token)).statusCode).toBe(200)
    expect((await login(member.mobile, 'demo1234')).statusCode).toBe(200)
  })

  it('refuses an unknown mobile as a registered one without a code', async () => {
    const res = await reset({ mobile: freshMobile(), vcode: '123456', password: 'fresh2026' })
    expect(res.json().message).toBe('短信验证码已失效，请重新获取')
  })

  it('does not take a login code', async () => {
    const member = await createTestMember(app)
    const vcode = await requestSmsCode(app, member.mobile, 'login')
    expect((await reset({ mobile: member.mobile, vcode, password: 'fresh2026' })).json().message).toBe(
      '短信验证码已失效，请重新获取',
    )
  })

  it('works at the legacy member.safe paths: check the code, then reset with it', async () => {
    const member = await createTestMember(app, { password: 'demo1234' })
    const vcode = await requestSmsCode(app, member.mobile, 'forget')
    const wrong = await send(app, {
      method: 'GET',
      url: `${BASE}/member.safe.checkResetLoginPassword`,
      query: { mobile: member.mobile, vcode: 'abcdef' },
    })
    expect(wrong.json().message).toBe('短信验证码错误')
    const check = await send(app, {
      method: 'GET',
      url: `${BASE}/member.safe.checkResetLoginPassword`,
      query: { mobile: member.mobile, vcode },
    })
    expect(check.statusCode, check.body).toBe(200)
    const res = await send(app, {
      method: 'GET',
      url: `${BASE}/member.safe.resetLoginPassword`,
      query: { mobile: member.mobile, vcode, password: 'legacy2026' },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect((await login(member.mobile, 'legacy2026')).statusCode).toBe(200)
    await forgetSmsThrottle(app.db, member.mobile)
    const again = await send(app, {
      method: 'POST',
      url: `${BASE}/member.safe.resetLoginPassword`,
      payload: { mobile: member.mobile, vcode, password: 'legacy2027' },
    })
    expect(again.json().message).toBe('短信验证码已失效，请重新获取')
  })
})
