import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildTestApp } from '../../testing.ts'
import { smsOutbox } from '../sms/provider.ts'
import { createTestMember } from '../test-helpers.ts'
import { limits } from '../../lib/sign-in/limits.ts'
import { BASE, createTestMerchant, freshIp, freshMobile, requestSmsCode, send } from './test-fixtures.ts'

/**
 * Security issue item 4: sign-in limits stop guessing without letting a stranger lock the owner
 * out; every sign-in form counts against one account key; the SMS sign-in code does not tell
 * whether a mobile is registered.
 */

let app: FastifyInstance

beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(() => app?.close())
afterEach(() => vi.useRealTimers())

const post = (url: string, payload: Record<string, unknown>, remoteAddress: string) =>
  send(app, { method: 'POST', url: `${BASE}${url}`, payload, remoteAddress })
const password = (username: string, guess: string, remoteAddress: string) =>
  post('/login', { username, password: guess }, remoteAddress)

/** Only Date is faked: the limiter's clock moves, the database and the server do not notice. */
function clock() {
  vi.useFakeTimers({ toFake: ['Date'] })
  return { pass: (ms: number) => vi.setSystemTime(Date.now() + ms) }
}

describe("a stranger's failed sign-ins", () => {
  it("never block the owner's address; past the global account limit other addresses need a texted code", async () => {
    const owner = await createTestMember(app, { password: 'demo1234' })
    const home = freshIp()
    expect((await password(owner.mobile, 'demo1234', home)).statusCode).toBe(200)

    // The global per-account limit's worth of failures, from many addresses, none slowed down yet.
    const strangers: string[] = []
    for (let failures = 0; failures < limits.loginPerAccount.max; failures++) {
      if (failures % limits.loginDelay.freeFailures === 0) strangers.push(freshIp())
      expect((await password(owner.mobile, `guess${failures}abc`, strangers.at(-1)!)).statusCode).toBe(400)
    }

    expect((await password(owner.mobile, 'demo1234', home)).statusCode).toBe(200)
    // Every other address, a stranger's or the owner's on a new network, needs a code texted to the
    // account's mobile beside the password while the attack goes on (under-attack.security.test.ts).
    for (const address of [freshIp(), strangers[0]!]) {
      const refused = await password(owner.mobile, 'demo1234', address)
      expect(refused.statusCode).toBe(403)
      expect(refused.json().code).toBe('SIGN_IN_SECOND_FACTOR_REQUIRED')
    }
  })

  it(`slow one address down after ${limits.loginDelay.freeFailures} failures and stop it after ${limits.loginPerAccountAndIp.max}, leaving the owner's address alone`, async () => {
    const owner = await createTestMember(app, { password: 'demo1234' })
    const stranger = freshIp()
    const time = clock()
    for (let i = 0; i < limits.loginDelay.freeFailures; i++)
      expect((await password(owner.mobile, `guess${i}abc`, stranger)).statusCode).toBe(400)

    const waits: number[] = []
    for (let failures = limits.loginDelay.freeFailures; failures < limits.loginPerAccountAndIp.max; failures++) {
      const early = await password(owner.mobile, `guess${failures}abc`, stranger)
      expect(early.statusCode).toBe(429)
      expect(early.json().code).toBe('SIGN_IN_DELAYED')
      const wait = Number(early.headers['retry-after'])
      expect(early.json().message).toBe(`尝试次数过多，请${wait}秒后再试`)
      waits.push(wait)
      time.pass(wait * 1000)
      expect((await password(owner.mobile, `guess${failures}abc`, stranger)).statusCode).toBe(400)
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60])

    time.pass(limits.loginDelay.maxSeconds * 1000)
    const stopped = await password(owner.mobile, 'demo1234', stranger)
    expect(stopped.statusCode).toBe(429)
    expect(stopped.json().message).toBe('该账号登录尝试过于频繁，请15分钟后再试')
    expect((await password(owner.mobile, 'demo1234', freshIp())).statusCode).toBe(200)

    time.pass(limits.loginPerAccountAndIp.windowMs)
    expect((await password(owner.mobile, 'demo1234', stranger)).statusCode).toBe(200)
  })

  it("are forgotten for the owner's address once the owner signs in there", async () => {
    const owner = await createTestMember(app, { password: 'demo1234' })
    const home = freshIp()
    for (let i = 0; i < limits.loginDelay.freeFailures; i++)
      expect((await password(owner.mobile, `typo${i}abc`, home)).statusCode).toBe(400)
    const time = clock()
    time.pass(1000)
    expect((await password(owner.mobile, 'demo1234', home)).statusCode).toBe(200)
    expect((await password(owner.mobile, 'typo9abc', home)).statusCode).toBe(400)
    expect((await password(owner.mobile, 'demo1234', home)).statusCode).toBe(200)
  })
})

