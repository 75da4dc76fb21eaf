import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../testing.ts'
import { DEMO_ACCOUNTS } from '../../db/seed/people.ts'
import { createAdminFromShell } from './create-admin.ts'

describe('a shop that is not a demo (DEMO=0) on the demo database', () => {
  let app: FastifyInstance
  const warnings: string[] = []
  beforeAll(async () => {
    app = await buildTestApp({
      seed: true,
      env: { DEMO: '0' },
      logger: {
        level: 'warn',
        stream: { write: (line: string) => warnings.push(JSON.parse(line).msg as string) },
      },
    })
  })
  afterAll(async () => {
    await app?.close()
  })

  it('says loudly at start which demo accounts still hold their published passwords', () => {
    expect(warnings.join('\n')).toMatch(/演示账号 .*admin.*仍在使用公开的演示密码/)
  })

  it('refuses sign-in with the published passwords for operators, members and shops', async () => {
    const attempts = [
      ['/api/admin/session', DEMO_ACCOUNTS.operator],
      ['/api/h5app/wxapp/operator/login', DEMO_ACCOUNTS.operator],
      ['/api/h5app/wxapp/login', { username: DEMO_ACCOUNTS.member.mobile, password: DEMO_ACCOUNTS.member.password }],
      ['/api/h5app/wxapp/merchant/login', DEMO_ACCOUNTS.merchant],
    ] as const
    for (const [url, payload] of attempts) {
      const response = await app.inject({ method: 'POST', url, payload: { ...payload, company_id: 1 } })
      expect(response.statusCode, url).toBe(403)
      expect(response.json().code, url).toBe('DEMO_PASSWORD_REFUSED')
    }
  })

  it('lets the operator in once the password is changed', async () => {
    await createAdminFromShell(app.db, {
      username: DEMO_ACCOUNTS.operator.username,
      name: '',
      password: 'Changed2026pass',
      resetPassword: true,
    })
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/session',
      payload: { username: DEMO_ACCOUNTS.operator.username, password: 'Changed2026pass' },
    })
    expect(response.statusCode).toBe(200)
  })
})
