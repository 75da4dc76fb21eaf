import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dropRedisPrefix, TEST_REDIS_URL, testRedisPrefix } from '../../lib/redis-fixtures.ts'
import { limits } from '../../lib/sign-in/limits.ts'
import { buildTestApp } from '../../testing.ts'
import { createTestMember, createTestOperator } from '../test-helpers.ts'
import { BASE, createTestMerchant, forgetSmsThrottle, freshIp, requestSmsCode, send } from './test-fixtures.ts'

/**
 * Security issue II item 5: an account under attack (past the failures of all addresses
 * together) keeps its owner in. An address that is not the owner's signs in with the password
 * and a code texted to the account's mobile; without the code the answer says one is needed,
 * and is not counted. Strangers never get the code, so they get nowhere.
 */

let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(() => app?.close())

/**
 * Each test first fails 100 password checks (scrypt) to put an account under attack: about 4 s
 * on a quiet machine, many times that while the other suites share its cores.
 */
const ATTACK_TIMEOUT_MS = 180_000

const post = (url: string, payload: Record<string, unknown>, remoteAddress: string, on = app) =>
  send(on, { method: 'POST', url: `${BASE}${url}`, payload, remoteAddress })

/** The account-wide limit's worth of failures, a few from each of many addresses, none slowed down. */
async function attack(url: string, account: Record<string, string>, on = app) {
  let address = freshIp()
  for (let failures = 0; failures < limits.loginPerAccount.max; failures++) {
    if (failures % limits.loginDelay.freeFailures === 0) address = freshIp()
    const answer = await post(url, { ...account, password: `guess${failures}abc` }, address, on)
    expect(answer.statusCode, answer.body).toBe(400)
  }
  return address
}

function expectCodeRequired(answer: Awaited<ReturnType<typeof post>>) {
  expect(answer.statusCode).toBe(403)
  expect(answer.json()).toMatchObject({
    code: 'SIGN_IN_SECOND_FACTOR_REQUIRED',
    message: '该账号近期登录失败次数过多，请获取短信验证码，与密码一起登录',
  })
}

describe('a member account under attack', { timeout: ATTACK_TIMEOUT_MS }, () => {
  it('lets the owner in from a new network with the password and a texted code, after a typo too, or by SMS', async () => {
    const owner = await createTestMember(app, { password: 'demo1234' })
    await attack('/login', { username: owner.mobile })
    const cafe = freshIp()

    // Asked for the code, as many times as the form asks: never counted, never locking the address.
    for (let i = 0; i < limits.loginPerAccountAndIp.max + 1; i++)
      expectCodeRequired(await post('/login', { username: owner.mobile, password: 'demo1234' }, cafe))

    let vcode = await requestSmsCode(app, owner.mobile, 'login')
    const typo = await post('/login', { username: owner.mobile, password: 'demo1243', vcode }, cafe)
    expect(typo.statusCode).toBe(400)
    expect(typo.json().code).toBe('WRONG_CREDENTIALS')
    // The code was spent on the typo: a new one, and the owner is in.
    await forgetSmsThrottle(app.db, owner.mobile)
    vcode = await requestSmsCode(app, owner.mobile, 'login')
    const signedIn = await post('/login', { username: owner.mobile, password: 'demo1234', vcode }, cafe)
    expect(signedIn.statusCode, signedIn.body).toBe(200)
    expect(signedIn.json().data.token).toBeTruthy()
    // Now the address is the owner's: the password alone does again.
    expect((await post('/login', { username: owner.mobile, password: 'demo1234' }, cafe)).statusCode).toBe(200)

    // SMS sign-in passes from yet another address: the code is the proof.
    await forgetSmsThrottle(app.db, owner.mobile)
    vcode = await requestSmsCode(app, owner.mobile, 'login')
    const bySms = await post('/user.mobile.login', { mobile: owner.mobile, vcode }, freshIp())
    expect(bySms.statusCode, bySms.body).toBe(200)
  })

  it('keeps strangers out: a wrong code is a counted failure, even with the right password', async () => {
    const owner = await createTestMember(app, { password: 'demo1234' })
    const stranger = await attack('/login', { username: owner.mobile })
    expectCodeRequired(await post('/login', { username: owner.mobile, password: 'demo1234' }, stranger))
    const guessed = await post('/login', { username: owner.mobile, password: 'demo1234', vcode: '123456' }, stranger)
    expect(guessed.statusCode).toBe(400)
    expect(guessed.json().code).toMatch(/^SMS_CODE_/)
    // Counted on the address like a wrong password: its growing delay applies.
    for (let i = 0; i < limits.loginDelay.freeFailures; i++)
      await post('/login', { username: owner.mobile, password: `guess${i}`, vcode: '123456' }, stranger)
    const delayed = await post('/login', { username: owner.mobile, password: 'demo1234', vcode: '123456' }, stranger)
    expect(delayed.statusCode).toBe(429)
    expect(delayed.json().code).toBe('SIGN_IN_DELAYED')
  })

  it('asks staff sign-in for the code as well, and takes it', async () => {
    const staff = await createTestMember(app, { password: 'staff1234x' })
    await app.db.updateTable('members').set({ is_staff: 1 }).where('id', '=', staff.id).execute()
    await attack('/staff/login', { username: staff.mobile })
    const office = freshIp()
    expectCodeRequired(await post('/staff/login', { username: staff.mobile, password: 'staff1234x' }, office))
    // Staff sign-in always checks the password, so no field of the form can skip the code.
    const dressedUp = { username: staff.mobile, password: 'staff1234x', vcode: '123456' }
    for (const extra of [{ auth_type: 'sms' }, { check_type: 'mobile' }]) {
      const answer = await post('/staff/login', { ...dressedUp, ...extra }, office)
      expect(answer.statusCode, answer.body).toBe(400)
      expect(answer.json().code).toMatch(/^SMS_CODE_/)
    }
    const vcode = await requestSmsCode(app, staff.mobile, 'login')
    const answer = await post('/staff/login', { username: staff.mobile, password: 'staff1234x', vcode }, office)
    expect(answer.statusCode, answer.body).toBe(200)
  })
})

