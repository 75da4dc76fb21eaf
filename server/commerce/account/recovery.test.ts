import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../testing.ts'
import { BASE, freshIp, freshMobile, knownCaptcha, lastSmsCode, send } from '../auth/test-fixtures.ts'
import { emailOutbox, useEmailProvider, emailProvider } from '../email/provider.ts'
import { smsOutbox } from '../sms/provider.ts'
import { createTestMember, type TestMember } from '../test-helpers.ts'
import { issuePass } from './passes.ts'
import { call, checkAccount, lastEmailCode } from './test-fixtures.ts'
import { now } from '../../../schemas/time.ts'

let app: FastifyInstance

beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(async () => {
  await app?.close()
})

let emailSequence = 0
/** A member with a password, a live token and, when asked, an email of mixed case. */
async function member(options: { email?: boolean } = {}): Promise<TestMember & { email: string | null }> {
  const created = await createTestMember(app, { password: 'demo1234' })
  const email = options.email ? `Dora.Lin${process.pid}x${++emailSequence}@Example.com` : null
  if (email) await app.db.updateTable('members').set({ email }).where('id', '=', created.id).execute()
  return { ...created, email }
}

const login = (mobile: string, password: string) =>
  send(app, { method: 'POST', url: `${BASE}/login`, payload: { username: mobile, password } })
const profile = (headers: Record<string, string>) => send(app, { method: 'GET', url: `${BASE}/member`, headers })
const smsTo = (mobile: string) => smsOutbox(app).filter((m) => m.mobile === mobile)
const mailsTo = (email: string) => emailOutbox(app).filter((m) => m.to.toLowerCase() === email.toLowerCase())
const emailCodes = (email: string) =>
  app.db.selectFrom('email_codes').selectAll().where('email', '=', email.toLowerCase()).orderBy('id').execute()

/** Steps 1–3 by mobile: returns the verify_key. */
async function verifyByMobile(mobile: string): Promise<string> {
  const { account_ticket } = await checkAccount(app, mobile)
  expect((await call(app, '/user.account.verify.code', { account_ticket })).statusCode).toBe(200)
  const res = await call(app, '/user.account.verify', {
    account_ticket,
    type: 'mobile',
    vcode: lastSmsCode(app, mobile),
  })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data.verify_key
}

