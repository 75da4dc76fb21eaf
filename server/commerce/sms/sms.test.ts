import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../testing.ts'
import { limits } from '../../lib/sign-in/limits.ts'
import {
  BASE,
  createTestMerchant,
  forgetSmsThrottle,
  freshIp,
  freshMobile,
  knownCaptcha,
  lastSmsCode,
  requestSmsCode,
  send,
} from '../auth/test-fixtures.ts'
import { createTestMember } from '../test-helpers.ts'
import { LogSmsProvider, smsOutbox, smsProvider, useSmsProvider } from './provider.ts'
import { consumeSmsCode, SMS_DAILY_LIMIT, SMS_MAX_ATTEMPTS } from './service.ts'

let app: FastifyInstance

beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(async () => {
  await app?.close()
})

const sms = (query: Record<string, string>, extra: { headers?: Record<string, string>; remoteAddress?: string } = {}) =>
  send(app, { method: 'GET', url: `${BASE}/member/sms/code`, query, ...extra })

const codes = (mobile: string) =>
  app.db.selectFrom('sms_codes').selectAll().where('mobile', '=', mobile).orderBy('id').execute()

const consume = (mobile: string, code: string, purpose: 'register' | 'login' = 'login') =>
  consumeSmsCode(app.db, app.config.secret, { mobile, purpose, code })

