import { randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { expect } from 'vitest'
import { loadConfig } from '../../config.ts'
import { BASE, freshIp } from '../auth/test-fixtures.ts'
import { providersFromConfig, useTrustLoginProviders } from './registry.ts'
import { BROWSER_KEY_COOKIE } from './service.ts'
import { testIdentity, TEST_USER_COOKIE } from './testlogin.ts'

/** Fixtures for sign-in tests: a fake WeChat API server, and the steps of the flow over HTTP. */

export const WX_APPID = 'wx0123456789abcdef'
export const WX_SECRET = 'f'.repeat(32)

export interface WechatUser {
  openid: string
  unionid?: string
  nickname: string
  headimgurl: string
}

/**
 * api.weixin.qq.com on 127.0.0.1: sns/oauth2/access_token exchanges codes the test handed out
 * (each once; unknown → 40029, reused → 40163) and sns/userinfo answers for its access tokens.
 * `answer` overrides the next answers, to play WeChat being busy or broken.
 */
export class FakeWechatApi {
  readonly codes = new Map<string, WechatUser>()
  readonly tokens = new Map<string, WechatUser>()
  readonly used = new Set<string>()
  readonly requests: { path: string; query: Record<string, string> }[] = []
  /** Replaces the normal answer of every request while set: [HTTP status, body]. */
  answer: [number, string] | null = null
  #server: http.Server | null = null
  url = ''

  async start(): Promise<this> {
    this.#server = http.createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1')
      const query = Object.fromEntries(url.searchParams)
      this.requests.push({ path: url.pathname, query })
      const [status, body] = this.answer ?? this.handle(url.pathname, query)
      // WeChat labels its JSON text/plain.
      response.writeHead(status, { 'content-type': 'text/plain' }).end(body)
    })
    await new Promise<void>((resolve) => this.#server!.listen(0, '127.0.0.1', resolve))
    this.url = `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`
    return this
  }

  async stop(): Promise<void> {
    const server = this.#server
    this.#server = null
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()))
  }

  /** A code the phone of this user would bring back from the QR page. */
  code(user: Partial<WechatUser> = {}): string {
    const code = randomBytes(16).toString('hex')
    this.codes.set(code, {
      openid: user.openid ?? `oWx${randomBytes(12).toString('base64url')}`,
      unionid: user.unionid,
      nickname: user.nickname ?? '张三',
      headimgurl: user.headimgurl ?? 'https://thirdwx.qlogo.cn/mmopen/abc/132',
    })
    return code
  }

  private handle(path: string, query: Record<string, string>): [number, string] {
    const error = (errcode: number, errmsg: string): [number, string] => [200, JSON.stringify({ errcode, errmsg })]
    if (path === '/sns/oauth2/access_token') {
      if (query.appid !== WX_APPID) return error(40013, 'invalid appid')
      if (query.secret !== WX_SECRET) return error(40125, 'invalid appsecret')
      if (query.grant_type !== 'authorization_code') return error(40002, 'invalid grant_type')
      if (this.used.has(query.code)) return error(40163, 'code been used')
      const user = this.codes.get(query.code)
      if (!user) return error(40029, 'invalid code')
      this.used.add(query.code)
      const token = randomBytes(16).toString('hex')
      this.tokens.set(token, user)
      return [
        200,
        JSON.stringify({
          access_token: token,
          expires_in: 7200,
          refresh_token: 'r',
          openid: user.openid,
          scope: 'snsapi_login',
          ...(user.unionid ? { unionid: user.unionid } : {}),
        }),
      ]
    }
    if (path === '/sns/userinfo') {
      const user = this.tokens.get(query.access_token)
      if (!user || user.openid !== query.openid)
        return error(40001, 'invalid credential, access_token is invalid or not latest')
      return [
        200,
        JSON.stringify({
          openid: user.openid,
          nickname: user.nickname,
          sex: 0,
          province: '',
          city: '',
          country: '',
          headimgurl: user.headimgurl,
          privilege: [],
          ...(user.unionid ? { unionid: user.unionid } : {}),
        }),
      ]
    }
    return [404, '']
  }
}

