import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashPassword } from '../lib/password.ts'
import { buildTestApp } from '../testing.ts'
import { callApi } from './test-fixtures.ts'
import { builtinRoleId } from '../commerce/test-helpers.ts'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp()
  await app.db
    .insertInto('operators')
    .values({
      username: 'pages',
      password_hash: await hashPassword('pages12345'),
      name: '页面运营',
      role_id: await builtinRoleId(app.db, 1, '运营'),
      last_login_at: null,
    })
    .execute()
  await app.db
    .insertInto('operators')
    .values({
      username: 'retired',
      password_hash: await hashPassword('pages12345'),
      name: '离职',
      status: 'disabled',
      last_login_at: null,
    })
    .execute()
})
afterAll(async () => {
  await app?.close()
})

function operatorCookie(setCookie: string | string[] | undefined): string {
  const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []
  const cookie = cookies.find((c) => c.startsWith('operator_token='))
  if (!cookie) throw new Error('no operator_token cookie was set')
  return cookie
}

describe('designer session', () => {
  it('signs an operator in with an HttpOnly, SameSite=Strict cookie that opens the designer', async () => {
    const signIn = await callApi(app, null, 'POST', '/session', { username: 'pages', password: 'pages12345' })
    expect(signIn.status).toBe(200)
    expect(signIn.body?.data).toMatchObject({ operator: { username: 'pages', name: '页面运营' } })
    expect(signIn.body?.data.expires_at).toBeGreaterThan(Date.now() / 1000)
    // The token stays in the cookie: page scripts never see it.
    expect(JSON.stringify(signIn.body)).not.toMatch(/token/)

    const cookie = operatorCookie(signIn.headers['set-cookie'])
    expect(cookie).toMatch(/; HttpOnly/)
    expect(cookie).toMatch(/; SameSite=Strict/)
    expect(cookie).toMatch(/; Path=\//)
    // Plain http here; over https the cookie is Secure.
    expect(cookie).not.toMatch(/; Secure/)

    const jar = { headers: { cookie: cookie.split(';')[0] } }
    const session = await callApi(app, jar, 'GET', '/session')
    expect(session.status).toBe(200)
    expect(session.body?.data).toEqual(signIn.body?.data)
    expect((await callApi(app, jar, 'GET', '/templates')).status).toBe(200)
  })

  it('signs out: the session is revoked and the cookie cleared', async () => {
    const signIn = await callApi(app, null, 'POST', '/session', { username: 'pages', password: 'pages12345' })
    const jar = { headers: { cookie: operatorCookie(signIn.headers['set-cookie']).split(';')[0] } }
    const signOut = await callApi(app, jar, 'DELETE', '/session')
    expect(signOut.status).toBe(204)
    const cleared = operatorCookie(signOut.headers['set-cookie'])
    expect(cleared).toMatch(/^operator_token=;/)
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/)
    // The old token is dead even if a browser kept it.
    expect((await callApi(app, jar, 'GET', '/session')).status).toBe(401)
    expect((await callApi(app, jar, 'GET', '/templates')).status).toBe(401)
  })

  it('refuses wrong credentials, blanks and a disabled account, setting no cookie', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ username: 'pages', password: 'wrong-pass' }, 400, '账号或密码错误'],
      [{ username: 'nobody', password: 'pages12345' }, 400, '账号或密码错误'],
      [{ username: '  ', password: 'pages12345' }, 400, '请输入账号'],
      [{ username: 'pages' }, 400, '请输入密码'],
      [{}, 400, '请输入账号'],
      [{ username: 'retired', password: 'pages12345' }, 403, '该账号已被禁用'],
    ]
    for (const [payload, status, message] of cases) {
      const response = await callApi(app, null, 'POST', '/session', payload)
      expect(response.status, JSON.stringify(payload)).toBe(status)
      expect(response.body).toMatchObject({ message })
      expect(response.headers['set-cookie']).toBeUndefined()
    }
  })

  it('limits password guessing on one operator account', async () => {
    await app.db
      .insertInto('operators')
      .values({ username: 'guessed', password_hash: await hashPassword('right12345'), last_login_at: null })
      .execute()
    const statuses: number[] = []
    for (let i = 0; i < 12; i++)
      statuses.push(
        (await callApi(app, null, 'POST', '/session', { username: 'guessed', password: `wrong${i}xx` })).status,
      )
    expect(statuses.slice(0, 3)).toEqual([400, 400, 400])
    expect(statuses).toContain(429)
  })
})
