import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSession } from '../../lib/auth.ts'
import { verifyPassword } from '../../lib/password.ts'
import { buildTestApp } from '../../testing.ts'
import { BASE, freshMobile, requestSmsCode, send } from '../auth/test-fixtures.ts'
import { createTestMember, type TestMember } from '../test-helpers.ts'

let app: FastifyInstance

beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(async () => {
  await app?.close()
})

const getMember = (token: string) =>
  send(app, { method: 'GET', url: `${BASE}/member`, headers: { authorization: `Bearer ${token}` } })
const passwordHash = async (id: number) =>
  (await app.db.selectFrom('members').select('password_hash').where('id', '=', id).executeTakeFirstOrThrow())
    .password_hash

describe('POST member/password (change password)', () => {
  const change = (who: TestMember, payload: Record<string, unknown>, url = '/member/password') =>
    send(app, { method: 'POST', url: `${BASE}${url}`, headers: who.headers, payload })

  it('sets the new password and signs out every other session, keeping this one', async () => {
    const me = await createTestMember(app, { password: 'demo1234' })
    const other = await createSession(app.db, app.config.secret, 'member', me.id)
    const res = await change(me, { old_password: 'demo1234', new_password: 'newpass99', password_confirm: 'newpass99' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ data: { status: true } })
    expect(await verifyPassword('newpass99', await passwordHash(me.id))).toBe(true)
    expect((await getMember(me.token)).statusCode).toBe(200)
    expect((await getMember(other.token)).statusCode).toBe(401)
  })

  it('works at the legacy path member.safe.updateLoginPassword, by POST and GET', async () => {
    const me = await createTestMember(app, { password: 'demo1234' })
    const post = await change(
      me,
      { old_password: 'demo1234', new_password: 'second22' },
      '/member.safe.updateLoginPassword',
    )
    expect(post.statusCode, post.body).toBe(200)
    const get = await send(app, {
      method: 'GET',
      url: `${BASE}/member.safe.updateLoginPassword`,
      headers: me.headers,
      query: { old_password: 'second22', new_password: 'third333' },
    })
    expect(get.statusCode, get.body).toBe(200)
    expect(await verifyPassword('third333', await passwordHash(me.id))).toBe(true)
  })

  const refusals: [string, Record<string, unknown>, string][] = [
    ['a wrong old password', { old_password: 'wrong123', new_password: 'newpass99' }, '原密码错误'],
    ['no old password', { new_password: 'newpass99' }, '请输入原密码'],
    ['no new password', { old_password: 'demo1234' }, '请输入密码'],
    ['a weak new password', { old_password: 'demo1234', new_password: 'password' }, '8-20位密码，必须为数字和字母混合'],
    ['special characters', { old_password: 'demo1234', new_password: 'newpass9#' }, '密码不能包括特殊字符'],
    [
      'a confirmation that differs',
      { old_password: 'demo1234', new_password: 'newpass99', password_confirm: 'newpass98' },
      '输入的密码不一致',
    ],
    ['the same password again', { old_password: 'demo1234', new_password: 'demo1234' }, '新密码不能与原密码相同'],
  ]
  it.each(refusals)('refuses %s and keeps the password and sessions', async (_, payload, message) => {
    const me = await createTestMember(app, { password: 'demo1234' })
    const other = await createSession(app.db, app.config.secret, 'member', me.id)
    const before = await passwordHash(me.id)
    const res = await change(me, payload)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(message)
    expect(await passwordHash(me.id)).toBe(before)
    expect((await getMember(other.token)).statusCode).toBe(200)
  })

  it('answers 401 without a token', async () => {
    const res = await send(app, {
      method: 'POST',
      url: `${BASE}/member/password`,
      payload: { old_password: 'demo1234', new_password: 'newpass99' },
    })
    expect(res.statusCode).toBe(401)
  })
})

describe('POST member/bind (bind a new mobile)', () => {
  const bind = (who: TestMember, payload: Record<string, unknown>, url = '/member/bind') =>
    send(app, { method: 'POST', url: `${BASE}${url}`, headers: who.headers, payload })

  it('moves the member to a new mobile proven by a code sent to it', async () => {
    const me = await createTestMember(app)
    const mobile = freshMobile()
    const vcode = await requestSmsCode(app, mobile, 'bind', me.headers)
    const res = await bind(me, { mobile, vcode })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ data: { status: true, mobile } })
    expect((await getMember(me.token)).json().data.memberInfo.mobile).toBe(mobile)
  })

  it('works at the legacy path user.bindMobile', async () => {
    const me = await createTestMember(app)
    const mobile = freshMobile()
    const vcode = await requestSmsCode(app, mobile, 'bind', me.headers)
    expect((await bind(me, { mobile, vcode }, '/user.bindMobile')).statusCode).toBe(200)
  })

  it('refuses a mobile another member has, with 409', async () => {
    const me = await createTestMember(app)
    const other = await createTestMember(app)
    const res = await bind(me, { mobile: other.mobile, vcode: '123456' })
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe('该手机号已被其他账号使用')
  })

  it('refuses the current mobile, a malformed one, and a wrong code', async () => {
    const me = await createTestMember(app)
    expect((await bind(me, { mobile: me.mobile, vcode: '123456' })).json().message).toBe('新手机号不能与当前手机号相同')
    expect((await bind(me, { mobile: '1234', vcode: '123456' })).json().message).toBe('请输入正确的手机号')
    const mobile = freshMobile()
    await requestSmsCode(app, mobile, 'bind', me.headers)
    const wrong = await bind(me, { mobile, vcode: 'abcdef' })
    expect(wrong.json().message).toBe('短信验证码错误')
    expect((await getMember(me.token)).json().data.memberInfo.mobile).toBe(me.mobile)
  })

  it('does not accept a code sent for another purpose', async () => {
    const me = await createTestMember(app)
    const mobile = freshMobile()
    const signCode = await requestSmsCode(app, mobile, 'sign')
    const res = await bind(me, { mobile, vcode: signCode })
    expect(res.json().message).toBe('短信验证码已失效，请重新获取')
  })

  it('answers 401 without a token', async () => {
    expect(
      (
        await send(app, {
          method: 'POST',
          url: `${BASE}/member/bind`,
          payload: { mobile: freshMobile(), vcode: '123456' },
        })
      ).statusCode,
    ).toBe(401)
  })
})
