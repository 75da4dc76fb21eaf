import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifyToken } from '../../lib/token.ts'
import { buildTestApp } from '../../testing.ts'
import { isApprovedMerchant } from '../merchant/standing.ts'
import { createTestMember } from '../test-helpers.ts'
import { BASE, createTestMerchant, forgetSmsThrottle, freshMobile, requestSmsCode, send } from './test-fixtures.ts'

let app: FastifyInstance

beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(async () => {
  await app?.close()
})

const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  send(app, { method: 'POST', url: `${BASE}${url}`, payload, headers })
const auditStatus = (token: string) =>
  send(app, {
    method: 'GET',
    url: `${BASE}/merchant/settlementapply/auditstatus`,
    headers: { authorization: `Bearer ${token}` },
  })

async function register(mobile = freshMobile(), password = 'shop12345') {
  const vcode = await requestSmsCode(app, mobile, 'merchant_register')
  return {
    mobile,
    password,
    res: await post('/merchant/register', { mobile, vcode, password, password_confirm: password }),
  }
}

describe('POST merchant/register', () => {
  it('opens an applicant account signed in with a shop token in the shop_token cookie', async () => {
    const { mobile, res } = await register()
    expect(res.statusCode, res.body).toBe(200)
    const { token } = res.json().data
    expect(verifyToken(app.config.secret, token)?.kind).toBe('shop')
    expect(String(res.headers['set-cookie'])).toMatch(/shop_token=[^;]+;.*HttpOnly/i)
    const account = await app.db
      .selectFrom('merchant_accounts')
      .selectAll()
      .where('mobile', '=', mobile)
      .executeTakeFirstOrThrow()
    expect(account).toMatchObject({ username: mobile, distributor_id: null, application_id: null, status: 'active' })
    expect(account.password_hash).not.toContain('shop12345')
    expect((await auditStatus(token)).json().data).toMatchObject({ audit_status: 'none', step: 0 })
    // Signed up is not approved: no merchant powers yet.
    expect(await isApprovedMerchant(app, account.id)).toBe(false)
  })

  it('refuses a wrong code, a weak or mismatched password and a bad mobile, writing nothing', async () => {
    const mobile = freshMobile()
    await requestSmsCode(app, mobile, 'merchant_register')
    const cases: [Record<string, string>, string][] = [
      [{ mobile, vcode: '000000', password: 'shop12345', password_confirm: 'shop12345' }, '验证码错误'],
      [{ mobile, vcode: '123456', password: '123', password_confirm: '123' }, ''],
      [{ mobile, vcode: '123456', password: 'shop12345', password_confirm: 'shop54321' }, '输入的密码不一致'],
      [{ mobile: '12345', vcode: '123456', password: 'shop12345', password_confirm: 'shop12345' }, ''],
    ]
    for (const [body, message] of cases) {
      const res = await post('/merchant/register', body)
      expect(res.statusCode, res.body).toBe(400)
      expect(res.json().message).toMatch(/\S/)
      if (message) expect(res.json().message).toContain(message)
    }
    expect(await app.db.selectFrom('merchant_accounts').select('id').where('mobile', '=', mobile).execute()).toEqual([])
  })

  it('refuses a mobile that already has a merchant account, before sending a code and at sign-up', async () => {
    const existing = await createTestMerchant(app.db)
    await expect(requestSmsCode(app, existing.mobile, 'merchant_register')).rejects.toThrow(
      '该手机号已注册商家账号，请直接登录',
    )
    const vcode = await requestSmsCode(app, existing.mobile, 'merchant_login')
    const res = await post('/merchant/register', {
      mobile: existing.mobile,
      vcode,
      password: 'shop12345',
      password_confirm: 'shop12345',
    })
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe('该手机号已注册商家账号，请直接登录')
  })

  it('lets the applicant sign back in by password and by SMS code, and see the same application', async () => {
    const { mobile, password, res } = await register()
    const first = res.json().data.token
    const step1 = {
      settled_type: 'personal',
      merchant_type_id: 2,
      merchant_name: '小王的店',
      contact_name: '王小明',
      contact_mobile: mobile,
      is_agree_agreement: 1,
    }
    const saved = await post('/merchant/settlementapply/1', step1, { authorization: `Bearer ${first}` })
    expect(saved.statusCode, saved.body).toBe(200)
    const logout = await post('/merchant/logout', {}, { authorization: `Bearer ${first}` })
    expect(logout.statusCode).toBe(200)
    expect((await auditStatus(first)).statusCode).toBe(401)

    const byPassword = await post('/merchant/login', { username: mobile, password })
    expect(byPassword.statusCode, byPassword.body).toBe(200)
    expect((await auditStatus(byPassword.json().data.token)).json().data).toMatchObject({
      audit_status: 'editing',
      step: 1,
    })

    await forgetSmsThrottle(app.db, mobile)
    const vcode = await requestSmsCode(app, mobile, 'merchant_login')
    const bySms = await post('/merchant/login', { mobile, vcode })
    expect(bySms.statusCode, bySms.body).toBe(200)
    expect((await auditStatus(bySms.json().data.token)).json().data).toMatchObject({ audit_status: 'editing', step: 1 })
  })

  it('keeps a member token out of the merchant area and a shop token out of the member area', async () => {
    const member = await createTestMember(app)
    expect((await auditStatus(member.token)).statusCode).toBe(401)
    const { res } = await register()
    const me = await send(app, {
      method: 'GET',
      url: `${BASE}/member`,
      headers: { authorization: `Bearer ${res.json().data.token}` },
    })
    expect(me.statusCode).toBe(401)
  })
})

describe('merchant standing', () => {
  it('counts an operator-opened account with a shop as a merchant', async () => {
    const shop = await app.db.selectFrom('distributors').select('id').executeTakeFirst()
    const merchant = await createTestMerchant(app.db)
    expect(await isApprovedMerchant(app, merchant.id)).toBe(false)
    if (shop) {
      await app.db
        .updateTable('merchant_accounts')
        .set({ distributor_id: shop.id })
        .where('id', '=', merchant.id)
        .execute()
      expect(await isApprovedMerchant(app, merchant.id)).toBe(true)
      await app.db.updateTable('merchant_accounts').set({ status: 'disabled' }).where('id', '=', merchant.id).execute()
      expect(await isApprovedMerchant(app, merchant.id)).toBe(false)
    }
  })
})
