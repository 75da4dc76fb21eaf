import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifyToken } from '../../lib/token.ts'
import { buildTestApp } from '../../testing.ts'
import { createTestMember } from '../test-helpers.ts'
import { BASE, createTestMerchant, freshMobile, requestSmsCode, send } from './test-fixtures.ts'

let app: FastifyInstance

beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(async () => {
  await app?.close()
})

const post = (url: string, payload: Record<string, unknown>) =>
  send(app, { method: 'POST', url: `${BASE}${url}`, payload })
const me = (token: string) =>
  send(app, { method: 'GET', url: `${BASE}/member`, headers: { authorization: `Bearer ${token}` } })

describe('POST staff/login', () => {
  it('signs a staff member in with an ordinary member token', async () => {
    const member = await createTestMember(app, { password: 'demo1234' })
    await app.db.updateTable('members').set({ is_staff: 1 }).where('id', '=', member.id).execute()
    const res = await post('/staff/login', { username: member.mobile, password: 'demo1234' })
    expect(res.statusCode, res.body).toBe(200)
    const { token } = res.json().data
    expect(verifyToken(app.config.secret, token)?.kind).toBe('member')
    expect((await me(token)).json().data.memberInfo).toMatchObject({ user_id: member.id, is_staff: '1' })
  })

  it('answers 403 for a member who is not staff', async () => {
    const member = await createTestMember(app, { password: 'demo1234' })
    const res = await post('/staff/login', { username: member.mobile, password: 'demo1234' })
    expect(res.statusCode).toBe(403)
    expect(res.json().message).toBe('该账号不是员工账号')
  })

  it('checks the password before telling whether the account is staff', async () => {
    const member = await createTestMember(app, { password: 'demo1234' })
    const res = await post('/staff/login', { username: member.mobile, password: 'wrong1234' })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('手机号或密码错误')
  })
})

describe('POST merchant/login', () => {
  it('answers a shop token by username and password, in the shop_token cookie', async () => {
    const merchant = await createTestMerchant(app.db)
    const res = await post('/merchant/login', { username: merchant.username, password: merchant.password })
    expect(res.statusCode, res.body).toBe(200)
    const { token } = res.json().data
    expect(verifyToken(app.config.secret, token)).toMatchObject({ kind: 'shop', sub: merchant.id })
    expect(res.cookies.find((c) => c.name === 'shop_token')).toMatchObject({ value: token, path: '/', sameSite: 'Lax' })
    const row = await app.db
      .selectFrom('merchant_accounts')
      .select('last_login_at')
      .where('id', '=', merchant.id)
      .executeTakeFirstOrThrow()
    expect(row.last_login_at).toBeGreaterThan(0)
  })

  it('accepts the account mobile in place of the username', async () => {
    const merchant = await createTestMerchant(app.db)
    expect((await post('/merchant/login', { mobile: merchant.mobile, password: merchant.password })).statusCode).toBe(
      200,
    )
  })

  it('signs in by mobile and SMS code', async () => {
    const merchant = await createTestMerchant(app.db)
    const vcode = await requestSmsCode(app, merchant.mobile, 'merchant_login')
    const res = await post('/merchant/login', { mobile: merchant.mobile, vcode })
    expect(res.statusCode, res.body).toBe(200)
    expect(verifyToken(app.config.secret, res.json().data.token)?.kind).toBe('shop')
  })

  it('gives a token that member endpoints refuse with 401', async () => {
    const merchant = await createTestMerchant(app.db)
    const { token } = (
      await post('/merchant/login', { username: merchant.username, password: merchant.password })
    ).json().data
    expect((await me(token)).statusCode).toBe(401)
    const cookie = await send(app, { method: 'GET', url: `${BASE}/member`, cookies: { shop_token: token } })
    expect(cookie.statusCode).toBe(401)
  })

  it('refuses a wrong password, an unknown account, a member account and a disabled merchant', async () => {
    const merchant = await createTestMerchant(app.db)
    const member = await createTestMember(app, { password: 'demo1234' })
    for (const payload of [
      { username: merchant.username, password: 'wrong1234' },
      { username: 'nobody', password: 'shop12345' },
      { username: 'shop\u0000', password: 'shop12345' },
      { username: member.mobile, password: 'demo1234' },
    ]) {
      const res = await post('/merchant/login', payload)
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toBe('账号或密码错误')
    }
    const disabled = await createTestMerchant(app.db, { status: 'disabled' })
    const res = await post('/merchant/login', { username: disabled.username, password: disabled.password })
    expect(res.statusCode).toBe(403)
    expect(res.json().message).toBe('该商家账号已被禁用')
  })

  it('refuses an SMS sign-in for a mobile without a merchant account (as one without a code), and a request with neither password nor code', async () => {
    expect((await post('/merchant/login', { mobile: freshMobile(), vcode: '123456' })).json().message).toBe(
      '短信验证码已失效，请重新获取',
    )
    expect((await post('/merchant/login', { username: 'shop1' })).json().message).toBe('请输入密码')
  })
})