describe('password recovery by account, over HTTP', () => {
  it('resets the password through the mobile; the new password signs in and old tokens are revoked', async () => {
    const m = await member()
    const checked = await checkAccount(app, m.mobile)
    expect(checked).toMatchObject({
      account_exists: true,
      mobile: `${m.mobile.slice(0, 3)}****${m.mobile.slice(-4)}`,
      email: '',
      verify_types: ['mobile'],
    })

    const sent = await call(app, '/user.account.verify.code', { account_ticket: checked.account_ticket })
    expect(sent.statusCode, sent.body).toBe(200)
    expect(sent.json()).toEqual({ data: { status: true, message: '短信发送成功' } })
    expect(smsTo(m.mobile).at(-1)?.text).toMatch(/^您的找回密码验证码是\d{6}，5分钟内有效。/)
    const stored = await app.db.selectFrom('sms_codes').selectAll().where('mobile', '=', m.mobile).execute()
    expect(stored).toEqual([expect.objectContaining({ purpose: 'reset_password', used_at: null })])

    const verified = await call(app, '/user.account.verify', {
      account_ticket: checked.account_ticket,
      type: 'mobile',
      vcode: lastSmsCode(app, m.mobile),
    })
    expect(verified.statusCode, verified.body).toBe(200)
    const verifyKey = verified.json().data.verify_key
    expect(typeof verifyKey).toBe('string')

    const reset = await call(app, '/member/reset/password', {
      verify_key: verifyKey,
      password: 'fresh2024',
      password_confirm: 'fresh2024',
    })
    expect(reset.statusCode, reset.body).toBe(200)
    expect(reset.json()).toEqual({ data: { status: true } })

    expect((await profile(m.headers)).statusCode).toBe(401)
    expect((await login(m.mobile, 'demo1234')).statusCode).toBe(400)
    const signedIn = await login(m.mobile, 'fresh2024')
    expect(signedIn.statusCode, signedIn.body).toBe(200)
    expect((await profile({ authorization: `Bearer ${signedIn.json().data.token}` })).statusCode).toBe(200)
  })

  it('resets the password through the email with GET calls, matching the address in any case', async () => {
    const m = await member({ email: true })
    const email = m.email as string
    const token = await knownCaptcha(app, 'forget_password', 'R4ZP')
    const checked = await call(
      app,
      '/user.check.account',
      { account: ` ${email.toLowerCase()} `, token, yzm: 'R4ZP' },
      { method: 'GET' },
    )
    expect(checked.statusCode, checked.body).toBe(200)
    const data = checked.json().data
    expect(data).toMatchObject({ account_exists: true, email: 'D***@Example.com', verify_types: ['mobile', 'email'] })
    expect(data.mobile).toBe(`${m.mobile.slice(0, 3)}****${m.mobile.slice(-4)}`)

    const sent = await call(app, '/user.account.send.email', { account_ticket: data.account_ticket }, { method: 'GET' })
    expect(sent.statusCode, sent.body).toBe(200)
    expect(sent.json()).toEqual({ data: { status: true, message: '邮件发送成功' } })
    const mail = mailsTo(email).at(-1)
    expect(mail).toMatchObject({ to: email, subject: '找回密码验证码' })
    expect(mail?.text).toMatch(/^您的找回密码验证码是\d{6}，5分钟内有效。/)
    expect(smsTo(m.mobile)).toHaveLength(0)

    const code = lastEmailCode(app, email)
    const [row] = await emailCodes(email)
    expect(row).toMatchObject({ purpose: 'reset_password', attempts: 0, used_at: null })
    expect(row.code).toMatch(/^[0-9a-f]{64}$/)
    expect(row.code).not.toContain(code)
    expect(row.expires_at - row.created_at).toBe(300)

    const verified = await call(
      app,
      '/user.account.verify',
      { account_ticket: data.account_ticket, type: 'email', vcode: code },
      { method: 'GET' },
    )
    expect(verified.statusCode, verified.body).toBe(200)
    const reset = await call(
      app,
      '/member.safe.resetLoginPassword',
      { verify_key: verified.json().data.verify_key, password: 'mailed2024', password_confirm: 'mailed2024' },
      { method: 'GET' },
    )
    expect(reset.statusCode, reset.body).toBe(200)
    expect((await profile(m.headers)).statusCode).toBe(401)
    expect((await login(m.mobile, 'mailed2024')).statusCode).toBe(200)
  })

  it('also resets through POST member.safe.resetLoginPassword', async () => {
    const m = await member()
    const verifyKey = await verifyByMobile(m.mobile)
    const reset = await call(app, '/member.safe.resetLoginPassword', {
      verify_key: verifyKey,
      password: 'posted2024',
      password_confirm: 'posted2024',
    })
    expect(reset.statusCode, reset.body).toBe(200)
    expect((await login(m.mobile, 'posted2024')).statusCode).toBe(200)
  })

  it('keeps the mobile + vcode reset working', async () => {
    const m = await member()
    const token = await knownCaptcha(app, 'forget_password', 'AC3D')
    expect(
      (
        await send(app, {
          method: 'GET',
          url: `${BASE}/member/sms/code`,
          query: { mobile: m.mobile, type: 'forget', token, yzm: 'AC3D' },
        })
      ).statusCode,
    ).toBe(200)
    const reset = await call(app, '/member/reset/password', {
      mobile: m.mobile,
      vcode: lastSmsCode(app, m.mobile),
      password: 'classic2024',
      password_confirm: 'classic2024',
    })
    expect(reset.statusCode, reset.body).toBe(200)
    expect((await login(m.mobile, 'classic2024')).statusCode).toBe(200)
  })
})

