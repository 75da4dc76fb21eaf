import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../testing.ts'
import { BASE, freshIp, knownCaptcha, send } from '../auth/test-fixtures.ts'
import { limits } from '../../lib/sign-in/limits.ts'
import { verifyCaptcha } from './service.ts'

let app: FastifyInstance

beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(async () => {
  await app?.close()
})

const verify = (token: string | undefined, answer: string | undefined, purpose: 'sign' | 'login' = 'sign') =>
  verifyCaptcha(app.db, app.config.secret, purpose, token, answer)

describe('GET member/image/code', () => {
  it('answers a token and a PNG image, storing only a digest of the answer', async () => {
    const res = await send(app, { method: 'GET', url: `${BASE}/member/image/code`, query: { type: 'sign' } })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    const { imageToken, imageData } = res.json().data
    expect(imageToken).toMatch(/^[0-9a-f]{32}$/)
    expect(imageData.startsWith('data:image/png;base64,')).toBe(true)
    expect(Buffer.from(imageData.split(',')[1], 'base64').subarray(1, 4).toString('latin1')).toBe('PNG')
    const row = await app.db.selectFrom('captchas').selectAll().where('id', '=', imageToken).executeTakeFirstOrThrow()
    expect(row.answer).toMatch(/^[0-9a-f]{64}$/)
    expect(row.used_at).toBeNull()
    expect(row.expires_at - row.created_at).toBe(300)
  })

  it('defaults the type to sign and accepts the ECShopX type names', async () => {
    for (const type of [undefined, 'login', 'forget_password', 'forgot_password', 'bind']) {
      const res = await send(app, { method: 'GET', url: `${BASE}/member/image/code`, query: type ? { type } : {} })
      expect(res.statusCode, `${type}: ${res.body}`).toBe(200)
    }
  })

  it('refuses an unknown type', async () => {
    const res = await send(app, { method: 'GET', url: `${BASE}/member/image/code`, query: { type: 'register-me' } })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('图片验证码类型错误')
  })

  it(`answers 429 after ${limits.captchaPerIp.max} images a minute from one address`, async () => {
    const remoteAddress = freshIp()
    for (let i = 0; i < limits.captchaPerIp.max; i++) {
      const res = await send(app, { method: 'GET', url: `${BASE}/member/image/code`, remoteAddress })
      expect(res.statusCode).toBe(200)
    }
    const refused = await send(app, { method: 'GET', url: `${BASE}/member/image/code`, remoteAddress })
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toMatchObject({ status_code: 429, message: '操作过于频繁，请稍后再试' })
    const other = await send(app, { method: 'GET', url: `${BASE}/member/image/code` })
    expect(other.statusCode).toBe(200)
  })
})

describe('checking a captcha answer', () => {
  it('accepts the right answer in any letter case, with spaces around it', async () => {
    await expect(verify(await knownCaptcha(app, 'sign', 'K7WM'), ' k7wM ')).resolves.toBeUndefined()
  })

  it('refuses a wrong answer', async () => {
    await expect(verify(await knownCaptcha(app, 'sign', 'K7WM'), 'K7WN')).rejects.toMatchObject({
      statusCode: 400,
      message: '图片验证码错误',
    })
  })

  it('is used up by a wrong answer, so the right one no longer counts', async () => {
    const token = await knownCaptcha(app, 'sign', 'K7WM')
    await expect(verify(token, 'XXXX')).rejects.toMatchObject({ message: '图片验证码错误' })
    await expect(verify(token, 'K7WM')).rejects.toMatchObject({ message: '图片验证码已失效，请刷新后重试' })
  })

  it('answers only once', async () => {
    const token = await knownCaptcha(app, 'sign', 'K7WM')
    await verify(token, 'K7WM')
    await expect(verify(token, 'K7WM')).rejects.toMatchObject({
      statusCode: 400,
      message: '图片验证码已失效，请刷新后重试',
    })
  })

  it('expires after five minutes', async () => {
    const token = await knownCaptcha(app, 'sign', 'K7WM')
    await app.db
      .updateTable('captchas')
      .set({ expires_at: Math.floor(Date.now() / 1000) - 1 })
      .where('id', '=', token)
      .execute()
    await expect(verify(token, 'K7WM')).rejects.toMatchObject({ message: '图片验证码已失效，请刷新后重试' })
  })

  it('counts only for the purpose it was drawn for', async () => {
    const token = await knownCaptcha(app, 'login', 'K7WM')
    await expect(verify(token, 'K7WM', 'sign')).rejects.toMatchObject({ message: '图片验证码错误' })
  })

  it('asks for the captcha when the token or answer is missing', async () => {
    const token = await knownCaptcha(app, 'sign', 'K7WM')
    await expect(verify(undefined, 'K7WM')).rejects.toMatchObject({ message: '请输入图片验证码' })
    await expect(verify(token, '  ')).rejects.toMatchObject({ message: '请输入图片验证码' })
  })

  it('does not know a made-up token', async () => {
    for (const token of ['f'.repeat(32), 'not-a-token', 'f\u0000']) {
      await expect(verify(token, 'K7WM')).rejects.toMatchObject({ message: '图片验证码已失效，请刷新后重试' })
    }
  })

  it('lets only one of two simultaneous answers through', async () => {
    const token = await knownCaptcha(app, 'sign', 'K7WM')
    const results = await Promise.allSettled([verify(token, 'K7WM'), verify(token, 'K7WM'), verify(token, 'K7WM')])
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
  })
})
