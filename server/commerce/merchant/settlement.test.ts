import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../testing.ts'
import { createTestMember, createTestShop } from '../test-helpers.ts'
import { createTestApplicant, ownPhotos, STEP1, STEP2, STEP3, type TestApplicant } from './test-fixtures.ts'

const BASE = '/api/h5app/wxapp'

let app: FastifyInstance

beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(async () => {
  await app?.close()
})

const get = (url: string, who: TestApplicant | null = null) =>
  app.inject({ method: 'GET', url: `${BASE}${url}`, headers: who ? who.headers : {} })

/** Form-encoded, as the storefront posts. */
function save(step: number | string, fields: Record<string, string | number>, who: TestApplicant | null) {
  return app.inject({
    method: 'POST',
    url: `${BASE}/merchant/settlementapply/${step}`,
    headers: { ...(who ? who.headers : {}), 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(
      Object.entries({ company_id: 1, ...fields }).map(([k, v]) => [k, String(v)]),
    ).toString(),
  })
}

async function saveOk(step: number, fields: Record<string, string | number>, who: TestApplicant) {
  const res = await save(step, fields, who)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data as { status: boolean; step: number; audit_status: string }
}

const applicationOf = (who: TestApplicant) =>
  app.db.selectFrom('merchant_applications').selectAll().where('merchant_id', '=', who.id).executeTakeFirst()

describe('GET merchant/type/list', () => {
  it('lists the merchant types with ids', async () => {
    const res = await get('/merchant/type/list')
    expect(res.statusCode).toBe(200)
    const data = res.json().data
    expect(data.total_count).toBe(10)
    expect(data.list[0]).toEqual({ id: 1, name: '服饰鞋包', parent_id: 0, level: 1 })
  })
  it('pages with page and page_size', async () => {
    const data = (await get('/merchant/type/list?page=2&page_size=4')).json().data
    expect(data.list.map((t: { id: number }) => t.id)).toEqual([5, 6, 7, 8])
  })
})

describe('GET adapay/bank/list', () => {
  it('lists the major banks with their codes', async () => {
    const data = (await get('/adapay/bank/list')).json().data
    expect(data.list).toContainEqual({ bank_code: '102', bank_name: '中国工商银行' })
    expect(data.list).toContainEqual({ bank_code: '308', bank_name: '招商银行' })
    expect(data.total_count).toBe(data.list.length)
    expect(new Set(data.list.map((b: { bank_code: string }) => b.bank_code)).size).toBe(data.list.length)
  })
})

describe('GET merchant/basesetting', () => {
  it('is open to all applicant types with the built-in agreement by default', async () => {
    const res = await get('/merchant/basesetting')
    expect(res.statusCode).toBe(200)
    const data = res.json().data
    expect(data).toMatchObject({ display_on_pc: 1, is_open: 1, settled_type: ['enterprise', 'soletrader', 'personal'] })
    expect(data.settled_type_list).toEqual([
      { value: 'enterprise', label: '企业' },
      { value: 'soletrader', label: '个体工商户' },
      { value: 'personal', label: '个人' },
    ])
    expect(data.content).toContain('商户入驻协议')
  })

  it('shows the merchant agreement article when there is one', async () => {
    const node = await app.db
      .insertInto('article_nodes')
      .values({ code: 'merchant_protocol', name: '商家入驻协议' })
      .returning('id')
      .executeTakeFirstOrThrow()
    await app.db
      .insertInto('articles')
      .values({ node_id: node.id, title: '商家入驻协议', content: '<p>文章版协议</p>' })
      .execute()
    expect((await get('/merchant/basesetting')).json().data.content).toBe('<p>文章版协议</p>')
    await app.db.deleteFrom('article_nodes').where('id', '=', node.id).execute()
  })
})

describe('POST merchant/settlementapply/{step}', () => {
  it('needs a shop login; a member token is not one', async () => {
    expect((await save(1, STEP1, null)).statusCode).toBe(401)
    const shopper = await createTestMember(app)
    const res = await save(1, STEP1, shopper)
    expect(res.statusCode).toBe(401)
    expect(
      await app.db
        .selectFrom('merchant_applications')
        .select('id')
        .where('member_id', '=', shopper.id)
        .executeTakeFirst(),
    ).toBeUndefined()
  })

  it('refuses a later step before the earlier ones, writing nothing', async () => {
    const member = await createTestApplicant(app)
    for (const [step, fields] of [
      [2, STEP2],
      [3, STEP3],
    ] as const) {
      const res = await save(step, fields, member)
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toBe('请先完成上一步')
    }
    expect(await applicationOf(member)).toBeUndefined()
  })

  it('refuses step 3 after only step 1', async () => {
    const member = await createTestApplicant(app)
    await saveOk(1, STEP1, member)
    const res = await save(3, STEP3, member)
    expect(res.json().message).toBe('请先完成上一步')
    expect((await applicationOf(member))?.step).toBe(1)
  })

  it('refuses an unknown step', async () => {
    const member = await createTestApplicant(app)
    expect((await save(4, STEP1, member)).statusCode).toBe(400)
    expect((await save('x', STEP1, member)).statusCode).toBe(400)
  })

  it('answers each invalid step with a clear message and writes nothing', async () => {
    const member = await createTestApplicant(app)
    const bad = await save(1, { ...STEP1, contact_mobile: '1234' }, member)
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toBe('联系人手机号格式不正确')
    expect(await applicationOf(member)).toBeUndefined()

    await saveOk(1, STEP1, member)
    const before = await applicationOf(member)
    const badId = await save(2, { ...STEP2, legal_cert_id: '12345' }, member)
    expect(badId.json().message).toBe('身份证号码须为18位，最后一位可为X')
    const badCode = await save(2, { ...STEP2, social_credit_code_id: 'abc' }, member)
    expect(badCode.json().message).toBe('统一社会信用代码须为18位大写字母或数字')
    expect(await applicationOf(member)).toEqual(before)
  })

  it("refuses photos the merchant did not upload, another merchant's included", async () => {
    const member = await createTestApplicant(app)
    const other = await createTestApplicant(app)
    await ownPhotos(app, other.id, ['/uploads/shop/other/front.png'])
    await saveOk(1, STEP1, member)
    for (const change of [
      { license_url: '/uploads/shop/nobody/l.png' },
      { id_card_front_url: '/uploads/shop/other/front.png' },
    ]) {
      const res = await save(2, { ...STEP2, ...change }, member)
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toBe('图片不存在或不是您上传的，请重新上传')
    }
    expect((await applicationOf(member))?.step).toBe(1)
  })

  it('resumes: the detail holds every saved field, photos included, for the form to fill in again', async () => {
    const member = await createTestApplicant(app)
    await saveOk(1, STEP1, member)
    await saveOk(2, STEP2, member)
    const detail = (await get('/merchant/settlementapply/detail', member)).json().data
    expect(detail).toMatchObject({
      step: 2,
      audit_status: 'editing',
      license_url: STEP2.license_url,
      id_card_front_url: STEP2.id_card_front_url,
      id_card_back_url: STEP2.id_card_back_url,
      province: '北京市',
      area: '朝阳区',
    })
    // Saving step 2 again with the photos it already holds needs no new upload.
    expect(await saveOk(2, STEP2, member)).toMatchObject({ step: 2 })
  })

  it('refuses over-long fields', async () => {
    const member = await createTestApplicant(app)
    expect((await save(1, { ...STEP1, merchant_name: '名'.repeat(101) }, member)).statusCode).toBe(400)
  })

  it('goes through the three steps in order and submits for audit after step 3', async () => {
    const member = await createTestApplicant(app)
    expect(await saveOk(1, STEP1, member)).toEqual({ status: true, step: 1, audit_status: 'editing' })
    expect(await saveOk(2, STEP2, member)).toEqual({ status: true, step: 2, audit_status: 'editing' })
    expect(await saveOk(3, STEP3, member)).toEqual({ status: true, step: 3, audit_status: 'pending' })
    const row = await applicationOf(member)
    expect(row).toMatchObject({ step: 3, audit_status: 'auditing', merchant_type: '4' })
    const data = JSON.parse(row?.data ?? '{}')
    expect(data['1'].merchant_name).toBe('北京优品数码有限公司')
    expect(data['2'].legal_cert_id).toBe('11010519491231002X')
    expect(data['3'].card_id_mask).toBe('6222020012345678901')
  })

  it('lets earlier steps be edited before submitting', async () => {
    const member = await createTestApplicant(app)
    await saveOk(1, STEP1, member)
    await saveOk(2, STEP2, member)
    expect(await saveOk(1, { ...STEP1, merchant_name: '新名称有限公司' }, member)).toMatchObject({ step: 2 })
    expect((await get('/merchant/settlementapply/detail', member)).json().data.merchant_name).toBe('新名称有限公司')
  })

  it('sends the applicant back to step 2 when the applicant type changes', async () => {
    const member = await createTestApplicant(app)
    await saveOk(1, { ...STEP1, settled_type: 'personal' }, member)
    await saveOk(2, { ...STEP2, social_credit_code_id: '', license_url: '' }, member)
    expect(await saveOk(1, STEP1, member)).toMatchObject({ step: 1 })
    expect((await save(3, STEP3, member)).json().message).toBe('请先完成上一步')
    expect((await save(2, { ...STEP2, license_url: '' }, member)).json().message).toBe('请上传营业执照')
  })

  it('refuses any change while the application waits for audit', async () => {
    const member = await createTestApplicant(app)
    await saveOk(1, STEP1, member)
    await saveOk(2, STEP2, member)
    await saveOk(3, STEP3, member)
    for (const [step, fields] of [
      [1, STEP1],
      [2, STEP2],
      [3, STEP3],
    ] as const) {
      const res = await save(step, fields, member)
      expect(res.statusCode).toBe(409)
      expect(res.json().message).toBe('入驻申请正在审核中，请耐心等待')
    }
  })

  it('accepts a JSON body too', async () => {
    const member = await createTestApplicant(app)
    const res = await app.inject({
      method: 'POST',
      url: `${BASE}/merchant/settlementapply/1`,
      headers: member.headers,
      payload: STEP1,
    })
    expect(res.statusCode).toBe(200)
  })

  it('refuses every step while settlement is closed', async () => {
    const member = await createTestApplicant(app)
    await app.db
      .insertInto('settings')
      .values({ name: 'merchant_setting', value: JSON.stringify({ is_open: 0 }) })
      .execute()
    try {
      const res = await save(1, STEP1, member)
      expect(res.statusCode).toBe(409)
      expect(res.json().message).toBe('商户入驻暂未开放')
      expect((await get('/merchant/basesetting')).json().data.is_open).toBe(0)
    } finally {
      await app.db.deleteFrom('settings').where('name', '=', 'merchant_setting').execute()
    }
  })
})

describe('GET merchant/settlementapply/detail, step and auditstatus', () => {
  it('need a shop login; a member token is not one', async () => {
    const shopper = await createTestMember(app)
    for (const path of ['detail', 'step', 'auditstatus']) {
      expect((await get(`/merchant/settlementapply/${path}`)).statusCode).toBe(401)
      expect((await get(`/merchant/settlementapply/${path}`, shopper)).statusCode).toBe(401)
    }
  })

  it('show nothing before an application starts', async () => {
    const member = await createTestApplicant(app)
    expect((await get('/merchant/settlementapply/detail', member)).json().data).toBeNull()
    expect((await get('/merchant/settlementapply/step', member)).json().data).toEqual({ step: 0 })
    expect((await get('/merchant/settlementapply/auditstatus', member)).json().data).toMatchObject({
      audit_status: 'none',
      audit_msg: '',
    })
  })

  it('answer approved to a merchant with a shop and no application of its own', async () => {
    const merchant = await createTestApplicant(app)
    const shopId = await createTestShop(app.db)
    await app.db
      .updateTable('merchant_accounts')
      .set({ distributor_id: shopId })
      .where('id', '=', merchant.id)
      .execute()
    expect((await get('/merchant/settlementapply/auditstatus', merchant)).json().data).toMatchObject({
      audit_status: 'approved',
      audit_status_text: '审核通过',
      step: 0,
    })
  })

  it("show the applicant's own application with names for the chosen codes", async () => {
    const member = await createTestApplicant(app)
    const other = await createTestApplicant(app)
    await saveOk(1, STEP1, member)
    await saveOk(2, STEP2, member)
    await saveOk(3, STEP3, member)

    const detail = (await get('/merchant/settlementapply/detail', member)).json().data
    expect(detail).toMatchObject({
      step: 3,
      audit_status: 'pending',
      audit_status_text: '审核中',
      settled_type: 'enterprise',
      settled_type_name: '企业',
      merchant_type_id: 4,
      merchant_type_name: '数码电器',
      merchant_name: '北京优品数码有限公司',
      contact_mobile: '13911112222',
      social_credit_code_id: '91350100M000100Y43',
      legal_cert_id: '11010519491231002X',
      address: '建国路 88 号 SOHO 现代城 A 座 1201',
      bank_code: '102',
      bank_name: '中国工商银行',
      card_id_mask: '6222020012345678901',
    })
    expect((await get('/merchant/settlementapply/step', member)).json().data).toEqual({ step: 3 })
    expect((await get('/merchant/settlementapply/auditstatus', member)).json().data).toEqual({
      audit_status: 'pending',
      audit_status_text: '审核中',
      audit_msg: '',
      step: 3,
    })
    expect((await get('/merchant/settlementapply/detail', other)).json().data).toBeNull()
  })
})
