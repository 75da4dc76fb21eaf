import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifyToken } from '../../lib/token.ts'
import { buildTestApp } from '../../testing.ts'
import { createTestMember } from '../test-helpers.ts'
import { BASE, createTestMerchant, freshMobile, requestSmsCode, send } from './test-fixtures.ts'

/**
 * The session cookies (issue: security headers and cookies): every sign-in sets the token in an
 * HttpOnly, SameSite=Lax cookie, Secure behind https; API clients still get the token in the
 * answer; sign-out and a 401 clear it.
 */

type Answer = Awaited<ReturnType<FastifyInstance['inject']>>

function setCookieHeader(res: Answer, name: string): string {
  const headers = ([] as string[]).concat(res.headers['set-cookie'] ?? [])
  const header = headers.find((value) => value.startsWith(`${name}=`))
  if (!header) throw new Error(`no ${name} cookie in ${JSON.stringify(headers)}: ${res.body}`)
  return header
}

function expectSessionCookie(res: Answer, name: string, secure: boolean) {
  expect(res.statusCode, res.body).toBe(200)
  const header = setCookieHeader(res, name)
  expect(header).toMatch(/; HttpOnly/i)
  expect(header).toMatch(/; SameSite=Lax/i)
  expect(header).toMatch(/; Path=\//i)
  if (secure) expect(header).toMatch(/; Secure/i)
  else expect(header).not.toMatch(/; Secure/i)
  // ECShopX-style clients read the token from the answer and send it as a Bearer header.
  const token = res.json().data.token as string
  expect(token).toBeTruthy()
  expect(header.startsWith(`${name}=${token};`)).toBe(true)
}

const expectCleared = (res: Answer, name: string) =>
  expect(setCookieHeader(res, name)).toMatch(/^[\w]+=;.*Expires=Thu, 01 Jan 1970/i)

describe('session cookies over http', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await buildTestApp()
  })
  afterAll(() => app.close())

  const post = (url: string, payload: Record<string, unknown>) =>
    send(app, { method: 'POST', url: `${BASE}${url}`, payload })

  it('password sign-in sets an HttpOnly SameSite=Lax customer_token and still answers the token', async () => {
    const member = await createTestMember(app)
    expectSessionCookie(
      await post('/login', { username: member.mobile, password: 'demo1234' }),
      'customer_token',
      false,
    )
  })

  it('SMS sign-in sets the same cookie', async () => {
    const member = await createTestMember(app, { mobile: freshMobile() })
    const vcode = await requestSmsCode(app, member.mobile, 'login')
    expectSessionCookie(await post('/user.mobile.login', { mobile: member.mobile, vcode }), 'customer_token', false)
  })

  it('registration sets the same cookie', async () => {
    const mobile = freshMobile()
    const vcode = await requestSmsCode(app, mobile, 'sign')
    const res = await post('/member', { mobile, vcode, password: 'newpass88', password_confirm: 'newpass88' })
    expectSessionCookie(res, 'customer_token', false)
  })

  it('staff sign-in sets the same cookie', async () => {
    const member = await createTestMember(app)
    await app.db.updateTable('members').set({ is_staff: 1 }).where('id', '=', member.id).execute()
    expectSessionCookie(
      await post('/staff/login', { username: member.mobile, password: 'demo1234' }),
      'customer_token',
      false,
    )
  })

  it('merchant sign-in sets an HttpOnly shop_token, and merchant/logout revokes and clears it', async () => {
    const merchant = await createTestMerchant(app.db)
    const res = await post('/merchant/login', { username: merchant.username, password: merchant.password })
    expectSessionCookie(res, 'shop_token', false)
    const token = res.json().data.token as string
    const out = await send(app, {
      method: 'POST',
      url: `${BASE}/merchant/logout`,
      cookies: { shop_token: token },
      headers: { 'sec-fetch-site': 'same-origin' },
    })
    expect(out.statusCode, out.body).toBe(200)
    expectCleared(out, 'shop_token')
    const sid = verifyToken(app.config.secret, token)?.sid ?? ''
    const session = await app.db
      .selectFrom('auth_tokens')
      .select('revoked_at')
      .where('id', '=', sid)
      .executeTakeFirstOrThrow()
    expect(session.revoked_at).not.toBeNull()
  })

  it('logout clears the HttpOnly cookie the page cannot remove itself', async () => {
    const member = await createTestMember(app)
    const res = await send(app, {
      method: 'POST',
      url: `${BASE}/user.logout`,
      cookies: { customer_token: member.token },
      headers: { 'sec-fetch-site': 'same-origin' },
    })
    expect(res.statusCode).toBe(200)
    expectCleared(res, 'customer_token')
  })

  it('a 401 for a dead session cookie clears it; a Bearer client’s 401 leaves cookies alone', async () => {
    const member = await createTestMember(app)
    await send(app, { method: 'POST', url: `${BASE}/user.logout`, headers: member.headers })
    const stale = await send(app, { method: 'GET', url: `${BASE}/member`, cookies: { customer_token: member.token } })
    expect(stale.statusCode).toBe(401)
    expectCleared(stale, 'customer_token')

    const bearer = await send(app, { method: 'GET', url: `${BASE}/member`, headers: member.headers })
    expect(bearer.statusCode).toBe(401)
    expect(bearer.headers['set-cookie']).toBeUndefined()
  })
})

describe('session cookies behind https', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await buildTestApp({ env: { PUBLIC_URL: 'https://shop.example' } })
  })
  afterAll(() => app.close())

  it('keeps Secure on the member cookie when the shop is reached over https', async () => {
    const member = await createTestMember(app)
    const res = await send(app, {
      method: 'POST',
      url: `${BASE}/login`,
      payload: { username: member.mobile, password: 'demo1234' },
    })
    expectSessionCookie(res, 'customer_token', true)
  })
})
