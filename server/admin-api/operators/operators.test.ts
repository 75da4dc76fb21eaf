import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../testing.ts'
import { createTestOperator } from '../../commerce/test-helpers.ts'

let app: FastifyInstance
let admin: Awaited<ReturnType<typeof createTestOperator>>
beforeAll(async () => {
  app = await buildTestApp()
  admin = await createTestOperator(app)
})
afterAll(async () => {
  await app?.close()
})

function call(method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object, who = admin) {
  return app.inject({ method, url: `/api/admin${url}`, headers: who.headers, ...(payload && { payload }) })
}
const roleId = async (name: string) =>
  ((await call('GET', '/roles')).json().data as { id: number; name: string }[]).find((role) => role.name === name)!.id
const auditActions = async () =>
  ((await call('GET', '/audit-log')).json().data.list as { action: string }[]).map((entry) => entry.action)

describe('operator accounts', () => {
  it('creates an account in a role, refusing bad fields with the form’s words and writing nothing', async () => {
    const refusals = [
      [
        { username: 'ab', name: '小李', password: 'Service2026', role_id: await roleId('客服') },
        'OPERATOR_USERNAME_INVALID',
      ],
      [
        { username: 'kefu1', name: ' ', password: 'Service2026', role_id: await roleId('客服') },
        'OPERATOR_NAME_REQUIRED',
      ],
      [
        { username: 'kefu1', name: '小李', password: 'demo1234', role_id: await roleId('客服') },
        'OPERATOR_PASSWORD_WEAK',
      ],
      [{ username: 'kefu1', name: '小李', password: 'Service2026', role_id: 99999 }, 'ROLE_NOT_FOUND'],
      [
        {
          username: 'kefu1',
          name: '小李',
          password: 'Service2026',
          role_id: await roleId('客服'),
          mobile: '23800000000',
        },
        'MOBILE_INVALID',
      ],
    ] as const
    for (const [payload, code] of refusals) expect((await call('POST', '/operators', payload)).json().code).toBe(code)
    const created = await call('POST', '/operators', {
      username: 'kefu1',
      name: '小李',
      password: 'Service2026',
      role_id: await roleId('客服'),
    })
    expect(created.json().data).toMatchObject({ username: 'kefu1', role_name: '客服', status: 'active', mobile: '' })
    expect((await call('POST', '/operators', { ...created.json().data, password: 'Service2026' })).json().code).toBe(
      'OPERATOR_USERNAME_TAKEN',
    )
    const list = (await call('GET', '/operators')).json().data as { username: string }[]
    expect(list.filter((row) => row.username === 'kefu1')).toHaveLength(1)
  })

  it('signs a disabled account out at once and records who changed what', async () => {
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/admin/session',
      payload: { username: 'kefu1', password: 'Service2026' },
    })
    const token = signIn.cookies.find((c) => c.name === 'operator_token')!.value
    const asKefu = { ...admin, headers: { authorization: `Bearer ${token}` } }
    expect((await call('GET', '/orders', undefined, asKefu)).statusCode).toBe(200)
    expect((await call('GET', '/operators', undefined, asKefu)).json().code).toBe('ADMIN_FORBIDDEN')

    const id = signIn.json().data.operator.id as number
    const disabled = await call('PATCH', `/operators/${id}`, { status: 'disabled', name: '小李（离职）' })
    expect(disabled.json().data).toMatchObject({ status: 'disabled', name: '小李（离职）' })
    expect((await call('GET', '/orders', undefined, asKefu)).statusCode).toBe(401)

    const entry = (await call('GET', '/audit-log', undefined)).json().data.list[0]
    expect(entry).toMatchObject({
      action: '修改账号',
      target: 'kefu1',
      changes: [
        { field: '姓名', before: '小李', after: '小李（离职）' },
        { field: '状态', before: '启用', after: '停用' },
      ],
    })
  })

  it('never lets the shop lose its last 超级管理员, nor anyone disable themselves', async () => {
    const self = (await call('GET', '/session')).json().data.operator.id as number
    expect((await call('PATCH', `/operators/${self}`, { status: 'disabled' })).json().code).toBe(
      'OPERATOR_SELF_DISABLE',
    )
    expect((await call('PATCH', `/operators/${self}`, { role_id: await roleId('运营') })).json().code).toBe(
      'OPERATOR_SELF_ROLE',
    )
    const other = await call('POST', '/operators', {
      username: 'boss2',
      name: '二老板',
      password: 'Second2026pass',
      role_id: await roleId('超级管理员'),
    })
    const otherId = other.json().data.id as number
    expect((await call('PATCH', `/operators/${otherId}`, { status: 'disabled' })).statusCode).toBe(200)
  })

  it('keeps an optional 手机号: set on create, changed, removed, refused when malformed, each change audited', async () => {
    const created = await call('POST', '/operators', {
      username: 'ops-mobile',
      name: '小周',
      password: 'Mobile2026pass',
      role_id: await roleId('运营'),
      mobile: ' 13700001234 ',
    })
    expect(created.json().data).toMatchObject({ username: 'ops-mobile', mobile: '13700001234' })
    expect((await call('GET', '/audit-log')).json().data.list[0]).toMatchObject({
      action: '新增账号',
      summary: '小周（运营），手机号 13700001234',
    })
    const id = created.json().data.id as number
    const refused = await call('PATCH', `/operators/${id}`, { name: '小周周', mobile: '1370000123x' })
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toMatchObject({ code: 'MOBILE_INVALID', message: '请输入正确的手机号' })
    const row = await app.db.selectFrom('operators').select(['name', 'mobile']).where('id', '=', id).executeTakeFirst()
    expect(row).toEqual({ name: '小周', mobile: '13700001234' })

    const changed = await call('PATCH', `/operators/${id}`, { mobile: '13700005678' })
    expect(changed.json().data.mobile).toBe('13700005678')
    expect((await call('GET', '/audit-log')).json().data.list[0]).toMatchObject({
      action: '修改账号',
      changes: [{ field: '手机号', before: '13700001234', after: '13700005678' }],
    })
    const removed = await call('PATCH', `/operators/${id}`, { mobile: '' })
    expect(removed.json().data.mobile).toBe('')
    const listed = (await call('GET', '/operators')).json().data as { id: number; mobile: string }[]
    expect(listed.find((operator) => operator.id === id)?.mobile).toBe('')
    // A name alone leaves the mobile as it is.
    await call('PATCH', `/operators/${id}`, { mobile: '13700009999' })
    expect((await call('PATCH', `/operators/${id}`, { name: '小周' })).json().data.mobile).toBe('13700009999')
  })

  it('resets a password and ends the account’s sessions', async () => {
    const list = (await call('GET', '/operators')).json().data as { id: number; username: string }[]
    const kefu = list.find((row) => row.username === 'kefu1')!
    expect((await call('POST', `/operators/${kefu.id}/password`, { password: 'short' })).json().code).toBe(
      'OPERATOR_PASSWORD_WEAK',
    )
    expect((await call('POST', `/operators/${kefu.id}/password`, { password: 'Reset2026pass' })).statusCode).toBe(200)
    expect(await auditActions()).toContain('重置密码')
  })
})

