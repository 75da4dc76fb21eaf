import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifyPassword } from '../../lib/password.ts'
import { buildTestApp } from '../../testing.ts'
import { createTestMember, createTestOperator, type TestMember } from '../test-helpers.ts'
import { STEP1, STEP2, STEP3 } from './test-fixtures.ts'

const BASE = '/api/h5app/wxapp'

let app: FastifyInstance
let operator: { headers: { authorization: string } }

beforeAll(async () => {
  app = await buildTestApp()
  operator = await createTestOperator(app)
})
afterAll(async () => {
  await app?.close()
})

let mobileSequence = 0

/** A member whose application went through all three steps; each gets its own contact mobile. */
async function submitted(): Promise<{ member: TestMember; id: number; mobile: string }> {
  const member = await createTestMember(app)
  const mobile = `1370000${String(++mobileSequence).padStart(4, '0')}`
  for (const [step, fields] of [[1, { ...STEP1, contact_mobile: mobile }], [2, STEP2], [3, STEP3]] as const) {
    const res = await app.inject({ method: 'POST', url: `${BASE}/merchant/settlementapply/${step}`, headers: member.headers, payload: fields })
    expect(res.statusCode, res.body).toBe(200)
  }
  const row = await app.db.selectFrom('merchant_applications').select('id').where('member_id', '=', member.id).executeTakeFirstOrThrow()
  return { member, id: row.id, mobile }
}

function decide(id: number | string, body: Record<string, string>, headers: Record<string, string> = operator.headers) {
  return app.inject({ method: 'POST', url: `${BASE}/merchant/settlementapply/${id}/audit`, headers, payload: body })
}

