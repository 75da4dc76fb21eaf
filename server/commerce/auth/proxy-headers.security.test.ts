import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ConfigError, loadConfig, trustProxyOption } from '../../config.ts'
import { buildTestApp } from '../../testing.ts'
import { alipayProvider } from '../payment/alipay.ts'
import { paymentProviders } from '../payment/registry.ts'
import { FakeAlipay, createTestOrder } from '../payment/test-fixtures.ts'
import { createTestGoods, createTestMember } from '../test-helpers.ts'
import { limits } from '../../lib/sign-in/limits.ts'
import { BASE, freshMobile } from './test-fixtures.ts'

/**
 * Security issue item 3: proxy headers are believed only from configured proxies (TRUST_PROXY,
 * default none) and absolute URLs come from PUBLIC_URL, never from Host or X-Forwarded-Host.
 */

const PROXY = '192.0.2.10'
let app: FastifyInstance

beforeAll(async () => {
  app = await buildTestApp({ env: { PUBLIC_URL: 'https://mall.example.com', TRUST_PROXY: PROXY } })
})
afterAll(async () => {
  await app?.close()
})

let forged = 0
const forgedAddress = () => `203.0.${(++forged >> 8) & 255}.${forged & 255}`

const login = (remoteAddress: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: `${BASE}/login`,
    remoteAddress,
    headers,
    payload: { username: freshMobile(), password: 'guess1234' },
  })

describe('per-IP limits from a client that is not a configured proxy', () => {
  it('count 160 login attempts with forged X-Forwarded-For against the socket address', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 160; i++)
      statuses.push((await login('198.51.100.7', { 'x-forwarded-for': forgedAddress() })).statusCode)
    expect(statuses.filter((status) => status !== 429)).toHaveLength(limits.loginPerIp.max)
    expect(statuses.slice(limits.loginPerIp.max).every((status) => status === 429)).toBe(true)
  })

  it('count SMS code requests with forged X-Forwarded-For against the socket address', async () => {
    const statuses: number[] = []
    for (let i = 0; i <= limits.smsPerIp.max; i++) {
      const res = await app.inject({
        method: 'GET',
        url: `${BASE}/member/sms/code`,
        query: { mobile: 'not-a-mobile', type: 'login' },
        remoteAddress: '198.51.100.8',
        headers: { 'x-forwarded-for': forgedAddress() },
      })
      statuses.push(res.statusCode)
    }
    expect(statuses.at(-1)).toBe(429)
  })

  it('do not believe X-Forwarded-Proto: the session cookie is Secure only because PUBLIC_URL is https', async () => {
    const plain = await buildTestApp()
    try {
      const member = await createTestMember(plain, { password: 'demo1234' })
      const res = await plain.inject({
        method: 'POST',
        url: `${BASE}/login`,
        remoteAddress: '198.51.100.9',
        headers: { 'x-forwarded-proto': 'https' },
        payload: { username: member.mobile, password: 'demo1234' },
      })
      expect(res.statusCode, res.body).toBe(200)
      expect(res.cookies.find((cookie) => cookie.name === 'customer_token')?.secure).toBeFalsy()
    } finally {
      await plain.close()
    }
  })
})

describe('a configured proxy (TRUST_PROXY)', () => {
  it("is believed about the client's address: each client behind it has its own budget", async () => {
    const client = forgedAddress()
    for (let i = 0; i < limits.loginPerIp.max; i++)
      expect((await login(PROXY, { 'x-forwarded-for': client })).statusCode).toBe(400)
    expect((await login(PROXY, { 'x-forwarded-for': client })).statusCode).toBe(429)
    expect((await login(PROXY, { 'x-forwarded-for': forgedAddress() })).statusCode).toBe(400)
  })

  it('is believed about HTTPS', async () => {
    const member = await createTestMember(app, { password: 'demo1234' })
    const res = await app.inject({
      method: 'POST',
      url: `${BASE}/login`,
      remoteAddress: PROXY,
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': forgedAddress() },
      payload: { username: member.mobile, password: 'demo1234' },
    })
    expect(res.cookies.find((cookie) => cookie.name === 'customer_token')?.secure).toBe(true)
  })
})

