import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildTestApp } from '../../testing.ts'
import { limits } from '../../lib/sign-in/limits.ts'
import { createTestMember } from '../test-helpers.ts'
import { issueState, newBrowserKey } from './grants.ts'
import { BROWSER_KEY_COOKIE } from './service.ts'
import { TEST_AUTHORIZE_PATH } from './testlogin.ts'
import { Browser } from './test-fixtures.ts'

let app: FastifyInstance

beforeAll(async () => {
  app = await buildTestApp({ env: { PUBLIC_URL: 'http://localhost' } })
})
afterAll(async () => {
  await app?.close()
})

const stateRefused = {
  status_code: 400,
  code: 'TRUST_STATE',
  message: '登录状态已失效，请重新扫码',
  msg: '登录状态已失效，请重新扫码',
}
const ticketRefused = {
  status_code: 400,
  code: 'TRUST_TICKET',
  message: '微信授权已失效，请重新扫码',
  msg: '微信授权已失效，请重新扫码',
}
const bindingCount = async () =>
  Number(
    (
      await app.db
        .selectFrom('member_trust_logins')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )

/** A code from the consent page for a state the test made itself. */
async function codeFor(browser: Browser, state: string, nickname = '攻击者'): Promise<string> {
  const res = await browser.request('POST', TEST_AUTHORIZE_PATH, {
    payload: { redirect_uri: 'http://localhost/auth/wx-login', state, nickname },
  })
  expect(res.statusCode, res.body).toBe(302)
  return new URL(String(res.headers.location)).searchParams.get('code')!
}

describe('the sign-in state', () => {
  it('refuses a forged state: wrong MAC, wrong shape, made with another secret', async () => {
    const browser = new Browser(app)
    const { state } = await browser.params()
    const key = browser.cookies[BROWSER_KEY_COOKIE]
    const flipped = `${state.slice(0, -1)}${state.endsWith('0') ? '1' : '0'}`
    const otherSecret = issueState('another-secret', { companyId: 1, type: 'weixin', browserKey: key }, 600)
    for (const forged of [flipped, 'abc', `${state}0`, otherSecret, '']) {
      const res = await browser.login(await codeFor(browser, forged || 'x'), forged)
      expect(res.statusCode, forged).toBe(400)
      expect(res.json()).toEqual(stateRefused)
    }
  })

  it('refuses a replayed callback, even with a fresh code', async () => {
    const browser = new Browser(app)
    const params = await browser.params()
    const callback = await browser.scanWithTestProvider(params.url, '重放')
    expect((await browser.login(callback.code, callback.state)).statusCode).toBe(200)
    const replay = await browser.login(callback.code, callback.state)
    expect(replay.json()).toEqual(stateRefused)
    const freshCode = await codeFor(browser, callback.state, '重放')
    expect((await browser.login(freshCode, callback.state)).json()).toEqual(stateRefused)
  })

  it('refuses a used code with a fresh state', async () => {
    const browser = new Browser(app)
    const callback = await browser.scanWithTestProvider((await browser.params()).url, '旧码')
    expect((await browser.login(callback.code, callback.state)).statusCode).toBe(200)
    const { state } = await browser.params()
    const res = await browser.login(callback.code, state)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'TRUST_CODE', message: '微信授权失败，请重新扫码' })
  })

  it('refuses a callback opened in another browser (someone else’s QR link) or for another company', async () => {
    const attacker = new Browser(app)
    const params = await attacker.params()
    const callback = await attacker.scanWithTestProvider(params.url, '攻击者')
    const victim = new Browser(app)
    expect((await victim.login(callback.code, callback.state)).json()).toEqual(stateRefused)
    victim.cookies[BROWSER_KEY_COOKIE] = newBrowserKey()
    expect((await victim.login(callback.code, callback.state)).json()).toEqual(stateRefused)
    expect((await attacker.login(callback.code, callback.state, 2)).json()).toEqual(stateRefused)
    // None of that used the state up: the browser it belongs to still signs in.
    expect((await attacker.login(callback.code, callback.state)).statusCode).toBe(200)
  })

  it('refuses an expired state', async () => {
    const browser = new Browser(app)
    await browser.params()
    const issuedLongAgo = Math.floor(Date.now() / 1000) - 3600
    const state = issueState(
      app.config.secret,
      { companyId: 1, type: 'weixin', browserKey: browser.cookies[BROWSER_KEY_COOKIE] },
      600,
      issuedLongAgo,
    )
    expect((await browser.login(await codeFor(browser, state), state)).json()).toEqual(stateRefused)
  })
})

