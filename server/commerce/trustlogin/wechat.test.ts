import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../testing.ts'
import { createTestMember } from '../test-helpers.ts'
import { TEST_AUTHORIZE_PATH } from './testlogin.ts'
import { Browser, FakeWechatApi, useWechat, WX_APPID, WX_SECRET } from './test-fixtures.ts'
import { wechatOpenProvider } from './wechat.ts'
import { TrustLoginDenied, TrustLoginUnavailable } from './provider.ts'

let app: FastifyInstance
let wechat: FakeWechatApi

beforeAll(async () => {
  app = await buildTestApp({ env: { PUBLIC_URL: 'http://localhost' } })
  wechat = await new FakeWechatApi().start()
  useWechat(app, wechat.url)
})
afterAll(async () => {
  await wechat?.stop()
  await app?.close()
})
beforeEach(() => {
  wechat.answer = null
})

/** A WeChat QR scan: params from the browser, then the code WeChat would bring back. */
async function scan(browser: Browser, user: Parameters<FakeWechatApi['code']>[0] = {}) {
  const params = await browser.params()
  return { code: wechat.code(user), state: params.state }
}

describe('WeChat Open Platform website login', () => {
  it('is listed instead of the test provider, whose page is then gone', async () => {
    const browser = new Browser(app)
    expect((await browser.request('GET', '/trustlogin/list')).json().data).toEqual([
      { type: 'weixin', name: '微信', is_test: false },
    ])
    const page = await browser.request('GET', TEST_AUTHORIZE_PATH, {
      query: { redirect_uri: 'http://localhost/auth/wx-login', state: 'abc' },
    })
    expect(page.statusCode).toBe(404)
  })

  it('answers params with the documented qrconnect URL', async () => {
    const params = await new Browser(app).params('/auth/wx-login')
    expect(params).toMatchObject({
      type: 'weixin',
      appid: WX_APPID,
      scope: 'snsapi_login',
      redirect_uri: 'http://localhost/auth/wx-login',
    })
    expect(params.url).toBe(
      `https://open.weixin.qq.com/connect/qrconnect?appid=${WX_APPID}&redirect_uri=${encodeURIComponent('http://localhost/auth/wx-login')}&response_type=code&scope=snsapi_login&state=${params.state}#wechat_redirect`,
    )
  })

  it('exchanges the code, reads the user info, asks to bind, then signs the bound member in', async () => {
    const member = await createTestMember(app, { password: 'demo1234' })
    const browser = new Browser(app)
    const openid = 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o'
    const user = {
      openid,
      unionid: 'o6_bmasdasdsad6_2sgVt7hMZOPfL',
      nickname: '王\u0000小二',
      headimgurl: 'https://thirdwx.qlogo.cn/mmopen/g3Mon/132',
    }
    const { code, state } = await scan(browser, user)
    wechat.requests.length = 0
    const res = await browser.login(code, state)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toMatchObject({ token: '', need_bind: true, nickname: '王小二', avatar: user.headimgurl })
    expect(wechat.requests).toEqual([
      {
        path: '/sns/oauth2/access_token',
        query: { appid: WX_APPID, secret: WX_SECRET, code, grant_type: 'authorization_code' },
      },
      { path: '/sns/userinfo', query: { access_token: expect.any(String), openid } },
    ])

    const bound = await browser.request('POST', '/user.trustlogin.bindExistsUser', {
      payload: { trust_ticket: res.json().data.trust_ticket, mobile: member.mobile, password: 'demo1234' },
    })
    expect(bound.statusCode, bound.body).toBe(200)
    const row = await app.db
      .selectFrom('member_trust_logins')
      .selectAll()
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({
      type: 'weixin',
      openid,
      unionid: user.unionid,
      nickname: '王小二',
      avatar: user.headimgurl,
    })

    const next = await scan(browser, { ...user, nickname: '王小二（新）' })
    const again = await browser.login(next.code, next.state)
    expect(again.statusCode, again.body).toBe(200)
    expect(again.json().data.token).not.toBe('')
    expect(again.json().data.need_bind).toBeUndefined()
    // What WeChat says now is kept on the binding.
    const refreshed = await app.db
      .selectFrom('member_trust_logins')
      .select('nickname')
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow()
    expect(refreshed.nickname).toBe('王小二（新）')
  })

  it('signs in a member whose binding has the same unionid under another openid, and keeps the new openid', async () => {
    const member = await createTestMember(app)
    const unionid = 'o6_union_same_person_000001'
    await app.db
      .insertInto('member_trust_logins')
      .values({ member_id: member.id, type: 'weixin', openid: 'oOldAppOpenid0000000000001', unionid })
      .execute()
    const browser = new Browser(app)
    const { code, state } = await scan(browser, { openid: 'oNewAppOpenid0000000000001', unionid })
    const res = await browser.login(code, state)
    expect(res.statusCode, res.body).toBe(200)
    const me = await browser.request('GET', '/member', {
      headers: { authorization: `Bearer ${res.json().data.token}` },
    })
    expect(me.json().data.memberInfo.user_id).toBe(member.id)
    const row = await app.db
      .selectFrom('member_trust_logins')
      .select('openid')
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow()
    expect(row.openid).toBe('oNewAppOpenid0000000000001')
  })

  it('answers 400 微信授权失败 when WeChat refuses the code (errcode 40029), and for a code used before', async () => {
    const browser = new Browser(app)
    const params = await browser.params()
    const res = await browser.login('0123456789abcdef0123456789abcdef', params.state)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      status_code: 400,
      code: 'TRUST_CODE',
      message: '微信授权失败，请重新扫码',
      msg: '微信授权失败，请重新扫码',
    })
    expect(wechat.requests.at(-1)).toMatchObject({ path: '/sns/oauth2/access_token' })

    const { code, state } = await scan(browser)
    expect((await browser.login(code, state)).statusCode).toBe(200)
    const reused = await browser.login(code, (await browser.params()).state)
    expect(reused.json()).toMatchObject({ status_code: 400, message: '微信授权失败，请重新扫码' })
  })

  it('answers 502 with a Chinese message when WeChat is busy, broken or answers nonsense, and writes nothing', async () => {
    const before = await app.db.selectFrom('trust_login_grants').select('id').where('kind', '=', 'ticket').execute()
    for (const answer of [
      [200, '{"errcode":-1,"errmsg":"system error"}'],
      [200, '{"errcode":40125,"errmsg":"invalid appsecret"}'],
      [500, 'Internal Server Error'],
      [200, '<html>gateway</html>'],
      [200, '[]'],
      [200, '{"access_token":"t","openid":"bad openid with spaces"}'],
    ] as [number, string][]) {
      wechat.answer = answer
      const browser = new Browser(app)
      const { code, state } = await scan(browser)
      const res = await browser.login(code, state)
      expect(res.statusCode, answer[1]).toBe(502)
      expect(res.json()).toEqual({
        status_code: 502,
        code: 'TRUST_UNAVAILABLE',
        message: '微信登录服务暂时无法访问，请稍后再试',
        msg: '微信登录服务暂时无法访问，请稍后再试',
      })
    }
    const after = await app.db.selectFrom('trust_login_grants').select('id').where('kind', '=', 'ticket').execute()
    expect(after).toEqual(before)
  })

  it('answers 502 when WeChat cannot be reached at all', async () => {
    const down = await new FakeWechatApi().start()
    const url = down.url
    await down.stop()
    useWechat(app, url)
    try {
      const browser = new Browser(app)
      const params = await browser.params()
      const res = await browser.login('0123456789abcdef0123456789abcdef', params.state)
      expect(res.statusCode).toBe(502)
      expect(res.json().message).toBe('微信登录服务暂时无法访问，请稍后再试')
    } finally {
      useWechat(app, wechat.url)
    }
  })

  it('gives up on a WeChat that does not answer in time', async () => {
    const stalled = wechatOpenProvider({
      appId: WX_APPID,
      secret: WX_SECRET,
      connectUrl: 'https://open.weixin.qq.com',
      apiUrl: 'https://api.weixin.qq.com',
      timeoutMs: 50,
      fetch: ((_url: string, init?: RequestInit) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)),
        )) as typeof fetch,
    })
    await expect(stalled.exchange('abc')).rejects.toBeInstanceOf(TrustLoginUnavailable)
  })

  it('tells refused codes from WeChat trouble', async () => {
    const provider = (body: string) =>
      wechatOpenProvider({
        appId: WX_APPID,
        secret: WX_SECRET,
        connectUrl: 'https://open.weixin.qq.com',
        apiUrl: 'https://api.weixin.qq.com',
        fetch: (async () => new Response(body)) as typeof fetch,
      })
    for (const errcode of [40029, 40163, 42003])
      await expect(provider(`{"errcode":${errcode},"errmsg":"x"}`).exchange('c')).rejects.toBeInstanceOf(
        TrustLoginDenied,
      )
    for (const errcode of [-1, 40013, 45011])
      await expect(provider(`{"errcode":${errcode},"errmsg":"x"}`).exchange('c')).rejects.toBeInstanceOf(
        TrustLoginUnavailable,
      )
  })
})