describe('POST user.check.account', () => {
  it('needs a solved forget_password captcha before it looks the account up', async () => {
    const m = await member()
    const none = await call(app, '/user.check.account', { account: m.mobile })
    expect(none.statusCode).toBe(400)
    expect(none.json().message).toBe('请输入图片验证码')
    const wrong = await call(app, '/user.check.account', {
      account: m.mobile,
      token: await knownCaptcha(app, 'forget_password', 'R4ZP'),
      yzm: 'XXXX',
    })
    expect(wrong.json().message).toBe('图片验证码错误')
    const otherPurpose = await call(app, '/user.check.account', {
      account: m.mobile,
      token: await knownCaptcha(app, 'sign', 'R4ZP'),
      yzm: 'R4ZP',
    })
    expect(otherPurpose.json().message).toBe('图片验证码错误')
    // An unknown account without a captcha gets the same answer as a known one: no enumeration.
    const unknownWithout = await call(app, '/user.check.account', { account: freshMobile() })
    expect(unknownWithout.json().message).toBe('请输入图片验证码')
  })

  it('uses a captcha once', async () => {
    const m = await member()
    const token = await knownCaptcha(app, 'forget_password', 'R4ZP')
    expect((await call(app, '/user.check.account', { account: m.mobile, token, yzm: 'R4ZP' })).statusCode).toBe(200)
    const again = await call(app, '/user.check.account', { account: m.mobile, token, yzm: 'R4ZP' })
    expect(again.json().message).toBe('图片验证码已失效，请刷新后重试')
  })

  it('answers 该账号不存在 for an unknown mobile or email', async () => {
    for (const account of [freshMobile(), `nobody${process.pid}@example.com`]) {
      const res = await call(app, '/user.check.account', {
        account,
        token: await knownCaptcha(app, 'forget_password', 'R4ZP'),
        yzm: 'R4ZP',
      })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ status_code: 400, message: '该账号不存在' })
    }
  })

  it('checks the account format with the spec messages, before using the captcha', async () => {
    const cases: [string, string][] = [
      ['', '请输入手机号或邮箱'],
      ['   ', '请输入手机号或邮箱'],
      ['12800000000', '请输入正确的手机号'],
      ['abc', '请输入正确的手机号'],
      ['dora@', '邮箱格式不正确'],
      ['do ra@example.com', '邮箱格式不正确'],
    ]
    for (const [account, message] of cases) {
      const token = await knownCaptcha(app, 'forget_password', 'R4ZP')
      const res = await call(app, '/user.check.account', { account, token, yzm: 'R4ZP' })
      expect(res.statusCode, account).toBe(400)
      expect(res.json().message, account).toBe(message)
      const captcha = await app.db
        .selectFrom('captchas')
        .select('used_at')
        .where('id', '=', token)
        .executeTakeFirstOrThrow()
      expect(captcha.used_at).toBeNull()
    }
  })

  it('refuses an email several accounts share, pointing to the mobile', async () => {
    const first = await member({ email: true })
    const second = await member()
    await app.db
      .updateTable('members')
      .set({ email: (first.email as string).toUpperCase() })
      .where('id', '=', second.id)
      .execute()
    const res = await call(app, '/user.check.account', {
      account: first.email as string,
      token: await knownCaptcha(app, 'forget_password', 'R4ZP'),
      yzm: 'R4ZP',
    })
    expect(res.json().message).toBe('该邮箱绑定了多个账号，请使用手机号找回')
  })

  it('only finds accounts of the company asked for', async () => {
    const m = await member()
    const res = await call(app, '/user.check.account', {
      account: m.mobile,
      company_id: '2',
      token: await knownCaptcha(app, 'forget_password', 'R4ZP'),
      yzm: 'R4ZP',
    })
    expect(res.json().message).toBe('该账号不存在')
  })
})

