import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dropRedisPrefix, TEST_REDIS_URL, testRedisPrefix } from '../../lib/redis-fixtures.ts'
import { limits } from '../../lib/sign-in/limits.ts'
import { hashPassword } from '../../lib/password.ts'
import { buildTestApp } from '../../testing.ts'
import { OPERATOR_CODE_ANSWER } from '../../../schemas/api/admin/operator-sign-in.ts'
import { smsOutbox } from '../sms/provider.ts'
import { createTestMember, createTestOperator } from '../test-helpers.ts'
import {
  BASE,
  createTestMerchant,
  forgetSmsThrottle,
  freshIp,
  freshMobile,
  lastSmsCode,
  requestSmsCode,
  send,
} from './test-fixtures.ts'

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
  send(on, { method: 'POST', url: url.startsWith('/api/') ? url : `${BASE}${url}`, payload, remoteAddress })

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

/** The console's and the designer's sign-in, and the code they ask for. */
const SESSION = '/api/designer/session'
const ADMIN_SESSION = '/api/admin/session'

/** A 超级管理员 signing in with `operator1234`, with `mobile` when given. */
async function operatorAccount(mobile: string | null, on = app) {
  const { id } = await createTestOperator(on)
  const row = await on.db
    .updateTable('operators')
    .set({ mobile })
    .where('id', '=', id)
    .returning('username')
    .executeTakeFirstOrThrow()
  return { username: row.username, password: 'operator1234' }
}

const askCode = async (url: string, username: string, address: string, on = app) => {
  const answer = await post(`${url}/code`, { username }, address, on)
  expect(answer.statusCode, answer.body).toBe(200)
  expect(answer.json().data).toEqual({ status: true, message: OPERATOR_CODE_ANSWER })
}

describe('an operator account under attack', { timeout: ATTACK_TIMEOUT_MS }, () => {
  it('has no mobile to text, so a new address keeps one try', async () => {
    const { username } = await operatorAccount(null)
    await attack('/operator/login', { username })
    const address = freshIp()
    expect((await post('/operator/login', { username, password: 'guess-new1' }, address)).statusCode).toBe(400)
    const refused = await post('/operator/login', { username, password: 'operator1234' }, address)
    expect(refused.statusCode).toBe(429)
    expect(refused.json().code).toBe('ACCOUNT_RATE_LIMITED')
  })

  it('with a mobile, lets the owner in from a new address with the password and the code texted to it', async () => {
    const mobile = freshMobile()
    const credentials = await operatorAccount(mobile)
    await attack(SESSION, { username: credentials.username })
    const office = freshIp()

    // Asked for the code, as often as the form asks: never counted.
    for (let i = 0; i < limits.loginPerAccountAndIp.max + 1; i++)
      expectCodeRequired(await post(SESSION, credentials, office))
    expectCodeRequired(await post(ADMIN_SESSION, credentials, office))
    expectCodeRequired(await post('/operator/login', credentials, office))

    await askCode(ADMIN_SESSION, credentials.username, office)
    const sent = smsOutbox(app).findLast((sms) => sms.mobile === mobile)
    expect(sent?.text).toContain('运营后台登录验证码')
    const signedIn = await post(ADMIN_SESSION, { ...credentials, vcode: lastSmsCode(app, mobile) }, office)
    expect(signedIn.statusCode, signedIn.body).toBe(200)
    // The address is the owner's now: the password alone does, on every operator sign-in.
    expect((await post(SESSION, credentials, office)).statusCode).toBe(200)

    // The old operator/login takes the code too.
    const hotel = freshIp()
    await forgetSmsThrottle(app.db, mobile)
    await askCode(SESSION, credentials.username, hotel)
    const legacy = await post('/operator/login', { ...credentials, vcode: lastSmsCode(app, mobile) }, hotel)
    expect(legacy.statusCode, legacy.body).toBe(200)
  })

  it('keeps strangers out: a wrong code is a counted failure, an unknown name is asked for a code as well', async () => {
    const credentials = await operatorAccount(freshMobile())
    const stranger = await attack(SESSION, { username: credentials.username })
    const guessed = await post(SESSION, { ...credentials, vcode: '123456' }, stranger)
    expect(guessed.statusCode).toBe(400)
    expect(guessed.json().code).toMatch(/^SMS_CODE_/)
    for (let i = 0; i < limits.loginDelay.freeFailures; i++)
      await post(SESSION, { ...credentials, password: `guess${i}abc`, vcode: '123456' }, stranger)
    const delayed = await post(SESSION, { ...credentials, vcode: '123456' }, stranger)
    expect(delayed.statusCode).toBe(429)
    expect(delayed.json().code).toBe('SIGN_IN_DELAYED')

    // A name no account has answers as one with a mobile does, so the answer tells nothing.
    const ghost = { username: `ghost-op${Date.now() % 100000}`, password: 'guess1234' }
    await attack(SESSION, { username: ghost.username })
    expectCodeRequired(await post(SESSION, ghost, freshIp()))
    const withCode = await post(SESSION, { ...ghost, vcode: '123456' }, freshIp())
    expect(withCode.statusCode).toBe(400)
    expect(withCode.json().code).toMatch(/^SMS_CODE_/)
  })

  it('texts the code only to an account that has a mobile and needs it from that address, and answers alike', async () => {
    const mobile = freshMobile()
    const withMobile = await operatorAccount(mobile)
    const without = await operatorAccount(null)
    const texts = () => smsOutbox(app).length
    const before = texts()
    const home = freshIp()
    // Not under attack: nobody needs a code, nothing is sent, whoever is named.
    for (const username of [withMobile.username, without.username, 'nobody-here'])
      await askCode(SESSION, username, home)
    expect(texts()).toBe(before)
    expect((await post(SESSION, withMobile, home)).statusCode).toBe(200)

    await attack(SESSION, { username: withMobile.username })
    await attack(SESSION, { username: without.username })
    // The owner's address needs no code, so none is sent to it; an account without a mobile gets none.
    await askCode(SESSION, withMobile.username, home)
    const office = freshIp()
    await askCode(SESSION, without.username, office)
    expect(texts()).toBe(before)
    expectCodeRequired(await post(SESSION, withMobile, office))
    await askCode(SESSION, withMobile.username, office)
    expect(texts()).toBe(before + 1)
    // Limited per mobile like every code, and still the same answer.
    await askCode(SESSION, withMobile.username, office)
    expect(texts()).toBe(before + 1)
    const blank = await post(`${SESSION}/code`, { username: ' ' }, office)
    expect(blank.statusCode).toBe(400)
    expect(blank.json().code).toBe('USERNAME_REQUIRED')
  })
})

describe(`an account under attack on instances sharing Redis at ${TEST_REDIS_URL}`, {
  timeout: ATTACK_TIMEOUT_MS,
}, () => {
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

  it('asks an operator for the code on every instance, and takes the code texted by either', async () => {
    const mobile = freshMobile()
    const credentials = await operatorAccount(mobile, a)
    // The same account in b's database, as one shared database would have it.
    await b.db
      .insertInto('operators')
      .values({ username: credentials.username, password_hash: await hashPassword(credentials.password), mobile })
      .execute()
    await attack(SESSION, { username: credentials.username }, a)
    const office = freshIp()
    expectCodeRequired(await post(SESSION, credentials, office, b))
    await askCode(SESSION, credentials.username, office, b)
    const signedIn = await post(SESSION, { ...credentials, vcode: lastSmsCode(b, mobile) }, office, b)
    expect(signedIn.statusCode, signedIn.body).toBe(200)
    expect((await post(SESSION, credentials, office, a)).statusCode).toBe(200)
  })
})