describe('roles', () => {
  it('keeps 超级管理员 fixed, the built-in roles undeletable and a held role in place', async () => {
    const superId = await roleId('超级管理员')
    expect((await call('PUT', `/roles/${superId}`, { name: '超管', areas: ['orders'] })).json().code).toBe(
      'ROLE_LOCKED',
    )
    expect((await call('DELETE', `/roles/${await roleId('客服')}`)).json().code).toBe('ROLE_BUILTIN')
    expect((await call('POST', '/roles', { name: '财务', areas: [] })).json().code).toBe('ROLE_AREAS_REQUIRED')
    expect((await call('POST', '/roles', { name: '客服', areas: ['orders'] })).json().code).toBe('ROLE_NAME_TAKEN')
    expect((await call('POST', '/roles', { name: '财务', areas: ['nowhere'] })).statusCode).toBe(400)

    const created = (await call('POST', '/roles', { name: '财务', areas: ['orders', 'aftersales'] })).json().data
    expect(created).toMatchObject({
      name: '财务',
      areas: ['orders', 'aftersales'],
      is_builtin: false,
      operator_count: 0,
    })
    const updated = await call('PUT', `/roles/${created.id}`, { name: '财务', areas: ['dashboard', 'orders'] })
    expect(updated.json().data.areas).toEqual(['dashboard', 'orders'])
    await call('POST', '/operators', {
      username: 'cashier',
      name: '会计',
      password: 'Money2026pass',
      role_id: created.id,
    })
    const held = await call('DELETE', `/roles/${created.id}`)
    expect(held.json()).toMatchObject({ code: 'ROLE_IN_USE', message: '该角色下还有1个账号，请先为他们更换角色' })
    expect(await auditActions()).toEqual(expect.arrayContaining(['新增角色', '修改角色', '新增账号']))
  })
})

describe('the audit log', () => {
  it('finds entries by words and by area, newest first', async () => {
    const found = (await call('GET', '/audit-log?keywords=财务')).json().data
    expect(found.total_count).toBeGreaterThanOrEqual(2)
    for (const entry of found.list as { action: string; target: string; summary: string }[])
      expect(`${entry.action}${entry.target}${entry.summary}`).toContain('财务')
    const pages = (await call('GET', '/audit-log?area=pages')).json().data
    expect(pages.total_count).toBe(0)
    expect((await call('GET', '/audit-log?area=moon')).statusCode).toBe(400)
  })
})
