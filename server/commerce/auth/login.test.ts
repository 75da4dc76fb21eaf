import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../testing.ts'
import { createTestMember } from '../test-helpers.ts'
import { BASE, freshMobile, requestSmsCode, send } from './test-fixtures.ts'

let app: FastifyInstance
const PROXY = '192.0.2.1'

beforeAll(async () => {
  app = await buildTestApp({ env: { TRUST_PROXY: PROXY } })
})
afterAll(async () => {
  await app?.close()
})

const login = (payload: Record<string, unknown>, url = '/login') =>
  send(app, { method: 'POST', url: `${BASE}${url}`, payload })
const me = (token: string) =>
  send(app, { method: 'GET', url: `${BASE}/member`, headers: { authorization: `Bearer ${token}` } })

describe('POST login (password)', () => {
  it('answers a member token, sets the customer_token cookie and records the login', async () => {
    const member = await createTestMember(app, { password: 'demo1234' })
    const res = await login({ username: member.mobile, password: 'demo1234', auth_type: 'local' })
    expect(res.statusCode, res.body).toBe(200)
    const { token } = res.json().data
    const cookie = res.cookies.find((c) => c.name === 'customer_token')
    expect(cookie).toMatchObject({ value: token, path: '/', sameSite: 'Lax', maxAge: 2_592_000 })
    expect(cookie?.httpOnly).toBe(true)
    expect(cookie?.secure).toBeFalsy()
    expect((await me(token)).json().data.memberInfo.user_id).toBe(member.id)
    const row = await app.db
      .selectFrom('members')
      .select('last_login_at')
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow()
    expect(row.last_login_at).toBeGreaterThan(0)
  })

  it('takes a form-encoded body with mobile instead of username, auth_type defaulting to local', async () => {
    const member = await createTestMember(app, { password: 'demo1234' })
    const res = await send(app, {
      method: 'POST',
      url: `${BASE}/login`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ mobile: member.mobile, password: 'demo1234', company_id: '1' }).toString(),
    })
    expect(res.statusCode, res.body).toBe(200)
  })

  it('marks the cookie secure behind HTTPS, as the trusted proxy (TRUST_PROXY) reports it, and not for a client saying so', async () => {
    const member = await createTestMember(app, { password: 'demo1234' })
    const viaHttps = (remoteAddress?: string) =>
      send(app, {
        method: 'POST',
        url: `${BASE}/login`,
        headers: { 'x-forwarded-proto': 'https' },
        payload: { username: member.mobile, password: 'demo1234' },
        ...(remoteAddress ? { remoteAddress } : {}),
      })
    expect((await viaHttps(PROXY)).cookies.find((c) => c.name === 'customer_token')?.secure).toBe(true)
    expect((await viaHttps()).cookies.find((c) => c.name === 'customer_token')?.secure).toBeFalsy()
  })

  it('answers 400 with one message for a wrong password and an unknown mobile', async () => {
    const member = await createTestMember(app, { password: 'demo1234' })
    for (const payload of [
      { username: member.mobile, password: 'demo12345' },
      { username: freshMobile(), password: 'demo1234' },
      { username: 'not-a-mobile', password: 'demo1234' },
      { username: '138\u00000000000', password: 'demo1234' },
    ]) {
      const res = await login(payload)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({
        status_code: 400,
        code: 'WRONG_CREDENTIALS',
        message: '手机号或密码错误',
        msg: '手机号或密码错误',
      })
      expect(res.cookies).toHaveLength(0)
    }
  })

  it('asks for the mobile and the password when missing', async () => {
    expect((await login({ password: 'demo1234' })).json().message).toBe('请输入手机号')
    expect((await login({ username: '13800000000' })).json().message).toBe('请输入密码')
  })

  it('answers 403 for a disabled member with the right password only', async () => {
    const member = await createTestMember(app, { password: 'demo1234' })
    await app.db.updateTable('members').set({ status: 'disabled' }).where('id', '=', member.id).execute()
    const res = await login({ username: member.mobile, password: 'demo1234' })
    expect(res.statusCode).toBe(403)
    expect(res.json().message).toBe('该账号已被禁用，请联系客服')
    expect((await login({ username: member.mobile, password: 'wrong1234' })).statusCode).toBe(400)
  })

  it('refuses a WeChat QR login whose state was not issued by trustlogin/params (the flow is tested in trustlogin/)', async () => {
    const res = await login({ auth_type: 'pc_wxqrcode', code: 'abc', state: '1' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'TRUST_STATE', message: '登录状态已失效，请重新扫码' })
    expect(res.cookies).toHaveLength(0)
  })

  it('refuses an unknown auth_type', async () => {
    expect((await login({ auth_type: 'ldap', username: '13800000000', password: 'x' })).json().message).toBe(
      '不支持的登录方式',
    )
  })
})

describe('signing in with an SMS code', () => {
  it('works at POST login with auth_type sms', async () => {
    const member = await createTestMember(app)
    const vcode = await requestSmsCode(app, member.mobile, 'login')
    const res = await login({ auth_type: 'sms', mobile: member.mobile, vcode })
    expect(res.statusCode, res.body).toBe(200)
    expect((await me(res.json().data.token)).json().data.memberInfo.user_id).toBe(member.id)
  })

  it('works at POST login with check_type mobile (ECShopX) and at user.mobile.login', async () => {
    const member = await createTestMember(app)
    let vcode = await requestSmsCode(app, member.mobile, 'login')
    expect((await login({ username: member.mobile, check_type: 'mobile', vcode })).statusCode).toBe(200)
    await app.db
      .updateTable('sms_codes')
      .set((eb) => ({ created_at: eb('created_at', '-', 120) }))
      .where('mobile', '=', member.mobile)
      .execute()
    vcode = await requestSmsCode(app, member.mobile, 'login')
    const res = await login({ mobile: member.mobile, vcode }, '/user.mobile.login')
    expect(res.statusCode, res.body).toBe(200)
    expect(res.cookies.find((c) => c.name === 'customer_token')?.value).toBe(res.json().data.token)
  })

  it('refuses a wrong code, an unknown mobile (as a registered one without a code) and a missing code', async () => {
    const member = await createTestMember(app)
    await requestSmsCode(app, member.mobile, 'login')
    expect((await login({ mobile: member.mobile, vcode: 'abcdef' }, '/user.mobile.login')).json().message).toBe(
      '短信验证码错误',
    )
    expect((await login({ mobile: freshMobile(), vcode: '123456' }, '/user.mobile.login')).json().message).toBe(
      '短信验证码已失效，请重新获取',
    )
    expect((await login({ mobile: member.mobile }, '/user.mobile.login')).json().message).toBe('请输入短信验证码')
    expect((await login({ mobile: '123', vcode: '123456' }, '/user.mobile.login')).json().message).toBe(
      '请输入正确的手机号',
    )
  })

  it('answers 403 for a disabled member', async () => {
    const member = await createTestMember(app)
    const vcode = await requestSmsCode(app, member.mobile, 'login')
    await app.db.updateTable('members').set({ status: 'disabled' }).where('id', '=', member.id).execute()
    expect((await login({ mobile: member.mobile, vcode }, '/user.mobile.login')).statusCode).toBe(403)
  })
})