describe('GET member/sms/code', () => {
  it('texts a 6-digit code to a registered mobile for login and stores only its digest', async () => {
    const { mobile } = await createTestMember(app)
    const res = await sms({ mobile, type: 'login' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ data: { status: true, message: '短信发送成功' } })
    const code = lastSmsCode(app, mobile)
    expect(code).toMatch(/^\d{6}$/)
    const [row] = await codes(mobile)
    expect(row).toMatchObject({ purpose: 'login', attempts: 0, used_at: null })
    expect(row.code).not.toContain(code)
    expect(row.code).toMatch(/^[0-9a-f]{64}$/)
    expect(row.expires_at - row.created_at).toBe(300)
  })

  it('needs the image captcha for registration: missing, wrong, then right', async () => {
    const mobile = freshMobile()
    const missing = await sms({ mobile, type: 'sign' })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().message).toBe('请输入图片验证码')
    const wrong = await sms({ mobile, type: 'sign', token: await knownCaptcha(app, 'sign', 'K7WM'), yzm: 'K7WX' })
    expect(wrong.json().message).toBe('图片验证码错误')
    const right = await sms({ mobile, type: 'sign', token: await knownCaptcha(app, 'sign', 'K7WM'), yzm: 'k7wm' })
    expect(right.statusCode, right.body).toBe(200)
    expect((await codes(mobile))[0].purpose).toBe('register')
  })

  it('needs the image captcha for password recovery, drawn for that purpose', async () => {
    const { mobile } = await createTestMember(app)
    const signCaptcha = await sms({
      mobile,
      type: 'forget',
      token: await knownCaptcha(app, 'sign', 'K7WM'),
      yzm: 'K7WM',
    })
    expect(signCaptcha.json().message).toBe('图片验证码错误')
    const right = await sms({
      mobile,
      type: 'forget',
      token: await knownCaptcha(app, 'forget_password', 'K7WM'),
      yzm: 'K7WM',
    })
    expect(right.statusCode, right.body).toBe(200)
    expect((await codes(mobile))[0].purpose).toBe('reset_password')
  })

  it('refuses registration codes for a registered mobile with 409', async () => {
    const { mobile } = await createTestMember(app)
    const res = await sms({ mobile, type: 'sign', token: await knownCaptcha(app, 'sign', 'K7WM'), yzm: 'K7WM' })
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe('该手机号已注册')
    expect(await codes(mobile)).toHaveLength(0)
  })

  it('refuses recovery codes for an unknown mobile; a login code answers as for a registered one but is never sent', async () => {
    const mobile = freshMobile()
    expect((await sms({ mobile, type: 'login' })).json()).toEqual({ data: { status: true, message: '短信发送成功' } })
    expect(smsOutbox(app).some((message) => message.mobile === mobile)).toBe(false)
    const forget = await sms({
      mobile,
      type: 'forget',
      token: await knownCaptcha(app, 'forget_password', 'K7WM'),
      yzm: 'K7WM',
    })
    expect(forget.statusCode).toBe(400)
    expect(forget.json().message).toBe('该手机号未注册')
  })

  it('checks the mobile and the type', async () => {
    for (const mobile of ['', '12800000000', '1380000000', '138000000001', '1380000000a']) {
      const res = await sms({ mobile, type: 'login' })
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toBe('请输入正确的手机号')
    }
    const res = await sms({ mobile: freshMobile(), type: 'coupon' })
    expect(res.json().message).toBe('验证码类型错误')
  })

  it('sends a bind code only to a signed-in member, and only for a mobile nobody uses', async () => {
    const member = await createTestMember(app)
    const other = await createTestMember(app)
    expect((await sms({ mobile: freshMobile(), type: 'bind' })).statusCode).toBe(401)
    const taken = await sms({ mobile: other.mobile, type: 'bind' }, { headers: member.headers })
    expect(taken.statusCode).toBe(409)
    expect(taken.json().message).toBe('该手机号已被其他账号使用')
    const own = await sms({ mobile: member.mobile, type: 'bind' }, { headers: member.headers })
    expect(own.json().message).toBe('新手机号不能与当前手机号相同')
    const mobile = freshMobile()
    expect((await sms({ mobile, type: 'bind' }, { headers: member.headers })).statusCode).toBe(200)
    expect((await codes(mobile))[0].purpose).toBe('bind_mobile')
  })

  it('sends merchant login codes only to a merchant account mobile', async () => {
    const merchant = await createTestMerchant(app.db)
    const stranger = freshMobile()
    expect((await sms({ mobile: stranger, type: 'merchant_login' })).json()).toEqual({
      data: { status: true, message: '短信发送成功' },
    })
    expect(smsOutbox(app).some((message) => message.mobile === stranger)).toBe(false)
    expect((await sms({ mobile: merchant.mobile, type: 'merchant_login' })).statusCode).toBe(200)
    expect((await codes(merchant.mobile))[0].purpose).toBe('merchant')
  })

  it('sends at most one code a minute to a mobile', async () => {
    const { mobile } = await createTestMember(app)
    await requestSmsCode(app, mobile, 'login')
    const again = await sms({ mobile, type: 'login' })
    expect(again.statusCode).toBe(429)
    expect(again.json()).toMatchObject({ status_code: 429, message: '发送过于频繁，请60秒后再试' })
    expect(await codes(mobile)).toHaveLength(1)
    await forgetSmsThrottle(app.db, mobile)
    expect((await sms({ mobile, type: 'login' })).statusCode).toBe(200)
  })

  it(`sends at most ${SMS_DAILY_LIMIT} codes a day to a mobile`, async () => {
    const { mobile } = await createTestMember(app)
    const at = Math.floor(Date.now() / 1000)
    for (let i = 0; i < SMS_DAILY_LIMIT; i++) {
      await app.db
        .insertInto('sms_codes')
        .values({ mobile, purpose: 'login', code: 'x', expires_at: at, used_at: at, created_at: at - 3600 - i * 60 })
        .execute()
    }
    const res = await sms({ mobile, type: 'login' })
    expect(res.statusCode).toBe(429)
    expect(res.json().message).toBe('今日验证码发送次数已达上限，请明天再试')
    await app.db
      .updateTable('sms_codes')
      .set({ created_at: at - 25 * 3600 })
      .where('mobile', '=', mobile)
      .execute()
    expect((await sms({ mobile, type: 'login' })).statusCode).toBe(200)
  })

  it('lets only one of two simultaneous requests for a mobile send', async () => {
    const { mobile } = await createTestMember(app)
    const results = await Promise.all([
      sms({ mobile, type: 'login' }),
      sms({ mobile, type: 'login' }),
      sms({ mobile, type: 'login' }),
    ])
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 429, 429])
    expect(await codes(mobile)).toHaveLength(1)
  })

  it('does not count a message the provider failed to send', async () => {
    const { mobile } = await createTestMember(app)
    const working = smsProvider(app)
    useSmsProvider(app, { send: async () => Promise.reject(new Error('gateway down')) })
    try {
      const res = await sms({ mobile, type: 'login' })
      expect(res.statusCode).toBe(502)
      expect(res.json().message).toBe('短信发送失败，请稍后再试')
      expect(await codes(mobile)).toHaveLength(0)
    } finally {
      useSmsProvider(app, working)
    }
    expect((await sms({ mobile, type: 'login' })).statusCode).toBe(200)
  })

  it(`answers 429 after ${limits.smsPerIp.max} requests from one address`, async () => {
    const remoteAddress = freshIp()
    for (let i = 0; i < limits.smsPerIp.max; i++) {
      expect((await sms({ mobile: 'not-a-mobile', type: 'login' }, { remoteAddress })).statusCode).toBe(400)
    }
    const refused = await sms({ mobile: 'not-a-mobile', type: 'login' }, { remoteAddress })
    expect(refused.statusCode).toBe(429)
    expect(refused.json().message).toBe('操作过于频繁，请稍后再试')
  })
})

