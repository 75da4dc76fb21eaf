import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, checkAccount } from '../commerce/account/test-fixtures.ts'
import { BASE, forgetSmsThrottle, freshIp, lastSmsCode, requestSmsCode, send } from '../commerce/auth/test-fixtures.ts'
import { LogSmsProvider, useSmsProvider } from '../commerce/sms/provider.ts'
import { createTestMember } from '../commerce/test-helpers.ts'
import { buildTestApp } from '../testing.ts'
import { redactUrl } from './log-redaction.ts'

/**
 * Security issue item 6: passwords, SMS codes, tickets and WeChat codes never reach the log, not
 * even from the legacy GET calls that carry them in the URL; each of those calls takes POST too.
 */

const lines: string[] = []
let app: FastifyInstance

beforeAll(async () => {
  app = await buildTestApp({ logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } } })
  // The development SMS provider logs its texts on purpose; here it keeps them to itself so the log holds only what requests put there.
  useSmsProvider(app, new LogSmsProvider(app.log.child({}, { level: 'silent' })))
})
afterAll(async () => {
  await app?.close()
})

const get = (url: string, query: Record<string, string>, headers: Record<string, string> = {}) =>
  send(app, { method: 'GET', url: `${BASE}${url}`, query, headers })
const form = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  send(app, {
    method: 'POST',
    url: `${BASE}${url}`,
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  })
const json = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  send(app, { method: 'POST', url: `${BASE}${url}`, headers, payload: fields })

describe('the request log', () => {
  it('keeps no password, code, ticket or token of the legacy GET calls, WeChat callbacks or bodies', async () => {
    const secrets: string[] = []
    const secret = (value: string) => {
      secrets.push(value)
      return value
    }
    const member = await createTestMember(app, { password: 'Alpha2026x' })
    secrets.push('Alpha2026x', member.token)

    const newPassword = secret('Gamma2026x')
    const changed = await get(
      '/member.safe.updateLoginPassword',
      { old_password: 'Alpha2026x', new_password: newPassword, password_confirm: newPassword },
      member.headers,
    )
    expect(changed.statusCode, changed.body).toBe(200)

    const vcode = secret(await requestSmsCode(app, member.mobile, 'forget'))
    expect((await get('/member.safe.checkResetLoginPassword', { mobile: member.mobile, vcode })).statusCode).toBe(200)
    const reset = await get('/member.safe.resetLoginPassword', {
      mobile: member.mobile,
      vcode,
      password: secret('Delta2026x'),
      repassword: 'Delta2026x',
    })
    expect(reset.statusCode, reset.body).toBe(200)

    await forgetSmsThrottle(app.db, member.mobile)
    const { account_ticket } = await checkAccount(app, member.mobile)
    secret(account_ticket)
    expect((await call(app, '/user.account.verify.code', { account_ticket }, { method: 'GET' })).statusCode).toBe(200)
    const verified = await call(
      app,
      '/user.account.verify',
      { account_ticket, type: 'mobile', vcode: secret(lastSmsCode(app, member.mobile)) },
      { method: 'GET' },
    )
    expect(verified.statusCode, verified.body).toBe(200)
    secret(verified.json().data.verify_key)

    await get('/trustlogin/params', {
      redirect_url: '/auth/wx-login',
      code: secret('WxCode0123456789'),
      state: secret('WxState987654321'),
    })
    await send(app, {
      method: 'GET',
      url: `/auth/wx-login?code=${secret('WxCodeOnPage42')}&state=${secret('WxStateOnPage42')}&trust_ticket=${secret('TrustTicket4242')}`,
    })
    await send(app, {
      method: 'POST',
      url: `${BASE}/login`,
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${secret('HeaderToken4242')}`,
        cookie: `customer_token=${secret('CookieToken4242')}`,
      },
      payload: `{"username":"13800000000","password":"${secret('BrokenJson4242')}"`,
    })

    // What a handler might log itself: request headers and bodies.
    app.log.info(
      {
        req: {
          headers: {
            authorization: `Bearer ${secret('LoggedHeader4242')}`,
            cookie: `customer_token=${secret('LoggedCookie4242')}`,
          },
        },
      },
      'debug',
    )
    app.log.info(
      {
        body: { password: secret('LoggedBody4242'), vcode: secret('778899') },
        url: `/x?verify_key=${secret('LoggedKey4242')}`,
      },
      'debug',
    )
    app.log.info(`GET /api/h5app/wxapp/member.safe.updateLoginPassword?old_password=${secret('InMessage4242')}&x=1`)

    const log = lines.join('')
    expect(log).toContain('member.safe.updateLoginPassword')
    expect(log).toContain('[REDACTED]')
    for (const value of secrets) expect(log, value).not.toContain(value)
  })
})

describe('redactUrl', () => {
  it('replaces secret parameters in any spelling and keeps the rest', () => {
    expect(redactUrl('/a?mobile=138&password=x&vcode=1&page=2#top')).toBe(
      '/a?mobile=138&password=[REDACTED]&vcode=[REDACTED]&page=2#top',
    )
    expect(redactUrl('/a?Password=x&new%5Fpassword=y&code=&state')).toBe(
      '/a?Password=[REDACTED]&new%5Fpassword=[REDACTED]&code=[REDACTED]&state',
    )
    expect(redactUrl('/a?%E0%A4%A=x&b=1')).toBe('/a?%E0%A4%A=[REDACTED]&b=1')
    expect(redactUrl('/items/1')).toBe('/items/1')
  })
})

describe('the legacy GET calls with secrets', () => {
  it('take POST, as a form and as JSON', async () => {
    const member = await createTestMember(app, { password: 'Alpha2026x' })
    expect(
      (
        await form(
          '/member.safe.updateLoginPassword',
          { old_password: 'Alpha2026x', new_password: 'Beta2026xx', password_confirm: 'Beta2026xx' },
          member.headers,
        )
      ).statusCode,
    ).toBe(200)
    expect(
      (
        await json(
          '/member.safe.updateLoginPassword',
          { old_password: 'Beta2026xx', new_password: 'Gamma2026x', password_confirm: 'Gamma2026x' },
          member.headers,
        )
      ).statusCode,
    ).toBe(200)

    for (const post of [form, json]) {
      await forgetSmsThrottle(app.db, member.mobile)
      const vcode = await requestSmsCode(app, member.mobile, 'forget')
      expect((await post('/member.safe.checkResetLoginPassword', { mobile: member.mobile, vcode })).statusCode).toBe(
        200,
      )
      const reset = await post('/member.safe.resetLoginPassword', {
        mobile: member.mobile,
        vcode,
        password: 'Delta2026x',
        password_confirm: 'Delta2026x',
      })
      expect(reset.statusCode, reset.body).toBe(200)

      await forgetSmsThrottle(app.db, member.mobile)
      const { account_ticket } = await checkAccount(app, member.mobile)
      expect((await post('/user.account.verify.code', { account_ticket })).statusCode).toBe(200)
      const verified = await post('/user.account.verify', {
        account_ticket,
        type: 'mobile',
        vcode: lastSmsCode(app, member.mobile),
      })
      expect(verified.statusCode, verified.body).toBe(200)
      expect(typeof verified.json().data.verify_key).toBe('string')
    }
    expect(
      (
        await send(app, {
          method: 'POST',
          url: `${BASE}/login`,
          remoteAddress: freshIp(),
          payload: { username: member.mobile, password: 'Delta2026x' },
        })
      ).statusCode,
    ).toBe(200)
  })
})
