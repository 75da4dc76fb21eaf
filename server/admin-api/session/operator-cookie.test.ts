import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TOKEN_TTL } from '../../lib/auth.ts'
import { buildTestApp } from '../../testing.ts'

/**
 * One cookie policy for the operator's token, whichever sign-in sets it: first-run setup, the
 * console's and the designer's sign-in, and the old `operator/login`. HttpOnly, SameSite=Strict,
 * Path=/, the token's lifetime, Secure exactly when the shop is reached over https.
 */

type Answer = Awaited<ReturnType<FastifyInstance['inject']>>

function operatorCookie(answer: Answer): string {
  expect(answer.statusCode, answer.body).toBe(200)
  const headers = ([] as string[]).concat(answer.headers['set-cookie'] ?? [])
  const cookie = headers.find((header) => header.startsWith('operator_token='))
  if (!cookie) throw new Error(`no operator_token cookie in ${JSON.stringify(headers)}`)
  return cookie
}

function expectOperatorPolicy(cookie: string, secure: boolean) {
  const attributes = cookie.split('; ').slice(1)
  expect(attributes).toContain('HttpOnly')
  expect(attributes).toContain('SameSite=Strict')
  expect(attributes).toContain('Path=/')
  expect(attributes).toContain(`Max-Age=${TOKEN_TTL.operator}`)
  expect(attributes.includes('Secure')).toBe(secure)
}

const owner = { shop_name: '小满百货', username: 'owner', name: '店长', password: 'Owner2026pass' }
const credentials = { username: owner.username, password: owner.password }

describe.each([
  ['over http', {}, false],
  ['behind https', { PUBLIC_URL: 'https://shop.example' }, true],
] as const)('the operator cookie %s', (_name, env, secure) => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await buildTestApp({ env })
  })
  afterAll(() => app?.close())

  const post = (url: string, payload: Record<string, unknown>) => app.inject({ method: 'POST', url, payload })

  it('is set alike by setup, the console, the designer and operator/login, and cleared alike', async () => {
    const signIns = [
      ['/api/admin/setup', owner],
      ['/api/admin/session', credentials],
      ['/api/designer/session', credentials],
      ['/api/h5app/wxapp/operator/login', credentials],
    ] as const
    const cookies: string[] = []
    for (const [url, payload] of signIns) {
      const cookie = operatorCookie(await post(url, payload))
      expectOperatorPolicy(cookie, secure)
      cookies.push(cookie)
    }

    const signOut = await app.inject({
      method: 'DELETE',
      url: '/api/designer/session',
      headers: { cookie: cookies.at(-1)!.split(';')[0]! },
    })
    expect(signOut.statusCode).toBe(204)
    const cleared = ([] as string[])
      .concat(signOut.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith('operator_token='))
    expect(cleared).toMatch(/^operator_token=;/)
    expect(cleared).toMatch(/; SameSite=Strict/)
    expect(cleared).toMatch(/; HttpOnly/)
  })
})
