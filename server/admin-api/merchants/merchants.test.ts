import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestGoods, createTestOperator } from '../../commerce/test-helpers.ts'
import { createTestMerchant } from '../../commerce/auth/test-fixtures.ts'
import { createTestApplicant, STEP1, STEP2, STEP3, type TestApplicant } from '../../commerce/merchant/test-fixtures.ts'
import { contentWatch } from '../../lib/content-version.ts'
import { verifyPassword } from '../../lib/password.ts'
import { buildTestApp } from '../../testing.ts'
import type { ShopSaveBody } from '../../../schemas/api/admin/merchants.ts'

const SHOPPER = '/api/h5app/wxapp'
type Who = { headers: Record<string, string> }
type Method = 'GET' | 'POST' | 'PUT'

let app: FastifyInstance
let admin: Who
let stranger: Who
let support: Who

beforeAll(async () => {
  app = await buildTestApp()
  admin = await createTestOperator(app)
  stranger = await createTestOperator(app, { companyId: 2 })
  support = await createTestOperator(app, { role: '客服' })
  await app.db
    .insertInto('regions')
    .values([
      { id: '310000', parent_id: null, label: '上海市', level: 1 },
      { id: '310100', parent_id: '310000', label: '上海市', level: 2 },
      { id: '310104', parent_id: '310100', label: '徐汇区', level: 3 },
      { id: '310115', parent_id: '310100', label: '浦东新区', level: 3 },
    ])
    .execute()
})
afterAll(async () => {
  await app?.close()
})

const call = (who: Who, method: Method, url: string, payload?: object) =>
  app.inject({ method, url: `/api/admin${url}`, headers: who.headers, ...(payload && { payload }) })
const lastAudit = async () => (await call(admin, 'GET', '/audit-log')).json().data.list[0]

let mobileSequence = 0