describe('POST merchant/settlementapply/{id}/audit', () => {
  it('needs an operator token; a member token is not enough', async () => {
    const { member, id } = await submitted()
    expect((await decide(id, { audit_status: 'approved' }, {})).statusCode).toBe(401)
    expect((await decide(id, { audit_status: 'approved' }, member.headers)).statusCode).toBe(401)
    const row = await app.db.selectFrom('merchant_applications').select('audit_status').where('id', '=', id).executeTakeFirstOrThrow()
    expect(row.audit_status).toBe('auditing')
  })

  it('answers 404 for an unknown application and 400 for an unknown decision', async () => {
    const missing = await decide(987654, { audit_status: 'approved' })
    expect(missing.statusCode).toBe(404)
    expect(missing.json().message).toBe('入驻申请不存在')
    const { id } = await submitted()
    expect((await decide(id, { audit_status: 'maybe' })).statusCode).toBe(400)
  })

  it('refuses to audit an application still being filled in', async () => {
    const member = await createTestMember(app)
    await app.inject({ method: 'POST', url: `${BASE}/merchant/settlementapply/1`, headers: member.headers, payload: STEP1 })
    const row = await app.db.selectFrom('merchant_applications').select('id').where('member_id', '=', member.id).executeTakeFirstOrThrow()
    const res = await decide(row.id, { audit_status: 'approved' })
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe('该申请不在待审核状态')
  })

  it('needs a reason to reject, then shows it to the applicant, who may correct and resubmit', async () => {
    const { member, id } = await submitted()
    const noReason = await decide(id, { audit_status: 'rejected', audit_msg: '  ' })
    expect(noReason.statusCode).toBe(400)
    expect(noReason.json().message).toBe('请填写驳回原因')

    const res = await decide(id, { audit_status: 'rejected', audit_msg: '营业执照照片不清晰' })
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toEqual({ id, audit_status: 'rejected', audit_msg: '营业执照照片不清晰', account: null })
    const status = await app.inject({ method: 'GET', url: `${BASE}/merchant/settlementapply/auditstatus`, headers: member.headers })
    expect(status.json().data).toMatchObject({ audit_status: 'rejected', audit_msg: '营业执照照片不清晰' })

    const edit = await app.inject({ method: 'POST', url: `${BASE}/merchant/settlementapply/2`, headers: member.headers, payload: { ...STEP2, license_url: '/uploads/license/clear.jpg' } })
    expect(edit.json().data).toMatchObject({ audit_status: 'editing', step: 3 })
    const resubmit = await app.inject({ method: 'POST', url: `${BASE}/merchant/settlementapply/3`, headers: member.headers, payload: STEP3 })
    expect(resubmit.json().data.audit_status).toBe('pending')
    expect((await app.inject({ method: 'GET', url: `${BASE}/merchant/settlementapply/auditstatus`, headers: member.headers })).json().data.audit_msg).toBe('')
    expect(await app.db.selectFrom('merchant_accounts').select('id').where('application_id', '=', id).execute()).toEqual([])
  })

  it('opens a merchant account on approval, showing its generated password once and storing only a hash', async () => {
    const { member, id, mobile } = await submitted()
    const res = await decide(id, { audit_status: 'approved', audit_msg: '资料齐全' })
    expect(res.statusCode).toBe(200)
    const data = res.json().data
    expect(data).toMatchObject({ id, audit_status: 'approved', audit_msg: '资料齐全', account: { username: mobile, mobile } })
    expect(data.account.password).toMatch(/^(?=.*\d)(?=.*[A-Za-z])[A-Za-z\d]{8,20}$/)

    const account = await app.db.selectFrom('merchant_accounts').selectAll().where('id', '=', data.account.account_id).executeTakeFirstOrThrow()
    expect(account).toMatchObject({ username: mobile, mobile, application_id: id, status: 'active' })
    expect(account.password_hash).not.toContain(data.account.password)
    expect(await verifyPassword(data.account.password, account.password_hash)).toBe(true)

    const status = await app.inject({ method: 'GET', url: `${BASE}/merchant/settlementapply/auditstatus`, headers: member.headers })
    expect(status.json().data).toMatchObject({ audit_status: 'approved', audit_status_text: '审核通过' })
  })

  it('lets the approved merchant sign in with the generated password', async () => {
    const { id, mobile } = await submitted()
    const { account } = (await decide(id, { audit_status: 'approved' })).json().data
    const login = await app.inject({ method: 'POST', url: `${BASE}/merchant/login`, payload: { username: mobile, password: account.password } })
    expect(login.statusCode, login.body).toBe(200)
    expect(login.json().data.token).toEqual(expect.any(String))
  })

  it('decides only once, and the approved applicant can no longer edit', async () => {
    const { member, id } = await submitted()
    expect((await decide(id, { audit_status: 'approved' })).statusCode).toBe(200)
    for (const decision of ['approved', 'rejected']) {
      const again = await decide(id, { audit_status: decision, audit_msg: '再次审核' })
      expect(again.statusCode).toBe(409)
    }
    expect(await app.db.selectFrom('merchant_accounts').select('id').where('application_id', '=', id).execute()).toHaveLength(1)
    const edit = await app.inject({ method: 'POST', url: `${BASE}/merchant/settlementapply/1`, headers: member.headers, payload: STEP1 })
    expect(edit.statusCode).toBe(409)
    expect(edit.json().message).toBe('入驻申请已审核通过，请使用商户账号登录')
  })

  it('refuses approval when the contact mobile already has a merchant account, changing nothing', async () => {
    const first = await submitted()
    const firstAccount = (await decide(first.id, { audit_status: 'approved' })).json().data.account
    const member = await createTestMember(app)
    for (const [step, fields] of [[1, { ...STEP1, contact_mobile: first.mobile }], [2, STEP2], [3, STEP3]] as const) {
      await app.inject({ method: 'POST', url: `${BASE}/merchant/settlementapply/${step}`, headers: member.headers, payload: fields })
    }
    const second = await app.db.selectFrom('merchant_applications').select('id').where('member_id', '=', member.id).executeTakeFirstOrThrow()
    const res = await decide(second.id, { audit_status: 'approved' })
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe('该手机号已开通商户账号')
    const row = await app.db.selectFrom('merchant_applications').select('audit_status').where('id', '=', second.id).executeTakeFirstOrThrow()
    expect(row.audit_status).toBe('auditing')
    const accounts = await app.db.selectFrom('merchant_accounts').select('id').where('mobile', '=', first.mobile).execute()
    expect(accounts.map((a) => a.id)).toEqual([firstAccount.account_id])
  })
})