describe('a merchant account under attack', { timeout: ATTACK_TIMEOUT_MS }, () => {
  it("lets the owner in by account name, password and the merchant code texted to the account's mobile", async () => {
    const merchant = await createTestMerchant(app.db)
    await attack('/merchant/login', { username: merchant.username })
    const office = freshIp()
    const credentials = { username: merchant.username, password: merchant.password }
    expectCodeRequired(await post('/merchant/login', credentials, office))
    const vcode = await requestSmsCode(app, merchant.mobile, 'merchant_login')
    const answer = await post('/merchant/login', { ...credentials, vcode }, office)
    expect(answer.statusCode, answer.body).toBe(200)
  })

  it('answers an unknown account as a wrong code', async () => {
    const ghost = { username: `ghost${Date.now() % 100000}`, password: 'guess1234' }
    await attack('/merchant/login', { username: ghost.username })
    const answer = await post('/merchant/login', { ...ghost, vcode: '123456' }, freshIp())
    expect(answer.statusCode).toBe(400)
    expect(answer.json().code).toMatch(/^SMS_CODE_/)
  })
})

describe('an operator account under attack', { timeout: ATTACK_TIMEOUT_MS }, () => {
  it('has no mobile to text, so a new address keeps one try', async () => {
    const operator = await createTestOperator(app)
    const { username } = await app.db
      .selectFrom('operators')
      .select('username')
      .where('id', '=', operator.id)
      .executeTakeFirstOrThrow()
    await attack('/operator/login', { username })
    const address = freshIp()
    expect((await post('/operator/login', { username, password: 'guess-new1' }, address)).statusCode).toBe(400)
    const refused = await post('/operator/login', { username, password: 'operator1234' }, address)
    expect(refused.statusCode).toBe(429)
    expect(refused.json().code).toBe('ACCOUNT_RATE_LIMITED')
  })
})

describe(`an account under attack on instances sharing Redis at ${TEST_REDIS_URL}`, { timeout: ATTACK_TIMEOUT_MS }, () => {
  let a: FastifyInstance
  let b: FastifyInstance
  const prefix = testRedisPrefix()
  beforeAll(async () => {
    const env = { REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: prefix }
    ;[a, b] = await Promise.all([buildTestApp({ env }), buildTestApp({ env })])
  })
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()])
    await dropRedisPrefix(prefix)
  })

  it('is under attack on every instance, and the owner who proved the code on one is known on the other', async () => {
    // Each app has its own database and they share only Redis: the member lives in a's.
    const owner = await createTestMember(a, { password: 'demo1234' })
    await attack('/login', { username: owner.mobile }, a)
    const cafe = freshIp()
    expectCodeRequired(await post('/login', { username: owner.mobile, password: 'demo1234' }, cafe, b))
    expectCodeRequired(await post('/login', { username: owner.mobile, password: 'demo1234' }, cafe, a))
    const vcode = await requestSmsCode(a, owner.mobile, 'login')
    const signedIn = await post('/login', { username: owner.mobile, password: 'demo1234', vcode }, cafe, a)
    expect(signedIn.statusCode, signedIn.body).toBe(200)
    // b knows no such member, so its password check fails; what matters is that b now lets the address try.
    const onB = await post('/login', { username: owner.mobile, password: 'demo1234' }, cafe, b)
    expect(onB.json().code).toBe('WRONG_CREDENTIALS')
  })
})