describe('one account key for every sign-in form', () => {
  it('counts password and SMS failures on a mobile together', async () => {
    const member = await createTestMember(app, { password: 'demo1234' })
    const address = freshIp()
    await requestSmsCode(app, member.mobile, 'login')
    expect((await password(member.mobile, 'guess1abc', address)).statusCode).toBe(400)
    expect((await post('/user.mobile.login', { mobile: member.mobile, vcode: '000000' }, address)).statusCode).toBe(400)
    expect(
      (await post('/login', { auth_type: 'sms', mobile: ` ${member.mobile} `, vcode: '000001' }, address)).statusCode,
    ).toBe(400)
    const delayed = await post('/login', { username: member.mobile, check_type: 'mobile', vcode: '000002' }, address)
    expect(delayed.statusCode).toBe(429)
    expect(delayed.json().code).toBe('SIGN_IN_DELAYED')
  })

  it('checks the account the limiter counted when a form names two', async () => {
    const victim = await createTestMember(app)
    const vcode = await requestSmsCode(app, victim.mobile, 'login')
    const res = await post(
      '/login',
      { username: freshMobile(), mobile: victim.mobile, check_type: 'mobile', vcode },
      freshIp(),
    )
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('短信验证码已失效，请重新获取')
    const merchant = await createTestMerchant(app.db)
    const merchantCode = await requestSmsCode(app, merchant.mobile, 'merchant_login')
    const shop = await post(
      '/merchant/login',
      { username: 'somebody-else', mobile: merchant.mobile, vcode: merchantCode },
      freshIp(),
    )
    expect(shop.statusCode).toBe(400)
  })

  it('folds case, width and spaces of a merchant name into one budget', async () => {
    const merchant = await createTestMerchant(app.db, { username: `Shop${Date.now() % 100000}` })
    const address = freshIp()
    const spellings = [
      merchant.username.toUpperCase(),
      ` ${merchant.username.toLowerCase()} `,
      merchant.username.replace(/[a-z]/gi, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)),
    ]
    for (const username of spellings)
      expect((await post('/merchant/login', { username, password: 'wrong1234' }, address)).statusCode).toBe(400)
    expect(
      (await post('/merchant/login', { username: merchant.username, password: merchant.password }, address)).statusCode,
    ).toBe(429)
  })
})

describe('member/sms/code?type=login without a captcha', () => {
  const sms = (mobile: string, type = 'login') =>
    send(app, { method: 'GET', url: `${BASE}/member/sms/code`, query: { mobile, type } })

  it('answers alike for a registered and an unknown mobile, and texts only the registered one', async () => {
    const { mobile: known } = await createTestMember(app)
    const unknown = freshMobile()
    const sent = smsOutbox(app).length
    const [a, b] = [await sms(known), await sms(unknown)]
    expect([a.statusCode, b.statusCode]).toEqual([200, 200])
    expect(b.json()).toEqual(a.json())
    expect(
      smsOutbox(app)
        .slice(sent)
        .map((message) => message.mobile),
    ).toEqual([known])

    const [againA, againB] = [await sms(known), await sms(unknown)]
    expect([againA.statusCode, againB.statusCode]).toEqual([429, 429])
    expect(againB.json()).toEqual(againA.json())
  })

  it('answers alike for merchant sign-in codes', async () => {
    const merchant = await createTestMerchant(app.db)
    const [a, b] = [await sms(merchant.mobile, 'merchant_login'), await sms(freshMobile(), 'merchant_login')]
    expect(b.statusCode).toBe(a.statusCode)
    expect(b.json()).toEqual(a.json())
  })

  it('leaves SMS sign-in and password reset answering an unknown mobile as a registered one without a code', async () => {
    const { mobile: known } = await createTestMember(app)
    const unknown = freshMobile()
    await sms(unknown)
    await sms(known)
    for (const [url, payload] of [
      ['/user.mobile.login', { vcode: '999999' }],
      ['/login', { auth_type: 'sms', vcode: '999999' }],
    ] as const) {
      const a = await post(url, { ...payload, mobile: known }, freshIp())
      const b = await post(url, { ...payload, mobile: unknown }, freshIp())
      expect(b.json(), url).toEqual(a.json())
    }
    const resetA = await post(
      '/member/reset/password',
      { mobile: known, vcode: '999999', password: 'fresh2026' },
      freshIp(),
    )
    const resetB = await post(
      '/member/reset/password',
      { mobile: freshMobile(), vcode: '999999', password: 'fresh2026' },
      freshIp(),
    )
    expect(resetB.json()).toEqual(resetA.json())
  })
})