describe('sending the recovery code', () => {
  it('texts only the account’s own mobile, whatever number the request names', async () => {
    const m = await member()
    const stranger = freshMobile()
    const { account_ticket } = await checkAccount(app, m.mobile)
    const res = await call(app, '/user.account.verify.code', { account_ticket, mobile: stranger, account: stranger })
    expect(res.statusCode, res.body).toBe(200)
    expect(smsTo(stranger)).toHaveLength(0)
    expect(smsTo(m.mobile)).toHaveLength(1)
  })

  it('mails only the account’s own email', async () => {
    const m = await member({ email: true })
    const { account_ticket } = await checkAccount(app, m.mobile)
    const res = await call(app, '/user.account.send.email', { account_ticket, email: 'attacker@example.com' })
    expect(res.statusCode, res.body).toBe(200)
    expect(mailsTo('attacker@example.com')).toHaveLength(0)
    expect(mailsTo(m.email as string)).toHaveLength(1)
  })

  it('accepts the account with a solved captcha instead of a ticket', async () => {
    const m = await member()
    const without = await call(app, '/user.account.verify.code', { account: m.mobile })
    expect(without.json().message).toBe('请输入图片验证码')
    const unknown = await call(app, '/user.account.verify.code', { account: freshMobile() })
    expect(unknown.json().message).toBe('请输入图片验证码')
    const withCaptcha = await call(app, '/user.account.verify.code', {
      account: m.mobile,
      token: await knownCaptcha(app, 'forget_password', 'R4ZP'),
      yzm: 'R4ZP',
    })
    expect(withCaptcha.statusCode, withCaptcha.body).toBe(200)
    expect(smsTo(m.mobile)).toHaveLength(1)
  })

  it('asks for the account check first, and refuses forged, expired and wrong-kind tickets', async () => {
    const m = await member({ email: true })
    const dbMember = await app.db
      .selectFrom('members')
      .select(['id', 'password_hash'])
      .where('id', '=', m.id)
      .executeTakeFirstOrThrow()
    const expired = issuePass(app.config.secret, 'account_ticket', dbMember, now() - 16 * 60)
    const forged = issuePass('another-secret', 'account_ticket', dbMember, now())
    const wrongKind = issuePass(app.config.secret, 'verify_key', dbMember, now())
    const genuine = issuePass(app.config.secret, 'account_ticket', dbMember, now())
    const [body, mac] = genuine.split('.')
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
    const otherMember = `${Buffer.from(JSON.stringify({ ...claims, sub: claims.sub + 1 })).toString('base64url')}.${mac}`
    for (const url of ['/user.account.verify.code', '/user.account.send.email']) {
      expect((await call(app, url, {})).json().message).toBe('请先验证账号')
      for (const account_ticket of [expired, forged, wrongKind, otherMember, 'garbage', 'a.b.c']) {
        const res = await call(app, url, { account_ticket })
        expect(res.statusCode, `${url} ${account_ticket}`).toBe(400)
        expect(res.json().message).toBe('账号验证已失效，请重新输入账号')
      }
    }
    expect(smsTo(m.mobile)).toHaveLength(0)
    expect(mailsTo(m.email as string)).toHaveLength(0)
  })

  it('answers 该账号未绑定邮箱 when the account has no email, and sends nothing', async () => {
    const m = await member()
    const { account_ticket } = await checkAccount(app, m.mobile)
    const before = emailOutbox(app).length
    const res = await call(app, '/user.account.send.email', { account_ticket })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('该账号未绑定邮箱')
    expect(emailOutbox(app).length).toBe(before)
  })

  it('sends at most one code a minute to a mobile or an email', async () => {
    const m = await member({ email: true })
    const { account_ticket } = await checkAccount(app, m.mobile)
    for (const url of ['/user.account.verify.code', '/user.account.send.email']) {
      expect((await call(app, url, { account_ticket })).statusCode).toBe(200)
      const again = await call(app, url, { account_ticket })
      expect(again.statusCode).toBe(429)
      expect(again.json()).toMatchObject({ status_code: 429, message: '发送过于频繁，请60秒后再试' })
    }
    expect(smsTo(m.mobile)).toHaveLength(1)
    expect(mailsTo(m.email as string)).toHaveLength(1)
  })

  it('does not count a mail the provider failed to send', async () => {
    const m = await member({ email: true })
    const { account_ticket } = await checkAccount(app, m.mobile)
    const working = emailProvider(app)
    useEmailProvider(app, { send: async () => Promise.reject(new Error('mail server down')) })
    try {
      const res = await call(app, '/user.account.send.email', { account_ticket })
      expect(res.statusCode).toBe(502)
      expect(res.json().message).toBe('邮件发送失败，请稍后再试')
      expect(await emailCodes(m.email as string)).toHaveLength(0)
    } finally {
      useEmailProvider(app, working)
    }
    expect((await call(app, '/user.account.send.email', { account_ticket })).statusCode).toBe(200)
  })
})

