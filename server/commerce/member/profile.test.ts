import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSession } from '../../lib/auth.ts'
import { buildTestApp } from '../../testing.ts'
import { BASE, createTestGrades, createTestMerchant, send } from '../auth/test-fixtures.ts'
import { createTestMember, type TestMember } from '../test-helpers.ts'

let app: FastifyInstance
let grades: { basic: number; gold: number }

beforeAll(async () => {
  app = await buildTestApp()
  grades = await createTestGrades(app.db)
})
afterAll(async () => {
  await app?.close()
})

async function member(): Promise<TestMember> {
  const created = await createTestMember(app)
  await app.db.updateTable('members').set({ grade_id: grades.basic }).where('id', '=', created.id).execute()
  return created
}

const get = (url: string, headers: Record<string, string> = {}, query: Record<string, string> = {}) =>
  send(app, { method: 'GET', url: `${BASE}${url}`, headers, query })

describe('GET member', () => {
  it("answers the token owner's profile, grade and point balance", async () => {
    const me = await member()
    await app.db.updateTable('member_points').set({ balance: 320 }).where('member_id', '=', me.id).execute()
    const res = await get('/member', me.headers)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toEqual({
      memberInfo: {
        user_id: me.id,
        mobile: me.mobile,
        nickname: '',
        avatar: '',
        sex: 0,
        birthday: '',
        email: '',
        grade_id: grades.basic,
        grade_name: '普通会员',
        is_staff: '0',
        created: expect.any(Number),
      },
      vipgrade: { grade_id: grades.basic, grade_name: '普通会员', discount: 0 },
      point: 320,
    })
  })

  it("shows only the owner's data whatever ids the request carries", async () => {
    const a = await member()
    const b = await member()
    const res = await get('/member', a.headers, { user_id: String(b.id), member_id: String(b.id) })
    expect(res.json().data.memberInfo).toMatchObject({ user_id: a.id, mobile: a.mobile })
    expect((await get('/member', b.headers)).json().data.memberInfo).toMatchObject({ user_id: b.id, mobile: b.mobile })
  })

  it('reads is_staff as "1" for staff', async () => {
    const me = await member()
    await app.db.updateTable('members').set({ is_staff: 1 }).where('id', '=', me.id).execute()
    expect((await get('/member', me.headers)).json().data.memberInfo.is_staff).toBe('1')
  })

  it('shows a bought grade while it lasts and the default grade after it lapses', async () => {
    const me = await member()
    const at = Math.floor(Date.now() / 1000)
    await app.db
      .updateTable('members')
      .set({ grade_id: grades.gold, grade_expires_at: at + 3600 })
      .where('id', '=', me.id)
      .execute()
    expect((await get('/member', me.headers)).json().data.vipgrade).toEqual({
      grade_id: grades.gold,
      grade_name: '黄金会员',
      discount: 5,
    })
    await app.db
      .updateTable('members')
      .set({ grade_expires_at: at - 1 })
      .where('id', '=', me.id)
      .execute()
    expect((await get('/member', me.headers)).json().data.vipgrade).toEqual({
      grade_id: grades.basic,
      grade_name: '普通会员',
      discount: 0,
    })
  })

  it('answers the same at the legacy paths user.getUserInfo and user.attr', async () => {
    const me = await member()
    const expected = (await get('/member', me.headers)).json()
    expect((await get('/user.getUserInfo', me.headers)).json()).toEqual(expected)
    expect((await get('/user.attr', me.headers)).json()).toEqual(expected)
  })

  it('reads the token from the customer_token cookie too', async () => {
    const me = await member()
    const res = await send(app, { method: 'GET', url: `${BASE}/member`, cookies: { customer_token: me.token } })
    expect(res.json().data.memberInfo.user_id).toBe(me.id)
  })

  it('answers 401 without a token, with a forged one, and with a shop token', async () => {
    const me = await member()
    expect((await get('/member')).statusCode).toBe(401)
    expect((await get('/member')).json()).toMatchObject({ status_code: 401, message: '请先登录' })
    expect((await get('/member', { authorization: `Bearer ${me.token}x` })).statusCode).toBe(401)
    const merchant = await createTestMerchant(app.db)
    const shop = await createSession(app.db, app.config.secret, 'shop', merchant.id)
    expect((await get('/member', { authorization: `Bearer ${shop.token}` })).statusCode).toBe(401)
  })
})

