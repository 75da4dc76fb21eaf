import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../testing.ts'
import { verifyPassword } from '../../lib/password.ts'
import { BASE, createTestGrades, freshMobile, requestSmsCode, send } from '../auth/test-fixtures.ts'
import { createTestMember } from '../test-helpers.ts'

let app: FastifyInstance
let grades: { basic: number; gold: number }

beforeAll(async () => {
  app = await buildTestApp()
  grades = await createTestGrades(app.db)
})
afterAll(async () => {
  await app?.close()
})

const register = (payload: Record<string, unknown>) => send(app, { method: 'POST', url: `${BASE}/member`, payload })

async function validForm(extra: Record<string, unknown> = {}) {
  const mobile = freshMobile()
  return { mobile, password: 'abc12345', vcode: await requestSmsCode(app, mobile, 'sign'), ...extra }
}

describe('POST member (register)', () => {
  it('creates the member in the default grade with an empty point account and signs it in', async () => {
    const form = await validForm({ nickname: '  小明 ', email: 'ming@example.com' })
    const res = await register(form)
    expect(res.statusCode, res.body).toBe(200)
    const { token } = res.json().data
    expect(typeof token).toBe('string')
    const cookie = res.cookies.find((c) => c.name === 'customer_token')
    expect(cookie).toMatchObject({ value: token, path: '/', sameSite: 'Lax', maxAge: 30 * 24 * 3600 })
    expect(cookie?.httpOnly).toBe(true)

    const member = await app.db
      .selectFrom('members')
      .selectAll()
      .where('mobile', '=', form.mobile)
      .executeTakeFirstOrThrow()
    expect(member).toMatchObject({
      nickname: '小明',
      email: 'ming@example.com',
      grade_id: grades.basic,
      is_staff: 0,
      status: 'active',
      company_id: 1,
    })
    expect(member.password_hash.startsWith('scrypt$')).toBe(true)
    expect(await verifyPassword('abc12345', member.password_hash)).toBe(true)
    const points = await app.db
      .selectFrom('member_points')
      .selectAll()
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow()
    expect(points.balance).toBe(0)

    const me = await send(app, { method: 'GET', url: `${BASE}/member`, headers: { authorization: `Bearer ${token}` } })
    expect(me.json().data.memberInfo).toMatchObject({ user_id: member.id, mobile: form.mobile, grade_name: '普通会员' })
  })

  it('accepts a form-encoded body, as the storefront posts it', async () => {
    const form = await validForm()
    const res = await send(app, {
      method: 'POST',
      url: `${BASE}/member`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...form, company_id: '1' }).toString(),
    })
    expect(res.statusCode, res.body).toBe(200)
  })

  it('names a member without a nickname by the masked mobile', async () => {
    const form = await validForm()
    expect((await register(form)).statusCode).toBe(200)
    const member = await app.db
      .selectFrom('members')
      .select('nickname')
      .where('mobile', '=', form.mobile)
      .executeTakeFirstOrThrow()
    expect(member.nickname).toBe(`${form.mobile.slice(0, 3)}****${form.mobile.slice(-4)}`)
  })

  const refusals: [string, Record<string, unknown>, string][] = [
    ['a mobile with the wrong prefix', { mobile: '12345678901' }, '请输入正确的手机号'],
    ['a short mobile', { mobile: '1380000000' }, '请输入正确的手机号'],
    ['no mobile', { mobile: undefined }, '请输入正确的手机号'],
    ['no password', { password: undefined }, '请输入密码'],
    ['an empty password', { password: '' }, '请输入密码'],
    ['a 7-character password', { password: 'abc1234' }, '8-20位密码，必须为数字和字母混合'],
    ['a 21-character password', { password: 'abc12345678901234567x' }, '8-20位密码，必须为数字和字母混合'],
    ['a password of letters only', { password: 'abcdefgh' }, '8-20位密码，必须为数字和字母混合'],
    ['a password of digits only', { password: '12345678' }, '8-20位密码，必须为数字和字母混合'],
    ['a password with special characters', { password: 'abc1234!' }, '密码不能包括特殊字符'],
    ['a password with a space', { password: 'abc 12345' }, '密码不能包括特殊字符'],
    ['a confirmation that differs', { password_confirm: 'abc12346' }, '输入的密码不一致'],
    ['a malformed email', { email: 'ming@' }, '邮箱格式不正确'],
    ['a 21-character nickname', { nickname: '一二三四五六七八九十一二三四五六七八九十一' }, '昵称不能超过20个字符'],
    ['no SMS code', { vcode: undefined }, '请输入短信验证码'],
    ['a wrong SMS code', { vcode: 'abcdef' }, '短信验证码错误'],
    ['a huge field', { nickname: 'x'.repeat(5000) }, '参数 nickname 过长'],
  ]
  it.each(refusals)('refuses %s and writes nothing', async (_, change, message) => {
    const form = await validForm()
    const payload = { ...form, ...change }
    for (const key of Object.keys(change)) if (change[key] === undefined) delete payload[key as keyof typeof payload]
    const res = await register(payload)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ status_code: 400, message })
    const count = await app.db
      .selectFrom('members')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('mobile', '=', form.mobile)
      .executeTakeFirstOrThrow()
    expect(Number(count.n)).toBe(0)
  })

  it('checks every field before the SMS code: a refused form leaves the code usable', async () => {
    const form = await validForm({ password_confirm: 'abc12345' })
    const typos: [Record<string, unknown>, string][] = [
      [{ password_confirm: 'abc12346' }, 'PASSWORD_MISMATCH'],
      [{ password: 'abc1234!', password_confirm: 'abc1234!' }, 'PASSWORD_CHARACTERS'],
      [{ email: 'ming@' }, 'INVALID_EMAIL'],
      [{ nickname: '一二三四五六七八九十一二三四五六七八九十一' }, 'INVALID_NICKNAME'],
    ]
    for (const [typo, code] of typos) {
      const refused = await register({ ...form, ...typo })
      expect(refused.statusCode).toBe(400)
      expect(refused.json()).toMatchObject({ code, msg: refused.json().message })
    }
    expect((await register(form)).statusCode).toBe(200)
  })

  it('accepts a matching confirmation', async () => {
    const form = await validForm({ password_confirm: 'abc12345' })
    expect((await register(form)).statusCode).toBe(200)
  })

  it('refuses a registered mobile with 409 before using the SMS code', async () => {
    const existing = await createTestMember(app)
    const res = await register({ mobile: existing.mobile, password: 'abc12345', vcode: '123456' })
    expect(res.statusCode).toBe(409)
    expect(res.json()).toMatchObject({ status_code: 409, message: '该手机号已注册' })
  })

  it('uses the SMS code up: the same code cannot register twice', async () => {
    const form = await validForm()
    expect((await register(form)).statusCode).toBe(200)
    await app.db
      .deleteFrom('member_points')
      .where('member_id', 'in', (eb) => eb.selectFrom('members').select('id').where('mobile', '=', form.mobile))
      .execute()
    await app.db.deleteFrom('members').where('mobile', '=', form.mobile).execute()
    const again = await register(form)
    expect(again.statusCode).toBe(400)
    expect(again.json().message).toBe('短信验证码已失效，请重新获取')
  })

  it('lets only one of two simultaneous registrations of a mobile through', async () => {
    const form = await validForm()
    const results = await Promise.all([register(form), register(form)])
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400])
    const rows = await app.db.selectFrom('members').select('id').where('mobile', '=', form.mobile).execute()
    expect(rows).toHaveLength(1)
  })
})