describe('POST user.account.verify', () => {
  it('refuses a wrong code, then locks the code after five wrong guesses', async () => {
    const m = await member()
    const { account_ticket } = await checkAccount(app, m.mobile)
    await call(app, '/user.account.verify.code', { account_ticket })
    const code = lastSmsCode(app, m.mobile)
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 1; i < 5; i++) {
      const res = await call(app, '/user.account.verify', { account_ticket, type: 'mobile', vcode: wrong })
      expect(res.json().message).toBe('短信验证码错误')
    }
    expect(
      (await call(app, '/user.account.verify', { account_ticket, type: 'mobile', vcode: wrong })).json().message,
    ).toBe('短信验证码错误次数过多，请重新获取')
    expect(
      (await call(app, '/user.account.verify', { account_ticket, type: 'mobile', vcode: code })).json().message,
    ).toBe('短信验证码错误次数过多，请重新获取')
  })

  it('uses a code once', async () => {
    const m = await member()
    const { account_ticket } = await checkAccount(app, m.mobile)
    await call(app, '/user.account.verify.code', { account_ticket })
    const vcode = lastSmsCode(app, m.mobile)
    expect((await call(app, '/user.account.verify', { account_ticket, type: 'mobile', vcode })).statusCode).toBe(200)
    const replay = await call(app, '/user.account.verify', { account_ticket, type: 'mobile', vcode })
    expect(replay.statusCode).toBe(400)
    expect(replay.json().message).toBe('短信验证码已失效，请重新获取')
  })

  it('refuses an expired email code and a code of the other channel', async () => {
    const m = await member({ email: true })
    const { account_ticket } = await checkAccount(app, m.mobile)
    await call(app, '/user.account.send.email', { account_ticket })
    const code = lastEmailCode(app, m.email as string)
    const viaMobile = await call(app, '/user.account.verify', { account_ticket, type: 'mobile', vcode: code })
    expect(viaMobile.json().message).toBe('短信验证码已失效，请重新获取')
    await app.db
      .updateTable('email_codes')
      .set({ expires_at: now() - 1 })
      .where('email', '=', (m.email as string).toLowerCase())
      .execute()
    const expired = await call(app, '/user.account.verify', { account_ticket, type: 'email', vcode: code })
    expect(expired.json().message).toBe('邮箱验证码已失效，请重新获取')
  })

  it('checks the ticket, the type and the code', async () => {
    const m = await member()
    const { account_ticket } = await checkAccount(app, m.mobile)
    expect((await call(app, '/user.account.verify', { type: 'mobile', vcode: '123456' })).json().message).toBe(
      '请先验证账号',
    )
    expect(
      (await call(app, '/user.account.verify', { account_ticket: 'x.y', type: 'mobile', vcode: '123456' })).json()
        .message,
    ).toBe('账号验证已失效，请重新输入账号')
    expect((await call(app, '/user.account.verify', { account_ticket, vcode: '123456' })).json().message).toBe(
      '请选择验证方式',
    )
    expect(
      (await call(app, '/user.account.verify', { account_ticket, type: 'wechat', vcode: '123456' })).json().message,
    ).toBe('请选择验证方式')
    expect(
      (await call(app, '/user.account.verify', { account_ticket, type: 'mobile', vcode: ' ' })).json().message,
    ).toBe('请输入短信验证码')
    expect(
      (await call(app, '/user.account.verify', { account_ticket, type: 'email', vcode: '123456' })).json().message,
    ).toBe('该账号未绑定邮箱')
    expect(
      (await call(app, '/user.account.verify', { account_ticket, type: 'mobile', vcode: '123456' })).json().message,
    ).toBe('短信验证码已失效，请重新获取')
  })
})