describe('the bind ticket', () => {
  it('is one-time: a second bind with it is refused and binds nothing', async () => {
    const member = await createTestMember(app, { password: 'demo1234' })
    const other = await createTestMember(app, { password: 'demo1234' })
    const browser = new Browser(app)
    const ticket = await browser.ticketFor('一次性')
    const bind = (mobile: string) =>
      browser.request('POST', '/user.trustlogin.bindExistsUser', {
        payload: { trust_ticket: ticket, mobile, password: 'demo1234' },
      })
    expect((await bind(member.mobile)).statusCode).toBe(200)
    const before = await bindingCount()
    const again = await bind(other.mobile)
    expect(again.json()).toEqual(ticketRefused)
    expect(await bindingCount()).toBe(before)
  })

  it('refuses forged, tampered, expired and other-company tickets before looking at the password', async () => {
    const member = await createTestMember(app, { password: 'demo1234' })
    const browser = new Browser(app)
    const ticket = await browser.ticketFor('伪造')
    const tampered = `${ticket.slice(0, 31)}${ticket[31] === 'a' ? 'b' : 'a'}${ticket.slice(32)}`
    const before = await bindingCount()
    for (const forged of [tampered, 'f'.repeat(64), `${ticket}0`, 'not-a-ticket', '']) {
      const res = await browser.request('POST', '/user.trustlogin.bindExistsUser', {
        payload: { trust_ticket: forged, mobile: member.mobile, password: 'wrong-password' },
      })
      expect(res.json(), forged).toEqual(ticketRefused)
    }
    const otherCompany = await browser.request('POST', '/user.trustlogin.bindExistsUser', {
      payload: { trust_ticket: ticket, mobile: member.mobile, password: 'demo1234', company_id: 2 },
    })
    expect(otherCompany.json()).toEqual(ticketRefused)
    await app.db
      .updateTable('trust_login_grants')
      .set({ expires_at: Math.floor(Date.now() / 1000) - 1 })
      .where('kind', '=', 'ticket')
      .where('id', '=', ticket.slice(0, 32))
      .execute()
    const expired = await browser.request('POST', '/user.trustlogin.bindExistsUser', {
      payload: { trust_ticket: ticket, mobile: member.mobile, password: 'demo1234' },
    })
    expect(expired.json()).toEqual(ticketRefused)
    expect(await bindingCount()).toBe(before)
  })

  it('stays usable after a wrong password, which writes nothing and opens no session', async () => {
    const member = await createTestMember(app, { password: 'demo1234' })
    const browser = new Browser(app)
    const ticket = await browser.ticketFor('输错密码')
    const sessions = async () =>
      (
        await app.db
          .selectFrom('auth_tokens')
          .select('id')
          .where('subject_id', '=', member.id)
          .where('kind', '=', 'member')
          .execute()
      ).length
    const before = await sessions()
    const wrong = await browser.request('POST', '/user.trustlogin.bindExistsUser', {
      payload: { trust_ticket: ticket, mobile: member.mobile, password: 'demo12345' },
    })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().message).toBe('手机号或密码错误')
    expect(await sessions()).toBe(before)
    const missing = await browser.request('POST', '/user.trustlogin.bindExistsUser', {
      payload: { trust_ticket: ticket, mobile: member.mobile },
    })
    expect(missing.json().message).toBe('请输入密码')
    const right = await browser.request('POST', '/user.trustlogin.bindExistsUser', {
      payload: { trust_ticket: ticket, mobile: member.mobile, password: 'demo1234' },
    })
    expect(right.statusCode, right.body).toBe(200)
  })

  it(`limits bindExistsUser per account and address as login does (${limits.loginPerAccountAndIp.max} failures), leaving other addresses alone`, async () => {
    const member = await createTestMember(app, { password: 'demo1234' })
    const ticket = await new Browser(app).ticketFor('限流')
    const bind = (browser: Browser, password: string) =>
      browser.request('POST', '/user.trustlogin.bindExistsUser', {
        payload: { trust_ticket: ticket, mobile: member.mobile, password },
      })
    const guesser = new Browser(app)
    // Only Date is faked, to wait out the growing delay between failures.
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      for (let i = 0; i < limits.loginPerAccountAndIp.max; i++) {
        vi.setSystemTime(Date.now() + limits.loginDelay.maxSeconds * 1000)
        expect((await bind(guesser, `guess${i}abc`)).statusCode).toBe(400)
      }
      const refused = await bind(guesser, 'demo1234')
      expect(refused.statusCode).toBe(429)
      expect(refused.json().message).toBe('该账号登录尝试过于频繁，请15分钟后再试')
      expect((await bind(new Browser(app), 'demo1234')).statusCode).toBe(200)
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('redirects', () => {
  const hostile = [
    'https://evil.example.com/auth/wx-login',
    '//evil.example.com/x',
    '/\\evil.example.com',
    'javascript:alert(1)',
    'http://localhost.evil.example.com/',
    'http://user@localhost/',
    '/auth/wx-login#x',
    'auth/wx-login',
  ]

  it('refuses params whose redirect_url leaves the site', async () => {
    for (const redirect_url of hostile) {
      const res = await new Browser(app).request('GET', '/trustlogin/params', { query: { redirect_url } })
      expect(res.statusCode, redirect_url).toBe(400)
      expect(res.json()).toMatchObject({ code: 'REDIRECT_URL', message: '回调地址不正确，只能跳转到本站页面' })
    }
  })

  it('has the consent page refuse callbacks off this site, so it is never an open redirect', async () => {
    const browser = new Browser(app)
    const { state } = await browser.params()
    for (const redirect_uri of [
      'https://evil.example.com/auth/wx-login',
      '//evil.example.com/',
      'http://localhost.evil.example.com/x',
      'javascript:alert(1)',
      '/auth/wx-login',
      '',
    ]) {
      const page = await browser.request('GET', TEST_AUTHORIZE_PATH, { query: { redirect_uri, state } })
      expect(page.statusCode, redirect_uri).toBe(400)
      const confirm = await browser.request('POST', TEST_AUTHORIZE_PATH, {
        payload: { redirect_uri, state, nickname: 'x' },
      })
      expect(confirm.statusCode, redirect_uri).toBe(400)
      expect(confirm.headers.location).toBeUndefined()
    }
    // Reached under another host name, the page still sends back only to PUBLIC_URL, never to the host the request names.
    const other = await browser.request('POST', TEST_AUTHORIZE_PATH, {
      payload: { redirect_uri: 'http://mall.example.com/auth/wx-login', state },
      headers: { host: 'mall.example.com', 'x-forwarded-host': 'mall.example.com' },
    })
    expect(other.statusCode).toBe(400)
  })

  it('has the consent page refuse a state WeChat itself would refuse', async () => {
    const res = await new Browser(app).request('GET', TEST_AUTHORIZE_PATH, {
      query: { redirect_uri: 'http://localhost/auth/wx-login', state: '<script>' },
    })
    expect(res.json()).toMatchObject(stateRefused)
  })
})