/** A signed-up merchant whose application went through all three steps. */
async function submitted(name = STEP1.merchant_name): Promise<{ member: TestApplicant; id: number }> {
  const member = await createTestApplicant(app)
  const mobile = `1360000${String(++mobileSequence).padStart(4, '0')}`
  for (const [step, fields] of [
    [1, { ...STEP1, merchant_name: name, contact_mobile: mobile }],
    [2, STEP2],
    [3, STEP3],
  ] as const) {
    const res = await app.inject({
      method: 'POST',
      url: `${SHOPPER}/merchant/settlementapply/${step}`,
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
  return { member, id: row.id }
}

const reviewOf = async (member: TestApplicant) =>
  (await app.inject({ url: `${SHOPPER}/merchant/settlementapply/auditstatus`, headers: member.headers })).json().data

describe('入驻申请', () => {
  beforeEach(async () => {
    await app.db.deleteFrom('merchant_applications').execute()
  })

  it('lists the queue by status with counts and search, and shows every submitted field', async () => {
    const first = await submitted('上海优选商贸有限公司')
    await submitted('北京优品数码有限公司')
    const editing = await createTestApplicant(app)
    await app.inject({
      method: 'POST',
      url: `${SHOPPER}/merchant/settlementapply/1`,
      headers: editing.headers,
      payload: { ...STEP1, contact_mobile: '13600009999' },
    })

    const pending = (await call(admin, 'GET', '/merchants/applications')).json().data
    expect(pending.status_counts).toEqual({ pending: 2, approved: 0, rejected: 0 })
    expect(pending.list.map((row: { merchant_name: string }) => row.merchant_name)).toEqual([
      '上海优选商贸有限公司',
      '北京优品数码有限公司',
    ])
    const found = (await call(admin, 'GET', `/merchants/applications?keywords=${encodeURIComponent('优选')}`)).json()
      .data
    expect(found.total_count).toBe(1)
    expect(found.status_counts.pending).toBe(1)

    const detail = (await call(admin, 'GET', `/merchants/applications/${first.id}`)).json().data
    expect(detail).toMatchObject({
      status: 'pending',
      merchant_name: '上海优选商贸有限公司',
      settled_type_name: '企业',
      legal_name: STEP2.legal_name,
      license_url: STEP2.license_url,
      id_card_front_url: STEP2.id_card_front_url,
      id_card_back_url: STEP2.id_card_back_url,
      bank_name: '中国工商银行',
      card_id_mask: STEP3.card_id_mask.replaceAll(' ', ''),
    })
    const editingRow = await app.db
      .selectFrom('merchant_applications')
      .select('id')
      .where('merchant_id', '=', editing.id)
      .executeTakeFirstOrThrow()
    expect((await call(admin, 'GET', `/merchants/applications/${editingRow.id}`)).statusCode).toBe(404)
  })

  it('approves once (a second decision answers 409); the merchant sees 审核通过; audited', async () => {
    const { member, id } = await submitted()
    const res = await call(admin, 'POST', `/merchants/applications/${id}/audit`, { decision: 'approved' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toMatchObject({ id, status: 'approved', account: null })
    expect(await reviewOf(member)).toMatchObject({ audit_status: 'approved', audit_status_text: '审核通过' })
    expect(await lastAudit()).toMatchObject({ action: '通过入驻申请', target: STEP1.merchant_name })

    const again = await call(admin, 'POST', `/merchants/applications/${id}/audit`, {
      decision: 'rejected',
      reason: '资料不全',
    })
    expect(again.statusCode).toBe(409)
    expect(again.json().code).toBe('SETTLEMENT_NOT_PENDING')
    expect((await call(admin, 'GET', '/merchants/applications?status=approved')).json().data.total_count).toBe(1)
  })

  it('rejects only with a reason, which the merchant reads', async () => {
    const { member, id } = await submitted()
    const blank = await call(admin, 'POST', `/merchants/applications/${id}/audit`, {
      decision: 'rejected',
      reason: ' ',
    })
    expect(blank.statusCode).toBe(400)
    expect(blank.json()).toMatchObject({ code: 'SETTLEMENT_REASON_REQUIRED', message: '请填写驳回原因' })
    expect(await reviewOf(member)).toMatchObject({ audit_status: 'pending' })

    const res = await call(admin, 'POST', `/merchants/applications/${id}/audit`, {
      decision: 'rejected',
      reason: '营业执照不清晰',
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(await reviewOf(member)).toMatchObject({
      audit_status: 'rejected',
      audit_status_text: '审核驳回',
      audit_msg: '营业执照不清晰',
    })
    expect(await lastAudit()).toMatchObject({ action: '驳回入驻申请', summary: '营业执照不清晰' })
  })

  it('decides exactly once when two operators decide at the same time', async () => {
    const { id } = await submitted()
    const answers = await Promise.all([
      call(admin, 'POST', `/merchants/applications/${id}/audit`, { decision: 'approved' }),
      call(admin, 'POST', `/merchants/applications/${id}/audit`, { decision: 'rejected', reason: '重复' }),
    ])
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409])
  })

  it('answers 404 for a missing application', async () => {
    expect((await call(admin, 'GET', '/merchants/applications/999999')).statusCode).toBe(404)
    const res = await call(admin, 'POST', '/merchants/applications/999999/audit', { decision: 'approved' })
    expect(res.statusCode).toBe(404)
  })
})

describe('商户账号', () => {
  const login = (username: string, password: string) =>
    app.inject({ method: 'POST', url: `${SHOPPER}/merchant/login`, payload: { username, password } })
  const live = (headers: Record<string, string>) =>
    app.inject({ url: `${SHOPPER}/merchant/settlementapply/step`, headers })

  it('lists accounts, searched and filtered by status', async () => {
    const account = await createTestMerchant(app.db, { username: 'acct_list_a' })
    await createTestMerchant(app.db, { username: 'acct_list_b', status: 'disabled' })
    const found = (await call(admin, 'GET', '/merchants/accounts?keywords=acct_list')).json().data
    expect(found.total_count).toBe(2)
    const disabled = (await call(admin, 'GET', '/merchants/accounts?keywords=acct_list&status=disabled')).json().data
    expect(disabled.list.map((row: { username: string }) => row.username)).toEqual(['acct_list_b'])
    const byMobile = (await call(admin, 'GET', `/merchants/accounts?keywords=${account.mobile}`)).json().data
    expect(byMobile.list[0]).toMatchObject({ id: account.id, status: 'active', application_status: 'none' })
  })

  it('disables a merchant (no sign-in, sessions end) and enables it again; audited', async () => {
    const applicant = await createTestApplicant(app)
    const account = await app.db
      .selectFrom('merchant_accounts')
      .select('username')
      .where('id', '=', applicant.id)
      .executeTakeFirstOrThrow()
    expect((await live(applicant.headers)).statusCode).toBe(200)

    const off = await call(admin, 'PUT', `/merchants/accounts/${applicant.id}/status`, { status: 'disabled' })
    expect(off.statusCode, off.body).toBe(200)
    expect(off.json().data.status).toBe('disabled')
    expect((await live(applicant.headers)).statusCode).toBe(401)
    expect((await lastAudit()).action).toBe('禁用商户账号')

    await call(admin, 'POST', `/merchants/accounts/${applicant.id}/password`, { password: 'newpass123' })
    const refused = await login(account.username, 'newpass123')
    expect(refused.json().code).toBe('MERCHANT_DISABLED')
    const on = await call(admin, 'PUT', `/merchants/accounts/${applicant.id}/status`, { status: 'active' })
    expect(on.statusCode).toBe(200)
    expect((await login(account.username, 'newpass123')).statusCode).toBe(200)
    expect((await lastAudit()).action).toBe('启用商户账号')
  })

  it('resets the password: a generated one shown once, or a typed one meeting the rule', async () => {
    const account = await createTestMerchant(app.db)
    const session = await login(account.username, account.password)
    const headers = { authorization: `Bearer ${session.json().data.token}` }
    expect((await live(headers)).statusCode).toBe(200)

    const weak = await call(admin, 'POST', `/merchants/accounts/${account.id}/password`, { password: 'abc' })
    expect(weak.statusCode).toBe(400)
    expect(weak.json().message).toMatch(/密码/)
    expect((await login(account.username, account.password)).statusCode).toBe(200)

    const generated = await call(admin, 'POST', `/merchants/accounts/${account.id}/password`, {})
    expect(generated.statusCode, generated.body).toBe(200)
    const password = generated.json().data.generated_password as string
    expect(password).toMatch(/^[A-Za-z0-9]{12}$/)
    const row = await app.db
      .selectFrom('merchant_accounts')
      .select('password_hash')
      .where('id', '=', account.id)
      .executeTakeFirstOrThrow()
    expect(row.password_hash).not.toContain(password)
    expect(await verifyPassword(password, row.password_hash)).toBe(true)
    expect((await live(headers)).statusCode).toBe(401)
    expect(await lastAudit()).toMatchObject({ action: '重置商户密码', target: account.username })

    const typed = await call(admin, 'POST', `/merchants/accounts/${account.id}/password`, { password: 'typed12345' })
    expect(typed.json().data.generated_password).toBeNull()
    expect((await login(account.username, 'typed12345')).statusCode).toBe(200)
  })

  it('answers 404 for a missing account', async () => {
    const res = await call(admin, 'PUT', '/merchants/accounts/999999/status', { status: 'disabled' })
    expect(res.statusCode).toBe(404)
    expect(res.json().message).toBe('商户账号不存在')
  })
})

describe('门店', () => {
  let tagIds: number[] = []

  beforeAll(async () => {
    await app.db.deleteFrom('shop_tags').execute()
    const rows = await app.db
      .insertInto('shop_tags')
      .values(['旗舰店', '新店', '24小时', '可停车', '宠物友好', '亲子'].map((tag_name, sort) => ({ tag_name, sort })))
      .returning('id')
      .execute()
    tagIds = rows.map((row) => row.id)
  })

  const body = (extra: Partial<ShopSaveBody> = {}): ShopSaveBody => ({
    name: '徐汇旗舰店',
    logo: '/uploads/shop/logo.png',
    banner: '',
    top_image: '',
    description: '',
    province: '上海市',
    city: '上海市',
    area: '徐汇区',
    address: '漕溪北路 88 号',
    lat: 31.19,
    lng: 121.44,
    hours: '10:00-22:00',
    phone: '021-64000000',
    status: 'active',
    is_ziti: true,
    sort: 5,
    tag_ids: [],
    goods_ids: [],
    ...extra,
  })

  it('creates and edits a shop with tags and goods; the storefront hears of it; audited', async () => {
    const [goodsA, goodsB] = [await createTestGoods(app.db), await createTestGoods(app.db)]
    const before = contentWatch(app.db).version
    const created = await call(admin, 'POST', '/shops', body({ tag_ids: [tagIds[1], tagIds[0]], goods_ids: [goodsA] }))
    expect(created.statusCode, created.body).toBe(200)
    const shop = created.json().data
    expect(shop).toMatchObject({ name: '徐汇旗舰店', is_ziti: true, goods_ids: [goodsA], lat: 31.19 })
    expect(shop.tag_ids.sort()).toEqual([tagIds[0], tagIds[1]].sort())
    expect(contentWatch(app.db).version).toBeGreaterThan(before)
    expect(await lastAudit()).toMatchObject({ area: 'merchants', action: '新增门店', target: '徐汇旗舰店' })

    const saved = await call(
      admin,
      'PUT',
      `/shops/${shop.id}`,
      body({ name: '徐汇店', status: 'closed', area: '浦东新区', goods_ids: [goodsB], tag_ids: [tagIds[2]] }),
    )
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().data).toMatchObject({
      name: '徐汇店',
      status: 'closed',
      goods_ids: [goodsB],
      tag_ids: [tagIds[2]],
    })
    const owners = await app.db
      .selectFrom('goods')
      .select(['id', 'distributor_id'])
      .where('id', 'in', [goodsA, goodsB])
      .orderBy('id')
      .execute()
    expect(owners).toEqual([
      { id: goodsA, distributor_id: 0 },
      { id: goodsB, distributor_id: shop.id },
    ])
    const entry = await lastAudit()
    expect(entry.action).toBe('修改门店')
    expect(entry.changes.map((change: { field: string }) => change.field)).toEqual(
      expect.arrayContaining(['名称', '营业状态', '区县', '标签', '门店商品']),
    )

    const list = (await call(admin, 'GET', '/shops?status=closed&keywords=徐汇')).json().data
    expect(list.list.find((row: { id: number }) => row.id === shop.id)).toMatchObject({
      status: 'closed',
      goods_count: 1,
      tags: [{ tag_name: '24小时' }],
    })
    const byTag = (await call(admin, 'GET', `/shops?tag_id=${tagIds[2]}&city=${encodeURIComponent('上海市')}`)).json()
      .data
    expect(byTag.list.map((row: { id: number }) => row.id)).toContain(shop.id)
    const options = (await call(admin, 'GET', '/shops/options')).json().data
    expect(options.cities).toContain('上海市')
    expect(options.tags).toHaveLength(6)
  })

  it('refuses bad input field by field in Chinese and writes nothing', async () => {
    const count = async () =>
      Number(
        (
          await app.db
            .selectFrom('distributors')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      )
    const was = await count()
    const res = await call(
      admin,
      'POST',
      '/shops',
      body({
        name: ' ',
        lat: 91,
        lng: 200,
        phone: 'abc',
        logo: 'javascript:alert(1)',
        tag_ids: tagIds,
        goods_ids: [999_999],
      }),
    )
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      code: 'SHOP_INVALID',
      fields: {
        name: '请输入门店名称',
        lat: '纬度须在-90到90之间',
        lng: '经度须在-180到180之间',
        phone: expect.stringContaining('联系电话'),
        logo: expect.stringContaining('图片地址无效'),
        tag_ids: '门店标签最多5个',
        goods_ids: '有商品不存在或已删除，请重新选择',
      },
    })
    const region = await call(admin, 'POST', '/shops', body({ city: '杭州市', lat: 31, lng: null }))
    expect(region.json().fields).toEqual({ region: '所选地区不存在，请重新选择', lng: '经纬度需同时填写' })
    const noCounty = await call(admin, 'POST', '/shops', body({ area: '' }))
    expect(noCounty.json().fields).toEqual({ region: '请选择区县' })
    const badTag = await call(admin, 'POST', '/shops', body({ tag_ids: [999_999] }))
    expect(badTag.json().fields).toEqual({ tag_ids: '所选标签不存在，请刷新后重试' })
    const theirGoods = await createTestGoods(app.db)
    await app.db.updateTable('goods').set({ company_id: 2 }).where('id', '=', theirGoods).execute()
    const otherGoods = await call(admin, 'POST', '/shops', body({ goods_ids: [theirGoods] }))
    expect(otherGoods.json().fields).toEqual({ goods_ids: '有商品不存在或已删除，请重新选择' })
    const noPlace = await call(admin, 'POST', '/shops', body({ name: '无坐标门店', lat: null, lng: null }))
    expect(noPlace.json().data).toMatchObject({ lat: null, lng: null })
    await app.db.deleteFrom('distributors').where('name', '=', '无坐标门店').execute()
    const typeError = await call(admin, 'POST', '/shops', { ...body(), lat: 'north' })
    expect(typeError.statusCode).toBe(400)
    expect(await count()).toBe(was)
  })

  it('keeps shops to their company', async () => {
    const shop = (await call(admin, 'POST', '/shops', body({ name: '本公司门店' }))).json().data
    expect((await call(stranger, 'GET', `/shops/${shop.id}`)).statusCode).toBe(404)
    expect((await call(stranger, 'PUT', `/shops/${shop.id}`, body())).statusCode).toBe(404)
    const theirs = (await call(stranger, 'GET', '/shops')).json().data
    expect(theirs.list.map((row: { id: number }) => row.id)).not.toContain(shop.id)
  })
})

describe('permissions', () => {
  it('every route needs the 商户与门店 area', async () => {
    const anonymous = { headers: {} }
    for (const [method, url] of [
      ['GET', '/merchants/applications'],
      ['GET', '/merchants/applications/1'],
      ['POST', '/merchants/applications/1/audit'],
      ['GET', '/merchants/accounts'],
      ['PUT', '/merchants/accounts/1/status'],
      ['POST', '/merchants/accounts/1/password'],
      ['GET', '/shops'],
      ['GET', '/shops/options'],
      ['GET', '/shops/1'],
      ['POST', '/shops'],
      ['PUT', '/shops/1'],
    ] as const) {
      expect((await call(support, method, url, method === 'GET' ? undefined : {})).statusCode, url).toBe(403)
      expect((await call(anonymous, method, url, method === 'GET' ? undefined : {})).statusCode, url).toBe(401)
    }
  })
})