describe('resetting with a verify_key', () => {
  it('uses the key once, and ends the account ticket with it', async () => {
    const m = await member()
    const { account_ticket } = await checkAccount(app, m.mobile)
    await call(app, '/user.account.verify.code', { account_ticket })
    const verified = await call(app, '/user.account.verify', {
      account_ticket,
      type: 'mobile',
      vcode: lastSmsCode(app, m.mobile),
    })
    const verify_key = verified.json().data.verify_key
    expect(
      (await call(app, '/member/reset/password', { verify_key, password: 'first2024', password_confirm: 'first2024' }))
        .statusCode,
    ).toBe(200)
    const replay = await call(app, '/member/reset/password', {
      verify_key,
      password: 'second2024',
      password_confirm: 'second2024',
    })
    expect(replay.statusCode).toBe(400)
    expect(replay.json().message).toBe('身份验证已失效，请重新验证')
    expect((await login(m.mobile, 'first2024')).statusCode).toBe(200)
    const staleTicket = await call(app, '/user.account.verify.code', { account_ticket })
    expect(staleTicket.json().message).toBe('账号验证已失效，请重新输入账号')
  })

  it('lets only one of two simultaneous resets with one key through', async () => {
    const m = await member()
    const verify_key = await verifyByMobile(m.mobile)
    const results = await Promise.all(
      ['race1a2024', 'race2b2024'].map((password) =>
        call(app, '/member/reset/password', { verify_key, password, password_confirm: password }),
      ),
    )
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400])
    const winner = results[0].statusCode === 200 ? 'race1a2024' : 'race2b2024'
    expect((await login(m.mobile, winner)).statusCode).toBe(200)
  })

  it('checks the new password with the spec messages and keeps the key for a corrected try', async () => {
    const m = await member()
    const verify_key = await verifyByMobile(m.mobile)
    const cases: [Record<string, string>, string][] = [
      [{}, '请输入密码'],
      [{ password: 'short1', password_confirm: 'short1' }, '8-20位密码，必须为数字和字母混合'],
      [{ password: 'onlyletters', password_confirm: 'onlyletters' }, '8-20位密码，必须为数字和字母混合'],
      [{ password: 'with space1', password_confirm: 'with space1' }, '密码不能包括特殊字符'],
      [{ password: 'good2024x', password_confirm: 'good2024y' }, '输入的密码不一致'],
    ]
    for (const [input, message] of cases) {
      const res = await call(app, '/member/reset/password', { verify_key, ...input })
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toBe(message)
    }
    expect((await profile(m.headers)).statusCode).toBe(200)
    expect(
      (await call(app, '/member/reset/password', { verify_key, password: 'good2024x', password_confirm: 'good2024x' }))
        .statusCode,
    ).toBe(200)
  })

  it('refuses forged, expired and wrong-kind keys without changing anything', async () => {
    const m = await member()
    const row = await app.db
      .selectFrom('members')
      .select(['id', 'password_hash'])
      .where('id', '=', m.id)
      .executeTakeFirstOrThrow()
    const keys = [
      issuePass(app.config.secret, 'verify_key', row, now() - 16 * 60),
      issuePass('another-secret', 'verify_key', row, now()),
      issuePass(app.config.secret, 'account_ticket', row, now()),
      'not-a-key',
    ]
    for (const verify_key of keys) {
      const res = await call(app, '/member/reset/password', {
        verify_key,
        password: 'hijack2024',
        password_confirm: 'hijack2024',
      })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ code: 'VERIFY_KEY_EXPIRED', message: '身份验证已失效，请重新验证' })
    }
    const after = await app.db
      .selectFrom('members')
      .select('password_hash')
      .where('id', '=', m.id)
      .executeTakeFirstOrThrow()
    expect(after.password_hash).toBe(row.password_hash)
    expect((await profile(m.headers)).statusCode).toBe(200)
  })
})

describe('rate limits', () => {
  it('answer 429 after 20 account checks a minute from one address', async () => {
    const remoteAddress = freshIp()
    for (let i = 0; i < 20; i++) {
      expect((await call(app, '/user.check.account', { account: 'nope' }, { remoteAddress })).statusCode).toBe(400)
    }
    const refused = await call(app, '/user.check.account', { account: 'nope' }, { remoteAddress })
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toMatchObject({ status_code: 429, message: '操作过于频繁，请稍后再试' })
  })

  it('answer 429 after 10 code requests from one address', async () => {
    const remoteAddress = freshIp()
    for (let i = 0; i < 10; i++) {
      expect(
        (await call(app, '/user.account.verify.code', { account_ticket: 'bad' }, { remoteAddress })).statusCode,
      ).toBe(400)
    }
    expect(
      (await call(app, '/user.account.verify.code', { account_ticket: 'bad' }, { remoteAddress })).statusCode,
    ).toBe(429)
  })

  it('answer 429 after 20 verify attempts a minute from one address', async () => {
    const remoteAddress = freshIp()
    for (let i = 0; i < 20; i++) {
      expect(
        (
          await call(
            app,
            '/user.account.verify',
            { account_ticket: 'bad', type: 'mobile', vcode: '123456' },
            { remoteAddress },
          )
        ).statusCode,
      ).toBe(400)
    }
    expect(
      (
        await call(
          app,
          '/user.account.verify',
          { account_ticket: 'bad', type: 'mobile', vcode: '123456' },
          { remoteAddress },
        )
      ).statusCode,
    ).toBe(429)
  })
})