describe('PUT member (profile)', () => {
  const put = (who: TestMember, payload: Record<string, unknown>) =>
    send(app, { method: 'PUT', url: `${BASE}/member`, headers: who.headers, payload })

  it('changes only the fields sent and answers the new profile', async () => {
    const me = await member()
    const res = await put(me, {
      nickname: ' 新昵称 ',
      sex: 2,
      birthday: '1995-06-01',
      avatar: '/uploads/avatars/me.png',
      email: 'me@example.com',
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data.memberInfo).toMatchObject({
      nickname: '新昵称',
      sex: 2,
      birthday: '1995-06-01',
      avatar: '/uploads/avatars/me.png',
      email: 'me@example.com',
    })
    const second = await put(me, { sex: 1 })
    expect(second.json().data.memberInfo).toMatchObject({ nickname: '新昵称', sex: 1, birthday: '1995-06-01' })
  })

  it('clears birthday and email with empty strings', async () => {
    const me = await member()
    await put(me, { birthday: '1995-06-01', email: 'me@example.com' })
    const res = await put(me, { birthday: '', email: '' })
    expect(res.json().data.memberInfo).toMatchObject({ birthday: '', email: '' })
    const row = await app.db
      .selectFrom('members')
      .select(['birthday', 'email'])
      .where('id', '=', me.id)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ birthday: null, email: null })
  })

  it('takes form-encoded fields at the legacy path user.attr.save', async () => {
    const me = await member()
    const res = await send(app, {
      method: 'POST',
      url: `${BASE}/user.attr.save`,
      headers: { ...me.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'nickname=%E5%B0%8F%E7%BA%A2&sex=2&company_id=1',
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data.memberInfo).toMatchObject({ nickname: '小红', sex: 2 })
  })

  const future = new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString().slice(0, 10)
  const refusals: [string, Record<string, unknown>, string][] = [
    ['a nickname over 20 characters', { nickname: '名'.repeat(21) }, '昵称不能超过20个字符'],
    ['an empty nickname', { nickname: '  ' }, '请输入昵称'],
    ['a nickname with a NUL character', { nickname: 'a\u0000b' }, '昵称包含不支持的字符'],
    ['an avatar with a space', { avatar: 'https://x.cn/a b.png' }, '头像地址不正确'],
    ['an email with a control character', { email: 'a\u0001@example.com' }, '邮箱格式不正确'],
    ['a javascript: avatar', { avatar: 'javascript:alert(1)' }, '头像地址不正确'],
    ['a data: avatar', { avatar: 'data:image/png;base64,AAAA' }, '头像地址不正确'],
    ['a sex of 3', { sex: 3 }, '性别只能是未知、男或女'],
    ['a sex of -1', { sex: -1 }, '性别只能是未知、男或女'],
    ['a sex that is not a number', { sex: 'male' }, '参数格式错误：sex'],
    ['a birthday in another format', { birthday: '1995/06/01' }, '生日格式不正确，应为YYYY-MM-DD'],
    ['an impossible birthday', { birthday: '1995-02-30' }, '生日格式不正确，应为YYYY-MM-DD'],
    ['a birthday in the future', { birthday: future }, '生日不能晚于今天'],
    ['a malformed email', { email: 'me@@example' }, '邮箱格式不正确'],
    ['nothing to change', {}, '请填写要修改的资料'],
    ['an oversized avatar', { avatar: `https://x.cn/${'a'.repeat(600)}` }, '参数 avatar 过长'],
  ]
  it.each(refusals)('refuses %s and changes nothing', async (_, payload, message) => {
    const me = await member()
    const before = await app.db.selectFrom('members').selectAll().where('id', '=', me.id).executeTakeFirstOrThrow()
    const res = await put(me, payload)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(message)
    expect(await app.db.selectFrom('members').selectAll().where('id', '=', me.id).executeTakeFirstOrThrow()).toEqual(
      before,
    )
  })

  it("changes only the token owner's row", async () => {
    const a = await member()
    const b = await member()
    await put(a, { nickname: '甲', user_id: b.id, id: b.id })
    const rows = await app.db
      .selectFrom('members')
      .select(['id', 'nickname'])
      .where('id', 'in', [a.id, b.id])
      .orderBy('id')
      .execute()
    expect(rows).toEqual([
      { id: a.id, nickname: '甲' },
      { id: b.id, nickname: '' },
    ])
  })

  it('answers 401 without a token', async () => {
    expect((await send(app, { method: 'PUT', url: `${BASE}/member`, payload: { nickname: 'x' } })).statusCode).toBe(401)
  })
})
