import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../testing.ts'
import { CODE_DAILY_LIMIT } from '../sms/code-store.ts'
import { emailOutbox, LogEmailProvider, emailProvider, useEmailProvider, type OutgoingEmail } from './provider.ts'
import { consumeEmailCode, emailKey, sendEmailCode } from './service.ts'

let app: FastifyInstance

beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(async () => {
  await app?.close()
})

let sequence = 0
const freshEmail = () => `Shopper${process.pid}n${++sequence}@Mail.Example.com`
const deps = () => ({ db: app.db, secret: app.config.secret, log: app.log, provider: emailProvider(app) })
const send = (email: string) => sendEmailCode(deps(), email, 'reset_password')
const consume = (email: string, code: string | undefined) =>
  consumeEmailCode(app.db, app.config.secret, { email, purpose: 'reset_password', code })
const codes = (email: string) =>
  app.db.selectFrom('email_codes').selectAll().where('email', '=', emailKey(email)).orderBy('id').execute()
const lastCode = (email: string) =>
  emailOutbox(app)
    .findLast((m) => m.to === email)
    ?.text.match(/\d{6}/)?.[0] as string
/** Lets the next code for an address be sent at once, as if the minute had passed. */
const forgetThrottle = (email: string) =>
  app.db
    .updateTable('email_codes')
    .set((eb) => ({ created_at: eb('created_at', '-', 120) }))
    .where('email', '=', emailKey(email))
    .execute()

describe('the log email provider', () => {
  it('is the app default and keeps a bounded outbox, oldest dropped first', async () => {
    expect(emailProvider(app)).toBeInstanceOf(LogEmailProvider)
    const provider = new LogEmailProvider(app.log, 2)
    for (const n of [1, 2, 3]) await provider.send({ to: `u${n}@example.com`, subject: 's', text: `text ${n}` })
    expect(provider.outbox.map((m) => m.text)).toEqual(['text 2', 'text 3'])
    expect(provider.outbox[1]).toMatchObject({ to: 'u3@example.com', subject: 's' })
  })

  it('can be replaced, and the outbox is then empty', async () => {
    const working = emailProvider(app)
    const sent: OutgoingEmail[] = []
    useEmailProvider(app, { send: async (email) => void sent.push(email) })
    try {
      const email = freshEmail()
      await send(email)
      expect(sent).toEqual([expect.objectContaining({ to: email, subject: '找回密码验证码' })])
      expect(emailOutbox(app)).toEqual([])
    } finally {
      useEmailProvider(app, working)
    }
  })
})

describe('email codes', () => {
  it('mail a 6-digit code and store only its digest, keyed by the lower-cased address', async () => {
    const email = freshEmail()
    await send(email)
    const code = lastCode(email)
    expect(code).toMatch(/^\d{6}$/)
    const [row] = await codes(email)
    expect(row.email).toBe(email.toLowerCase())
    expect(row.code).toMatch(/^[0-9a-f]{64}$/)
    expect(row.expires_at - row.created_at).toBe(300)
    await expect(consume(email.toLowerCase(), code)).resolves.toBeUndefined()
    await expect(consume(email, code)).rejects.toMatchObject({
      statusCode: 400,
      message: '邮箱验证码已失效，请重新获取',
    })
  })

  it('share one resend interval whatever the case of the address', async () => {
    const email = freshEmail()
    await send(email)
    await expect(send(email.toUpperCase())).rejects.toMatchObject({
      statusCode: 429,
      message: '发送过于频繁，请60秒后再试',
    })
    expect(await codes(email)).toHaveLength(1)
  })

  it(`stop after ${CODE_DAILY_LIMIT} a day`, async () => {
    const email = freshEmail()
    const at = Math.floor(Date.now() / 1000)
    for (let i = 0; i < CODE_DAILY_LIMIT; i++) {
      await app.db
        .insertInto('email_codes')
        .values({
          email: emailKey(email),
          purpose: 'reset_password',
          code: 'x',
          expires_at: at,
          used_at: at,
          created_at: at - 3600 - i * 60,
        })
        .execute()
    }
    await expect(send(email)).rejects.toMatchObject({
      statusCode: 429,
      message: '今日验证码发送次数已达上限，请明天再试',
    })
  })

  it('are replaced by a newer code', async () => {
    const email = freshEmail()
    await send(email)
    const first = lastCode(email)
    await forgetThrottle(email)
    await send(email)
    const second = lastCode(email)
    if (first !== second) await expect(consume(email, first)).rejects.toMatchObject({ message: '邮箱验证码错误' })
    await expect(consume(email, second)).resolves.toBeUndefined()
  })

  it('lock after five wrong guesses, even for the right code', async () => {
    const email = freshEmail()
    await send(email)
    const code = lastCode(email)
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 1; i < 5; i++) await expect(consume(email, wrong)).rejects.toMatchObject({ message: '邮箱验证码错误' })
    await expect(consume(email, wrong)).rejects.toMatchObject({ message: '邮箱验证码错误次数过多，请重新获取' })
    await expect(consume(email, code)).rejects.toMatchObject({ message: '邮箱验证码错误次数过多，请重新获取' })
  })

  it('ask for the code when none is given', async () => {
    await expect(consume(freshEmail(), ' ')).rejects.toMatchObject({ message: '请输入邮箱验证码' })
    await expect(consume(freshEmail(), undefined)).rejects.toMatchObject({ code: 'EMAIL_CODE_REQUIRED' })
  })
})
