import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../testing.ts'
import { AREA_CODES } from '../../../schemas/api/admin/areas.ts'
import { createAdminFromShell } from './create-admin.ts'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(async () => {
  await app?.close()
})

const setup = (payload: Record<string, unknown>) => app.inject({ method: 'POST', url: '/api/admin/setup', payload })
const operatorCount = async () => (await app.db.selectFrom('operators').select('id').execute()).length
const good = {
  shop_name: '小满百货',
  username: 'owner',
  name: '店长',
  password: 'Owner2026pass',
  mobile: '13900001111',
}

describe('初始化 of a shop started from an empty database', () => {
  it('is offered while the shop has no operator', async () => {
    const state = await app.inject({ method: 'GET', url: '/api/admin/setup' })
    expect(state.json().data).toEqual({ needed: true, shop_name: '' })
  })

  it('refuses a weak or demo password, a blank shop name and a bad account, writing nothing', async () => {
    const refusals = [
      [{ ...good, password: 'short1' }, 'OPERATOR_PASSWORD_WEAK'],
      [{ ...good, password: 'onlyletterspassword' }, 'OPERATOR_PASSWORD_WEAK'],
      [{ ...good, password: 'admin1234' }, 'OPERATOR_PASSWORD_WEAK'],
      [{ ...good, shop_name: '  ' }, 'SHOP_NAME_REQUIRED'],
      [{ ...good, username: 'a b' }, 'OPERATOR_USERNAME_INVALID'],
      [{ ...good, mobile: '1390000111' }, 'MOBILE_INVALID'],
    ] as const
    for (const [payload, code] of refusals) {
      const response = await setup(payload)
      expect(response.statusCode, code).toBe(400)
      expect(response.json().code).toBe(code)
    }
    expect(await operatorCount()).toBe(0)
  })

  it('creates one 超级管理员 when two people submit at once, signs them in and closes for good', async () => {
    const [first, second] = await Promise.all([setup(good), setup({ ...good, username: 'rival' })])
    const statuses = [first.statusCode, second.statusCode].sort()
    expect(statuses).toEqual([200, 409])
    expect(await operatorCount()).toBe(1)
    const owner = await app.db.selectFrom('operators').select('mobile').executeTakeFirstOrThrow()
    expect(owner.mobile).toBe(good.mobile)
    const winner = first.statusCode === 200 ? first : second
    expect(winner.json().data.operator).toMatchObject({ role_name: '超级管理员', areas: AREA_CODES })
    const cookie = winner.cookies.find((c) => c.name === 'operator_token')
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict' })

    const session = await app.inject({
      method: 'GET',
      url: '/api/admin/session',
      cookies: { operator_token: cookie!.value },
    })
    expect(session.statusCode).toBe(200)
    const state = await app.inject({ method: 'GET', url: '/api/admin/setup' })
    expect(state.json().data).toEqual({ needed: false, shop_name: '小满百货' })
    const again = await setup({ ...good, username: 'late' })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe('商城已初始化，请直接登录')

    const log = await app.db.selectFrom('audit_log').selectAll().execute()
    expect(log).toMatchObject([{ action: '初始化商城', target: '小满百货', area: 'settings' }])
  })

  it('lets the shell add a 超级管理员 or set a new password at any time', async () => {
    await expect(
      createAdminFromShell(app.db, { username: 'night', name: '', password: 'Night2026pass' }),
    ).resolves.toBe('已创建超级管理员 night，请打开 /admin 登录')
    await expect(
      createAdminFromShell(app.db, { username: 'night', name: '', password: 'Night2026pass' }),
    ).rejects.toMatchObject({ code: 'OPERATOR_USERNAME_TAKEN' })
    await expect(
      createAdminFromShell(app.db, { username: 'night', name: '', password: 'Newer2026pass', resetPassword: true }),
    ).resolves.toContain('已为运营账号 night 设置新密码')
    await expect(
      createAdminFromShell(app.db, {
        username: 'night',
        name: '',
        password: 'Newer2026pass',
        resetPassword: true,
        mobile: '12',
      }),
    ).rejects.toMatchObject({ code: 'MOBILE_INVALID' })
    await createAdminFromShell(app.db, {
      username: 'night',
      name: '',
      password: 'Newer2026pass',
      resetPassword: true,
      mobile: '13900002222',
    })
    const night = await app.db
      .selectFrom('operators')
      .select('mobile')
      .where('username', '=', 'night')
      .executeTakeFirst()
    expect(night?.mobile).toBe('13900002222')
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/admin/session',
      payload: { username: 'night', password: 'Newer2026pass' },
    })
    expect(signIn.json().data.operator.role_name).toBe('超级管理员')
  })
})
