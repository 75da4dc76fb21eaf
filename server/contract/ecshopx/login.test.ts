import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../testing.ts'
import { createTestMember } from '../../commerce/test-helpers.ts'
import { dataOf, nuxtClient, STALE_TOKEN } from './nuxt-client.ts'

/** Contract 2.4 (sign-in page) and 2.5 (member info). */

let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp({ seed: true })
}, 60_000)
afterAll(() => app?.close())

describe('the sign-in page', () => {
  it('GET trustlogin/list answers an array, also to a stale token', async () => {
    expect(Array.isArray(dataOf(await nuxtClient(app, STALE_TOKEN).get('trustlogin/list')))).toBe(true)
  })

  it('GET shops/setting answers {background, logo} with and without domain', async () => {
    const plain = dataOf<{ background: string; logo: string }>(await nuxtClient(app, STALE_TOKEN).get('shops/setting'))
    expect(plain).toEqual({ background: expect.any(String), logo: expect.any(String) })
    expect(plain.logo).not.toBe('')
    expect(dataOf(await nuxtClient(app).get('shops/setting', { domain: 'shop.example.com' }))).toEqual(plain)
  })

  it('GET member/image/code?type=login answers {imageToken, imageData}', async () => {
    const code = dataOf<{ imageToken: string; imageData: string }>(
      await nuxtClient(app, STALE_TOKEN).get('member/image/code', { type: 'login' }),
    )
    expect(code.imageToken).toEqual(expect.any(String))
    expect(code.imageData).toMatch(/^data:image\//)
  })

  it('POST login with a form username/password answers {token}, which then authenticates GET member', async () => {
    const shopper = await createTestMember(app, { password: 'secret-pass-1' })
    const answer = dataOf<{ token: string }>(
      await nuxtClient(app).post('login', { username: shopper.mobile, password: 'secret-pass-1' }),
    )
    expect(answer.token).toEqual(expect.any(String))
    expect(answer.token).not.toBe('')

    const info = dataOf<{ memberInfo: { mobile: string } }>(await nuxtClient(app, answer.token).get('member'))
    expect(info.memberInfo.mobile).toBe(shopper.mobile)
    const cart = dataOf(await nuxtClient(app, answer.token).get('cart/list'))
    expect(cart).toMatchObject({ valid_cart: [], invalid_cart: [] })
  })

  it('refuses wrong credentials with a 4xx that is not 401 (a 401 would bounce silently)', async () => {
    const shopper = await createTestMember(app, { password: 'secret-pass-1' })
    const answer = await nuxtClient(app).post('login', { username: shopper.mobile, password: 'wrong-pass-1' })
    expect(answer.status).toBeGreaterThanOrEqual(400)
    expect(answer.status).toBeLessThan(500)
    expect(answer.status).not.toBe(401)
    expect(answer.body.message).toEqual(expect.any(String))
  })
})

describe('GET member', () => {
  it('answers 401 without a live token: the frontend logs out and goes to sign-in', async () => {
    expect((await nuxtClient(app, STALE_TOKEN).get('member')).status).toBe(401)
    expect((await nuxtClient(app).get('member')).status).toBe(401)
  })
})