/** Points the app's sign-in at WeChat on `apiUrl`, as WECHAT_OPEN_* would configure it. */
export function useWechat(app: FastifyInstance, apiUrl: string, extra: Record<string, string> = {}): void {
  const config = loadConfig({
    NODE_ENV: 'test',
    SECRET: 's',
    DATA_DIR: app.config.dataDir,
    WECHAT_OPEN_APPID: WX_APPID,
    WECHAT_OPEN_SECRET: WX_SECRET,
    WECHAT_OPEN_API_URL: apiUrl,
    WECHAT_OPEN_CONNECT_URL: 'https://open.weixin.qq.com',
    ...extra,
  })
  useTrustLoginProviders(app, providersFromConfig(config.trustLogin, { db: app.db, secret: app.config.secret }))
}

/**
 * The simulated WeChat users of these tests, by nickname: each nickname stands for one person
 * whose phone the consent page recognises by its TEST_USER_COOKIE, so a test can scan as the
 * same person from several browsers.
 */
const wechatUsers = new Map<string, string>()

/** The simulated WeChat identity that scanning as `nickname` gave (its openid). */
export function testIdentityOf(app: FastifyInstance, nickname: string) {
  const user = wechatUsers.get(nickname)
  if (!user) throw new Error(`nobody scanned as ${nickname} yet`)
  return testIdentity(app.config.secret, user, nickname)
}

/** One shopper's browser: its address and its trustlogin_key cookie. */
export class Browser {
  readonly ip = freshIp()
  readonly cookies: Record<string, string> = {}

  constructor(private readonly app: FastifyInstance) {}

  async request(
    method: 'GET' | 'POST',
    url: string,
    options: {
      query?: Record<string, string>
      payload?: Record<string, unknown>
      headers?: Record<string, string>
    } = {},
  ) {
    const res = await this.app.inject({
      method,
      url: url.startsWith('/api/') ? url : `${BASE}${url}`,
      query: options.query,
      payload: options.payload,
      headers: options.headers,
      cookies: this.cookies,
      remoteAddress: this.ip,
    })
    for (const cookie of res.cookies as { name: string; value: string }[]) this.cookies[cookie.name] = cookie.value
    return res
  }

  /** GET trustlogin/params; answers its data. */
  async params(
    redirectUrl = '/auth/wx-login',
    companyId = 1,
  ): Promise<{ state: string; url: string; redirect_uri: string; appid: string; scope: string; type: string }> {
    const res = await this.request('GET', '/trustlogin/params', {
      query: { auth_type: 'pc_wxqrcode', redirect_url: redirectUrl, company_id: String(companyId) },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(this.cookies[BROWSER_KEY_COOKIE]).toMatch(/^[0-9a-f]{32}$/)
    return res.json().data
  }

  /**
   * The test provider's page: open the authorize URL as the WeChat user `nickname` stands for (a
   * new one the first time), confirm, and follow the redirect back; answers the code and state of
   * the callback.
   */
  async scanWithTestProvider(
    authorizeUrl: string,
    nickname = '微信用户',
    action = 'confirm',
  ): Promise<{ code: string | null; state: string; location: URL }> {
    const url = new URL(authorizeUrl)
    const known = wechatUsers.get(nickname)
    if (known) this.cookies[TEST_USER_COOKIE] = known
    else delete this.cookies[TEST_USER_COOKIE]
    const page = await this.request('GET', `${url.pathname}${url.search}`)
    expect(page.statusCode, page.body).toBe(200)
    wechatUsers.set(nickname, this.cookies[TEST_USER_COOKIE])
    const confirmed = await this.request('POST', url.pathname, {
      payload: {
        redirect_uri: url.searchParams.get('redirect_uri'),
        state: url.searchParams.get('state'),
        nickname,
        action,
      },
    })
    expect(confirmed.statusCode, confirmed.body).toBe(302)
    const location = new URL(String(confirmed.headers.location))
    return { code: location.searchParams.get('code'), state: location.searchParams.get('state') ?? '', location }
  }

  /** POST login with auth_type pc_wxqrcode. */
  login(code: string | null, state: string, companyId = 1): Promise<LightMyRequestResponse> {
    return this.request('POST', '/login', {
      payload: { auth_type: 'pc_wxqrcode', code: code ?? '', state, company_id: companyId },
    })
  }

  /** params → test page → login, as `nickname`. */
  async signInAs(nickname: string): Promise<LightMyRequestResponse> {
    const params = await this.params()
    const callback = await this.scanWithTestProvider(params.url, nickname)
    return this.login(callback.code, callback.state)
  }

  /** A ticket for `nickname`, who must not be bound yet. */
  async ticketFor(nickname: string): Promise<string> {
    const res = await this.signInAs(nickname)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data.need_bind).toBe(true)
    return res.json().data.trust_ticket
  }
}