describe('absolute URLs', () => {
  const hostile = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' }

  it('of shared goods come from PUBLIC_URL, also through a trusted proxy naming another host', async () => {
    const itemId = await createTestGoods(app.db, {
      item_name: '分享测试商品',
      price: 100,
      pics: ['/uploads/goods/a.jpg'],
    })
    for (const remoteAddress of ['198.51.100.20', PROXY]) {
      const res = await app.inject({
        method: 'GET',
        url: `${BASE}/goods/shareInfo?item_id=${itemId}`,
        headers: hostile,
        remoteAddress,
      })
      expect(res.json().data).toMatchObject({
        share_url: `https://mall.example.com/items/${itemId}`,
        imgUrl: 'https://mall.example.com/uploads/goods/a.jpg',
        downWeixinImgLink: `https://mall.example.com${BASE}/goods/items/${itemId}/share-image`,
      })
      const poster = await app.inject({
        method: 'GET',
        url: `${BASE}/goods/items/${itemId}/share-image`,
        headers: hostile,
        remoteAddress,
      })
      expect(poster.body).not.toContain('evil.example')
    }
  })

  it('of the WeChat sign-in callback come from PUBLIC_URL', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `${BASE}/trustlogin/params`,
      query: { auth_type: 'pc_wxqrcode' },
      headers: hostile,
      remoteAddress: PROXY,
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data.redirect_uri).toBe('https://mall.example.com/auth/wx-login')
    expect(res.json().data.url).not.toContain('evil.example')
  })

  it('given to payment providers (notify and return) come from PUBLIC_URL', async () => {
    paymentProviders(app).register(alipayProvider(new FakeAlipay().options()))
    const member = await createTestMember(app)
    const orderId = await createTestOrder(app.db, member.id, { total_fee: 100 })
    const res = await app.inject({
      method: 'POST',
      url: `${BASE}/payment`,
      headers: { ...member.headers, ...hostile },
      remoteAddress: PROXY,
      payload: { order_id: orderId, pay_type: 'alipay', pay_channel: 'pc' },
    })
    expect(res.statusCode, res.body).toBe(200)
    const params = Object.fromEntries(new URL(res.json().data.pay_url).searchParams)
    expect(params).toMatchObject({
      notify_url: 'https://mall.example.com/api/alipay/notify',
      return_url: 'https://mall.example.com/finish/result',
    })
  })
})

describe('TRUST_PROXY and PUBLIC_URL settings', () => {
  const base = { NODE_ENV: 'test', SECRET: 's', DATA_DIR: '/tmp/mallfront-config-test' }

  it('trust no proxy by default and take the listen address as the public URL', () => {
    const config = loadConfig(base)
    expect(config.trustProxy).toBe(false)
    expect(config.publicUrl).toBe('http://127.0.0.1:3000')
    expect(loadConfig({ ...base, HOST: '0.0.0.0', PORT: '8080' }).publicUrl).toBe('http://127.0.0.1:8080')
    expect(loadConfig({ ...base, HOST: '::', PORT: '8080' }).publicUrl).toBe('http://[::1]:8080')
    expect(loadConfig({ ...base, TRUST_PROXY: '0' }).trustProxy).toBe(false)
  })

  it('take proxy addresses, CIDR ranges and a hop count', () => {
    expect(loadConfig({ ...base, TRUST_PROXY: '10.0.0.1, 172.16.0.0/12,::1,loopback' }).trustProxy).toEqual([
      '10.0.0.1',
      '172.16.0.0/12',
      '::1',
      'loopback',
    ])
    expect(loadConfig({ ...base, TRUST_PROXY: '2' }).trustProxy).toBe(2)
    const twoHops = trustProxyOption(2) as (address: string, hop: number) => boolean
    expect([0, 1, 2].map((hop) => twoHops('203.0.113.1', hop))).toEqual([true, true, false])
  })

  it('refuse trusting everyone and malformed entries', () => {
    for (const value of ['true', '*', '10.0.0.0/33', 'proxy.example', '10.0.0.1/8/1', '99']) {
      expect(() => loadConfig({ ...base, TRUST_PROXY: value }), value).toThrow(ConfigError)
    }
  })

  it('take an http(s) PUBLIC_URL without its trailing slash and refuse anything else', () => {
    expect(loadConfig({ ...base, PUBLIC_URL: 'https://mall.example.com/' }).publicUrl).toBe('https://mall.example.com')
    for (const value of [
      'mall.example.com',
      'ftp://mall.example.com',
      'https://user:pw@mall.example.com',
      'https://mall.example.com/?x=1',
    ]) {
      expect(() => loadConfig({ ...base, PUBLIC_URL: value }), value).toThrow(/PUBLIC_URL/)
    }
  })
})
