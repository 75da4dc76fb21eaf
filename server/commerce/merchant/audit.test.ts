import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifyPassword } from '../../lib/password.ts'
import { buildTestApp } from '../../testing.ts'
import { createTestMember, createTestOperator } from '../test-helpers.ts'
import { isApprovedMerchant } from './standing.ts'
import { createTestApplicant, ownPhotos, STEP1, STEP2, STEP3, type TestApplicant } from './test-fixtures.ts'

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

/** A signed-up merchant whose application went through all three steps; each gets its own contact mobile. */
async function submitted(): Promise<{ member: TestApplicant; id: number; mobile: string }> {
  const member = await createTestApplicant(app)
  const mobile = `1370000${String(++mobileSequence).padStart(4, '0')}`
  for (const [step, fields] of [
    [1, { ...STEP1, contact_mobile: mobile }],
    [2, STEP2],
    [3, STEP3],
  ] as const) {
    const res = await app.inject({
      method: 'POST',
      url: `${BASE}/merchant/settlementapply/${step}`,
      headers: member.headers,
      payload: fields,
    })
    expect(res.statusCode, res.body).toBe(200)
  }
  const row = await app.db
    .selectFrom('merchant_applications')
    .select('id')
    .where('merchant_id', '=', member.id)
    .executeTakeFirstOrThrow()
  return { member, id: row.id, mobile }
}

function decide(id: number | string, body: Record<string, string>, headers: Record<string, string> = operator.headers) {
  return app.inject({ method: 'POST', url: `${BASE}/merchant/settlementapply/${id}/audit`, headers, payload: body })
}

describe('POST merchant/settlementapply/{id}/audit', () => {
  it('needs an operator token; a shop or member token is not enough', async () => {
    const { member, id } = await submitted()
    const shopper = await createTestMember(app)
    expect((await decide(id, { audit_status: 'approved' }, {})).statusCode).toBe(401)
    expect((await decide(id, { audit_status: 'approved' }, member.headers)).statusCode).toBe(401)
    expect((await decide(id, { audit_status: 'approved' }, shopper.headers)).statusCode).toBe(401)
    const row = await app.db
      .selectFrom('merchant_applications')
      .select('audit_status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
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
    const member = await createTestApplicant(app)
    await app.inject({
      method: 'POST',
      url: `${BASE}/merchant/settlementapply/1`,
      headers: member.headers,
      payload: STEP1,
    })
    const row = await app.db
      .selectFrom('merchant_applications')
      .select('id')
      .where('merchant_id', '=', member.id)
      .executeTakeFirstOrThrow()
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
    const status = await app.inject({
      method: 'GET',
      url: `${BASE}/merchant/settlementapply/auditstatus`,
      headers: member.headers,
    })
    expect(status.json().data).toMatchObject({ audit_status: 'rejected', audit_msg: '营业执照照片不清晰' })

    expect(await isApprovedMerchant(app, member.id)).toBe(false)

    await ownPhotos(app, member.id, ['/uploads/license/clear.jpg'])
    const edit = await app.inject({
      method: 'POST',
      url: `${BASE}/merchant/settlementapply/2`,
      headers: member.headers,
      payload: { ...STEP2, license_url: '/uploads/license/clear.jpg' },
    })
    expect(edit.json().data).toMatchObject({ audit_status: 'editing', step: 3 })
    const resubmit = await app.inject({
      method: 'POST',
      url: `${BASE}/merchant/settlementapply/3`,
      headers: member.headers,
      payload: STEP3,
    })
    expect(resubmit.json().data.audit_status).toBe('pending')
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `${BASE}/merchant/settlementapply/auditstatus`,
          headers: member.headers,
        })
      ).json().data.audit_msg,
    ).toBe('')
    expect(
      await app.db.selectFrom('merchant_accounts').select('id').where('application_id', '=', id).execute(),
    ).toEqual([])
  })

  it("makes the applicant's own account a merchant on approval, opening no second account", async () => {
    const { member, id, mobile } = await submitted()
    expect(await isApprovedMerchant(app, member.id)).toBe(false)
    const res = await decide(id, { audit_status: 'approved', audit_msg: '资料齐全' })
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toEqual({ id, audit_status: 'approved', audit_msg: '资料齐全', account: null })
    expect(await isApprovedMerchant(app, member.id)).toBe(true)
    const account = await app.db
      .selectFrom('merchant_accounts')
      .selectAll()
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow()
    expect(account.application_id).toBe(id)
    expect(await app.db.selectFrom('merchant_accounts').select('id').where('mobile', '=', mobile).execute()).toEqual([])

    const status = await app.inject({
      method: 'GET',
      url: `${BASE}/merchant/settlementapply/auditstatus`,
      headers: member.headers,
    })
    expect(status.json().data).toMatchObject({ audit_status: 'approved', audit_status_text: '审核通过' })
  })

  it('opens an account for an application a member made before merchant sign-up, showing its password once', async () => {
    const shopper = await createTestMember(app)
    const mobile = '13711119999'
    const data = JSON.stringify({ '1': { ...STEP1, contact_mobile: mobile }, '2': STEP2, '3': STEP3 })
    const row = await app.db
      .insertInto('merchant_applications')
      .values({ member_id: shopper.id, merchant_id: null, step: 3, data, audit_status: 'auditing' })
      .returning('id')
      .executeTakeFirstOrThrow()
    const res = await decide(row.id, { audit_status: 'approved' })
    expect(res.statusCode, res.body).toBe(200)
    const answer = res.json().data
    expect(answer).toMatchObject({ id: row.id, audit_status: 'approved', account: { username: mobile, mobile } })
    expect(answer.account.password).toMatch(/^(?=.*\d)(?=.*[A-Za-z])[A-Za-z\d]{8,20}$/)
    const account = await app.db
      .selectFrom('merchant_accounts')
      .selectAll()
      .where('id', '=', answer.account.account_id)
      .executeTakeFirstOrThrow()
    expect(account).toMatchObject({ username: mobile, mobile, application_id: row.id, status: 'active' })
    expect(await verifyPassword(answer.account.password, account.password_hash)).toBe(true)
    expect(await isApprovedMerchant(app, account.id)).toBe(true)
    const login = await app.inject({
      method: 'POST',
      url: `${BASE}/merchant/login`,
      payload: { username: mobile, password: answer.account.password },
    })
    expect(login.statusCode, login.body).toBe(200)
  })

  it('decides only once, and the approved applicant can no longer edit', async () => {
    const { member, id } = await submitted()
    expect((await decide(id, { audit_status: 'approved' })).statusCode).toBe(200)
    for (const decision of ['approved', 'rejected']) {
      const again = await decide(id, { audit_status: decision, audit_msg: '再次审核' })
      expect(again.statusCode).toBe(409)
    }
    expect(
      await app.db.selectFrom('merchant_accounts').select('id').where('application_id', '=', id).execute(),
    ).toHaveLength(1)
    const edit = await app.inject({
      method: 'POST',
      url: `${BASE}/merchant/settlementapply/1`,
      headers: member.headers,
      payload: STEP1,
    })
    expect(edit.statusCode).toBe(409)
    expect(edit.json().message).toBe('入驻申请已审核通过，资料不能再修改')
  })
})
