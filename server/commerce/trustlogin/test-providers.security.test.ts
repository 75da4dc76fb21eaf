import type { FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../testing.ts'
import { BASE } from '../auth/test-fixtures.ts'
import { createTestMember } from '../test-helpers.ts'
import { Browser } from './test-fixtures.ts'
import { TEST_AUTHORIZE_PATH, TEST_USER_COOKIE } from './testlogin.ts'

/**
 * Issue 16, item 1: 模拟支付 and 模拟微信登录 must not be reachable by accident on a live shop,
 * and the simulated WeChat user must belong to the browser that authorised it, not to a name.
 */

let apps: FastifyInstance[] = []
afterEach(async () => {
  await Promise.all(apps.map((app) => app.close()))
  apps = []
})

/** An app and the warnings it logged while starting. */
async function start(env: Record<string, string>, seed = false) {
  const warnings: string[] = []
  const stream = {
    write(line: string) {
      const entry = JSON.parse(line) as { level: number; msg: string }
      if (entry.level === 40 && entry.msg.includes('模拟')) warnings.push(entry.msg)
    },
  }
  const app = await buildTestApp({ env, seed, logger: { level: 'warn', stream } })
  apps.push(app)
  return { app, warnings }
}

/** What a shopper can reach of the two test providers. */
async function reachable(app: FastifyInstance) {
  const payTypes = await app.inject({ method: 'GET', url: `${BASE}/trade/payment/list`, query: { platform: 'pc' } })
  const logins = await app.inject({ method: 'GET', url: `${BASE}/trustlogin/list` })
  const page = await app.inject({
    method: 'GET',
    url: TEST_AUTHORIZE_PATH,
    query: { redirect_uri: `${app.config.publicUrl}/auth/wx-login`, state: 'abc' },
  })
  return {
    testpay: JSON.stringify(payTypes.json().data).includes('testpay'),
    testLogin: (logins.json().data as { is_test: boolean }[]).some((provider) => provider.is_test),
    consentPage: page.statusCode,
  }
}

const off = { testpay: false, testLogin: false, consentPage: 404 }
const on = { testpay: true, testLogin: true, consentPage: 200 }

describe('test providers on a shop that is not a demo', () => {
  it('are off in production on a database the demo seed did not make, and nothing warns', async () => {
    const { app, warnings } = await start({ NODE_ENV: 'production' })
    expect(await reachable(app)).toEqual(off)
    const params = await app.inject({ method: 'GET', url: `${BASE}/trustlogin/params` })
    expect(params.json()).toMatchObject({ status_code: 400, message: '暂不支持微信扫码登录' })
    expect(warnings).toEqual([])
  })

  it('are off in development too: only a demo has them', async () => {
    const { app } = await start({ NODE_ENV: 'development' })
    expect(await reachable(app)).toEqual(off)
  })

  it('come on in production only when switched on explicitly, and then the server warns loudly at start', async () => {
    const { app, warnings } = await start({ NODE_ENV: 'production', PAYMENT_TESTPAY: '1', TRUSTLOGIN_TEST: '1' })
    expect(await reachable(app)).toEqual(on)
    expect(warnings).toEqual([
      expect.stringMatching(/^!!! 模拟支付 .*not a demo/),
      expect.stringMatching(/^!!! 模拟微信登录 .*not a demo/),
    ])
  })

  it('stay off in a demo when switched off', async () => {
    const { app } = await start({ NODE_ENV: 'production', DEMO: '1', PAYMENT_TESTPAY: '0', TRUSTLOGIN_TEST: '0' })
    expect(await reachable(app)).toEqual(off)
  })
})

describe('test providers in the demo', () => {
  it('are on for the database the demo seed made (npm start on a fresh data folder), with a warning in production', async () => {
    const { app, warnings } = await start({ NODE_ENV: 'production' }, true)
    expect(await reachable(app)).toEqual(on)
    expect(warnings).toHaveLength(2)
    expect(warnings.join('\n')).toMatch(/demo mall/)
  })

  it('are on with DEMO=1 on any database', async () => {
    const { app } = await start({ NODE_ENV: 'production', DEMO: '1' })
    expect(await reachable(app)).toEqual(on)
  })
})

describe('the simulated WeChat user', () => {
  it('belongs to the browser that authorised it: another browser typing the same nickname cannot sign in as the bound member', async () => {
    const { app } = await start({ PUBLIC_URL: 'http://localhost' })
    const member = await createTestMember(app, { password: 'demo1234' })

    // The member binds the WeChat of their own browser, which shows as 微信用户 (the page's default).
    const own = new Browser(app)
    const ownParams = await own.params()
    const ownScan = await own.request('GET', `${new URL(ownParams.url).pathname}${new URL(ownParams.url).search}`)
    expect(ownScan.statusCode).toBe(200)
    const cookie = ownScan.cookies.find((c) => c.name === TEST_USER_COOKIE)
    expect(cookie).toMatchObject({ httpOnly: true, path: '/api/h5app/wxapp/trustlogin/test' })
    expect(cookie!.value).toMatch(/^[0-9a-f]{64}$/)
    const confirm = (browser: Browser, params: { url: string }, nickname: string) => {
      const url = new URL(params.url)
      return browser.request('POST', TEST_AUTHORIZE_PATH, {
        payload: { redirect_uri: url.searchParams.get('redirect_uri'), state: url.searchParams.get('state'), nickname },
      })
    }
    const callback = new URL(String((await confirm(own, ownParams, '微信用户')).headers.location))
    const pending = (await own.login(callback.searchParams.get('code'), callback.searchParams.get('state')!)).json()
      .data
    expect(pending.need_bind).toBe(true)
    const bound = await own.request('POST', '/user.trustlogin.bindExistsUser', {
      payload: { trust_ticket: pending.trust_ticket, mobile: member.mobile, password: 'demo1234' },
    })
    expect(bound.statusCode, bound.body).toBe(200)

    // An attacker's browsers type the same nickname, with no cookie, a made-up one, or a well-formed guess.
    for (const forged of [undefined, 'not-a-user', 'a'.repeat(64)]) {
      const attacker = new Browser(app)
      if (forged) attacker.cookies[TEST_USER_COOKIE] = forged
      const params = await attacker.params()
      const back = new URL(String((await confirm(attacker, params, '微信用户')).headers.location))
      const res = await attacker.login(back.searchParams.get('code'), back.searchParams.get('state')!)
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json().data, String(forged)).toMatchObject({ token: '', need_bind: true })
      expect(res.cookies.find((c) => c.name === 'customer_token')).toBeUndefined()
    }

    // The browser that authorised it still signs straight in, whatever nickname it shows now.
    const again = await own.params()
    const back = new URL(String((await confirm(own, again, '改了昵称')).headers.location))
    const session = (await own.login(back.searchParams.get('code'), back.searchParams.get('state')!)).json().data
    expect(session.token).not.toBe('')
    expect(
      (await own.request('GET', '/member', { headers: { authorization: `Bearer ${session.token}` } })).json().data
        .memberInfo.user_id,
    ).toBe(member.id)
  })
})
