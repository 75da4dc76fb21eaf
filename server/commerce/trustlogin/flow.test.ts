import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../testing.ts'
import { requestSmsCode } from '../auth/test-fixtures.ts'
import { createTestMember } from '../test-helpers.ts'
import { BROWSER_KEY_COOKIE } from './service.ts'
import { newTestUser, testIdentity, TEST_APP_ID, TEST_AUTHORIZE_PATH } from './testlogin.ts'
import { Browser, testIdentityOf } from './test-fixtures.ts'
import { TrustLoginProviders, trustLoginProviders, useTrustLoginProviders } from './registry.ts'

let app: FastifyInstance

beforeAll(async () => {
  app = await buildTestApp({ env: { PUBLIC_URL: 'http://localhost' } })
})
afterAll(async () => {
  await app?.close()
})

describe('模拟微信登录 (the test provider) over HTTP', () => {
  it('is the one login type listed while WeChat is not configured', async () => {
    const res = await new Browser(app).request('GET', '/trustlogin/list')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ data: [{ type: 'weixin', name: '微信', is_test: true }] })
  })

  it('answers params with a state bound to a browser cookie and an authorize URL on this site', async () => {
    const browser = new Browser(app)
    const res = await browser.request('GET', '/trustlogin/params', {
      query: { auth_type: 'pc_wxqrcode', redirect_url: '/auth/wx-login?redirectUrl=%2Fmember' },
    })
    expect(res.statusCode, res.body).toBe(200)
    const params = res.json().data
    expect(params).toMatchObject({
      type: 'weixin',
      appid: TEST_APP_ID,
      scope: 'snsapi_login',
      redirect_uri: 'http://localhost/auth/wx-login?redirectUrl=%2Fmember',
      expires_in: 600,
    })
    expect(params.state).toMatch(/^[0-9a-f]{58}$/)
    const url = new URL(params.url)
    expect(`${url.origin}${url.pathname}`).toBe(`http://localhost${TEST_AUTHORIZE_PATH}`)
    expect(Object.fromEntries(url.searchParams)).toEqual({
      appid: TEST_APP_ID,
      redirect_uri: params.redirect_uri,
      response_type: 'code',
      scope: 'snsapi_login',
      state: params.state,
    })
    const cookie = res.cookies.find((c) => c.name === BROWSER_KEY_COOKIE)
    expect(cookie).toMatchObject({ path: '/api/h5app/wxapp', httpOnly: true, sameSite: 'Lax', maxAge: 600 })
    // A second QR code in the same browser keeps the key, so both stay usable.
    await browser.params()
    expect(browser.cookies[BROWSER_KEY_COOKIE]).toBe(cookie!.value)
  })

  it('renders a small Chinese consent page that cannot be framed', async () => {
    const browser = new Browser(app)
    const params = await browser.params()
    const url = new URL(params.url)
    const page = await browser.request('GET', `${url.pathname}${url.search}`)
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(page.headers['x-frame-options']).toBe('DENY')
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(page.headers['cache-control']).toBe('no-store')
    expect(page.body).toContain('<title>模拟微信授权</title>')
    expect(page.body).toContain('<html lang="zh-CN">')
    expect(page.body).toMatch(/<label for="nickname">[^<]+<\/label>\s*<input type="text" id="nickname" name="nickname"/)
    expect(page.body).toMatch(/<button type="submit"[^>]*>确认登录<\/button>/)
    expect(page.body).toContain(`<input type="hidden" name="state" value="${params.state}">`)
    expect(page.body).toContain(`<form method="post" action="${TEST_AUTHORIZE_PATH}">`)
  })

  it('goes params → consent page → callback → need_bind → bindExistsUser, and the next scan signs in at once', async () => {
    const member = await createTestMember(app, { password: 'demo1234' })
    const browser = new Browser(app)

    const params = await browser.params()
    const callback = await browser.scanWithTestProvider(params.url, '小明')
    expect(`${callback.location.origin}${callback.location.pathname}`).toBe('http://localhost/auth/wx-login')
    expect(callback.state).toBe(params.state)
    expect(callback.code).toMatch(/^[0-9a-f]{64}$/)

    const first = await browser.login(callback.code, callback.state)
    expect(first.statusCode, first.body).toBe(200)
    const pending = first.json().data
    expect(pending).toEqual({
      token: '',
      need_bind: true,
      trust_ticket: expect.stringMatching(/^[0-9a-f]{64}$/),
      nickname: '小明',
      avatar: '',
    })
    expect(first.cookies.find((c) => c.name === 'customer_token')).toBeUndefined()

    const bound = await browser.request('POST', '/user.trustlogin.bindExistsUser', {
      payload: { trust_ticket: pending.trust_ticket, mobile: member.mobile, password: 'demo1234' },
    })
    expect(bound.statusCode, bound.body).toBe(200)
    const { token } = bound.json().data
    expect(bound.cookies.find((c) => c.name === 'customer_token')?.value).toBe(token)
    const me = await browser.request('GET', '/member', { headers: { authorization: `Bearer ${token}` } })
    expect(me.json().data.memberInfo.user_id).toBe(member.id)

    const list = await browser.request('GET', '/user.trustlogin.list', {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(list.json().data).toEqual([
      { type: 'weixin', name: '微信', nickname: '小明', avatar: '', bound_at: expect.any(Number) },
    ])
    const row = await app.db
      .selectFrom('member_trust_logins')
      .selectAll()
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({ company_id: 1, type: 'weixin', openid: testIdentityOf(app, '小明').openid })

    // Later, from another browser: the same WeChat user (the same phone) signs straight in.
    const later = new Browser(app)
    const again = await later.signInAs('小明')
    expect(again.statusCode, again.body).toBe(200)
    const session = again.json().data
    expect(session.need_bind).toBeUndefined()
    expect(session.token).not.toBe('')
    expect(again.cookies.find((c) => c.name === 'customer_token')?.value).toBe(session.token)
    expect(
      (await later.request('GET', '/member', { headers: { authorization: `Bearer ${session.token}` } })).json().data
        .memberInfo.user_id,
    ).toBe(member.id)
  })

  it('binds with the mobile and an SMS login code instead of the password', async () => {
    const member = await createTestMember(app)
    const browser = new Browser(app)
    const ticket = await browser.ticketFor('短信用户')
    const vcode = await requestSmsCode(app, member.mobile, 'login')
    const res = await browser.request('POST', '/user.trustlogin.bindExistsUser', {
      payload: { trust_ticket: ticket, mobile: member.mobile, vcode },
    })
    expect(res.statusCode, res.body).toBe(200)
    const signedIn = await new Browser(app).signInAs('短信用户')
    expect(signedIn.json().data.token).not.toBe('')
  })

  it('comes back without a code when the shopper cancels, and POST login says to scan again', async () => {
    const browser = new Browser(app)
    const params = await browser.params()
    const callback = await browser.scanWithTestProvider(params.url, '取消的人', 'cancel')
    expect(callback.code).toBeNull()
    expect(callback.state).toBe(params.state)
    const res = await browser.login(callback.code, callback.state)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'TRUST_CODE', message: '微信授权失败，请重新扫码' })
    // The state was not used up by a callback without a code.
    const code = (await browser.scanWithTestProvider(params.url, '取消的人')).code
    expect((await browser.login(code, params.state)).json().data.need_bind).toBe(true)
  })

  it('says 暂不支持微信扫码登录 when no provider is enabled (TRUSTLOGIN_TEST=0 without WeChat)', async () => {
    const enabled = trustLoginProviders(app)
    useTrustLoginProviders(app, new TrustLoginProviders())
    try {
      const browser = new Browser(app)
      expect((await browser.request('GET', '/trustlogin/list')).json()).toEqual({ data: [] })
      const unsupported = {
        status_code: 400,
        code: 'WXQRCODE_UNSUPPORTED',
        message: '暂不支持微信扫码登录',
        msg: '暂不支持微信扫码登录',
      }
      expect((await browser.request('GET', '/trustlogin/params')).json()).toEqual(unsupported)
      expect((await browser.login('abc', '1')).json()).toEqual(unsupported)
      expect(
        (
          await browser.request('GET', TEST_AUTHORIZE_PATH, {
            query: { redirect_uri: 'http://localhost/auth/wx-login', state: 'abc' },
          })
        ).statusCode,
      ).toBe(404)
      expect((await browser.request('GET', '/trustlogin/params', { query: { auth_type: 'qq' } })).json()).toMatchObject(
        { status_code: 400, message: '不支持的登录方式' },
      )
    } finally {
      useTrustLoginProviders(app, enabled)
    }
  })

  it('gives each simulated WeChat user its own openid, whatever nickname it shows', () => {
    const user = newTestUser()
    const a = testIdentity(app.config.secret, user, '甲')
    expect(testIdentity(app.config.secret, user, '乙')).toEqual({ ...a, nickname: '乙' })
    expect(testIdentity(app.config.secret, newTestUser(), '甲').openid).not.toBe(a.openid)
    expect(a.openid).toMatch(/^o[A-Za-z0-9_-]{27}$/)
    expect(() => testIdentity(app.config.secret, '甲', '甲')).toThrow()
  })
})
