import type { FastifyInstance } from 'fastify'
import { BASE, knownCaptcha, send } from '../auth/test-fixtures.ts'
import { emailOutbox } from '../email/provider.ts'

/** Fixtures for the password-recovery-by-account tests. */

/** The code in the newest mail sent to an address (compared ignoring case). */
export function lastEmailCode(app: FastifyInstance, email: string): string {
  const mail = emailOutbox(app).findLast((m) => m.to.toLowerCase() === email.toLowerCase())
  const code = mail?.text.match(/\d{6}/)?.[0]
  if (!code) throw new Error(`no email code was sent to ${email}`)
  return code
}

/** Calls a recovery endpoint from a fresh address: POST with a form body, or GET with a query string. */
export function call(
  app: FastifyInstance,
  url: string,
  input: Record<string, string>,
  options: { method?: 'GET' | 'POST'; remoteAddress?: string } = {},
) {
  const method = options.method ?? 'POST'
  return send(app, {
    method,
    url: `${BASE}${url}`,
    ...(method === 'GET' ? { query: input } : { payload: input }),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  })
}

/** Step 1 through the API with a solved captcha; returns the whole answer. */
export async function checkAccount(app: FastifyInstance, account: string) {
  const token = await knownCaptcha(app, 'forget_password', 'R4ZP')
  const res = await call(app, '/user.check.account', { account, token, yzm: 'r4zp' })
  if (res.statusCode !== 200) throw new Error(`account check refused: ${res.body}`)
  return res.json().data as {
    account_exists: boolean
    mobile: string
    email: string
    verify_types: string[]
    account_ticket: string
  }
}