describe('checking an SMS code', () => {
  it('accepts the right code once', async () => {
    const { mobile } = await createTestMember(app)
    const code = await requestSmsCode(app, mobile, 'login')
    await expect(consume(mobile, code)).resolves.toBeUndefined()
    await expect(consume(mobile, code)).rejects.toMatchObject({
      statusCode: 400,
      message: '短信验证码已失效，请重新获取',
    })
  })

  it('counts only for the purpose it was sent for', async () => {
    const { mobile } = await createTestMember(app)
    const code = await requestSmsCode(app, mobile, 'login')
    await expect(consume(mobile, code, 'register')).rejects.toMatchObject({ message: '短信验证码已失效，请重新获取' })
  })

  it('expires after five minutes', async () => {
    const { mobile } = await createTestMember(app)
    const code = await requestSmsCode(app, mobile, 'login')
    await app.db
      .updateTable('sms_codes')
      .set({ expires_at: Math.floor(Date.now() / 1000) - 1 })
      .where('mobile', '=', mobile)
      .execute()
    await expect(consume(mobile, code)).rejects.toMatchObject({ message: '短信验证码已失效，请重新获取' })
  })

  it('is replaced by a newer code', async () => {
    const { mobile } = await createTestMember(app)
    const first = await requestSmsCode(app, mobile, 'login')
    await forgetSmsThrottle(app.db, mobile)
    const second = await requestSmsCode(app, mobile, 'login')
    if (first !== second) await expect(consume(mobile, first)).rejects.toMatchObject({ message: '短信验证码错误' })
    const rows = await codes(mobile)
    expect(rows[0].used_at).not.toBeNull()
    await expect(consume(mobile, second)).resolves.toBeUndefined()
  })

  it(`locks the code after ${SMS_MAX_ATTEMPTS} wrong guesses, even for the right one`, async () => {
    const { mobile } = await createTestMember(app)
    const code = await requestSmsCode(app, mobile, 'login')
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 1; i < SMS_MAX_ATTEMPTS; i++)
      await expect(consume(mobile, wrong)).rejects.toMatchObject({ message: '短信验证码错误' })
    await expect(consume(mobile, wrong)).rejects.toMatchObject({ message: '短信验证码错误次数过多，请重新获取' })
    await expect(consume(mobile, code)).rejects.toMatchObject({ message: '短信验证码错误次数过多，请重新获取' })
    expect((await codes(mobile))[0].attempts).toBe(SMS_MAX_ATTEMPTS)
  })

  it('asks for the code when none is given', async () => {
    await expect(consume(freshMobile(), ' ')).rejects.toMatchObject({ message: '请输入短信验证码' })
  })
})

describe('the log SMS provider', () => {
  it('keeps a bounded outbox, oldest dropped first', async () => {
    const provider = new LogSmsProvider(app.log, 3)
    for (const n of [1, 2, 3, 4]) await provider.send(`1380000000${n}`, `text ${n}`)
    expect(provider.outbox.map((m) => m.text)).toEqual(['text 2', 'text 3', 'text 4'])
  })

  it('is the app default and shows what was sent', async () => {
    const { mobile } = await createTestMember(app)
    await requestSmsCode(app, mobile, 'login')
    const message = smsOutbox(app).findLast((m) => m.mobile === mobile)
    expect(message?.text).toMatch(/^您的登录验证码是\d{6}，5分钟内有效。/)
  })
})
