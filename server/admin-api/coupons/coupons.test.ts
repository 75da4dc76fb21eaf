import ExcelJS from 'exceljs'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { CouponDetail, CouponSaveBody, CouponView } from '../../../schemas/api/admin/coupons.ts'
import { chinaDate } from '../../../schemas/coupon-rules.ts'
import { now } from '../../../schemas/time.ts'
import { createTestCoupon } from '../../commerce/coupon/test-fixtures.ts'
import { createTestGoods, createTestMember, createTestOperator, type TestMember } from '../../commerce/test-helpers.ts'
import { contentWatch } from '../../lib/content-version.ts'
import { buildTestApp } from '../../testing.ts'

type Who = { headers: Record<string, string> }
type Method = 'GET' | 'POST' | 'PUT'

const DAY = 86_400

let app: FastifyInstance
let admin: Who
let stranger: Who
let members: TestMember[]

beforeAll(async () => {
  app = await buildTestApp()
  admin = await createTestOperator(app)
  stranger = await createTestOperator(app, { companyId: 2 })
  members = []
  for (let n = 0; n < 8; n++) members.push(await createTestMember(app))
})
afterAll(async () => {
  await app?.close()
})
beforeEach(async () => {
  await app.db.deleteFrom('member_coupons').execute()
  await app.db.deleteFrom('coupons').execute()
})

const call = (who: Who, method: Method, url: string, payload?: object) =>
  app.inject({ method, url: `/api/admin${url}`, headers: who.headers, ...(payload && { payload }) })

const today = () => chinaDate(now())
const inDays = (days: number) => chinaDate(now() + days * DAY)

function body(extra: Partial<CouponSaveBody> = {}): CouponSaveBody {
  return {
    card_type: 'cash',
    title: '满100减10',
    reduce_cost: 1000,
    least_cost: 10000,
    date_type: 'fixed',
    begin_date: today(),
    end_date: inDays(30),
    quantity: 100,
    get_limit: 1,
    use_scope: 'all',
    ...extra,
  }
}

async function create(extra: Partial<CouponSaveBody> = {}, who: Who = admin): Promise<CouponDetail> {
  const res = await call(who, 'POST', '/coupons', body(extra))
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data
}

const list = async (query = '', who: Who = admin) =>
  (await call(who, 'GET', `/coupons${query}`)).json().data as { list: CouponView[]; total_count: number }
const lastAudit = async () => (await call(admin, 'GET', '/audit-log')).json().data.list[0]
const receive = (member: TestMember, cardId: number) =>
  app.inject({ method: 'GET', url: `/api/h5app/wxapp/user/receiveCard?card_id=${cardId}`, headers: member.headers })
const couponRow = (id: number) =>
  app.db.selectFrom('coupons').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

describe('POST /coupons', () => {
  it('creates a coupon of the company that the storefront offers at once, audited', async () => {
    const version = contentWatch(app.db).version
    const coupon = await create({ description: '全场可用', notice: '不与其他优惠同享' })
    expect(coupon).toMatchObject({
      card_type: 'cash',
      title: '满100减10',
      reduce_cost: 1000,
      least_cost: 10000,
      quantity: 100,
      get_num: 0,
      used_num: 0,
      state: 'receiving',
      begin_date: today(),
      end_date: inDays(30),
      scope_items: [],
    })
    expect((await couponRow(coupon.id)).company_id).toBe(1)
    expect(contentWatch(app.db).version).toBeGreaterThan(version)
    expect(await lastAudit()).toMatchObject({ action: '新增优惠券', target: '满100减10' })
    const shop = await app.inject({ method: 'GET', url: '/api/h5app/wxapp/getCardList' })
    expect(shop.json().data.list.map((card: { card_id: number }) => card.card_id)).toContain(coupon.id)
  })

  it('stores a discount as percent off, a gift text, relative validity and a goods scope with names', async () => {
    const discount = await create({ card_type: 'discount', discount: 12, reduce_cost: undefined, title: '8.8折' })
    expect(discount).toMatchObject({ discount: 12, reduce_cost: 0 })
    const gift = await create({ card_type: 'gift', gift: '精美水杯', title: '兑换券', least_cost: 0 })
    expect(gift).toMatchObject({ gift: '精美水杯', reduce_cost: 0 })
    const goodsId = await createTestGoods(app.db)
    const relative = await create({
      date_type: 'relative',
      fixed_term: 7,
      use_scope: 'goods',
      use_scope_ids: [goodsId],
    })
    expect(relative).toMatchObject({ date_type: 'relative', fixed_term: 7, use_scope_ids: [goodsId] })
    expect(relative.scope_items).toEqual([{ id: goodsId, name: expect.any(String) }])
  })

  it('refuses bad input with Chinese messages per field and writes nothing', async () => {
    const res = await call(admin, 'POST', '/coupons', {
      ...body({
        title: ' ',
        reduce_cost: 20000,
        quantity: 0,
        get_limit: 0,
        end_date: inDays(-1),
        begin_date: inDays(-3),
      }),
      use_scope: 'category',
      use_scope_ids: [],
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      code: 'COUPON_INVALID',
      fields: {
        title: '请输入优惠券标题',
        reduce_cost: '减免金额须小于使用门槛',
        quantity: '发放总量须为1到10000000的整数',
        get_limit: '每人限领须为1到100的整数',
        end_date: '结束日期不能早于今天',
        use_scope_ids: '请选择适用分类',
      },
    })
    const otherGoods = await createTestGoods(app.db)
    await app.db.updateTable('goods').set({ company_id: 2 }).where('id', '=', otherGoods).execute()
    const foreign = await call(admin, 'POST', '/coupons', body({ use_scope: 'goods', use_scope_ids: [otherGoods] }))
    expect(foreign.json().fields).toEqual({ use_scope_ids: '部分商品不存在或已删除，请重新选择' })
    const malformed = await call(admin, 'POST', '/coupons', { ...body(), card_type: 'voucher' })
    expect(malformed.statusCode).toBe(400)
    expect(await app.db.selectFrom('coupons').select('id').execute()).toEqual([])
  })
})

describe('GET /coupons', () => {
  it('lists the company’s coupons filtered by title, type and state, paged, with used counts', async () => {
    const at = now()
    const running = await create({ title: '新人满100减10' })
    await create({ title: '会员折扣', card_type: 'discount', discount: 20 })
    const upcoming = await createTestCoupon(app.db, {
      title: '双十二券',
      begin_time: at + 5 * DAY,
      end_time: at + 9 * DAY,
    })
    const ended = await createTestCoupon(app.db, { title: '旧券', begin_time: at - 9 * DAY, end_time: at - DAY })
    const stopped = await createTestCoupon(app.db, { title: '停发券', status: 'disabled' })
    await create({ title: '他家券' }, stranger)
    await receive(members[0], running.id)
    await app.db.updateTable('member_coupons').set({ status: 'used', order_id: 'T1', used_at: at }).execute()

    const all = await list()
    expect(all.total_count).toBe(5)
    expect(all.list.find((coupon) => coupon.id === running.id)).toMatchObject({ get_num: 1, used_num: 1 })
    expect((await list('?keywords=满100')).list.map((coupon) => coupon.id)).toEqual([running.id])
    expect((await list('?card_type=discount')).list.map((coupon) => coupon.title)).toEqual(['会员折扣'])
    expect((await list('?state=upcoming')).list.map((coupon) => coupon.id)).toEqual([upcoming])
    expect((await list('?state=ended')).list.map((coupon) => coupon.id)).toEqual([ended])
    expect((await list('?state=stopped')).list.map((coupon) => [coupon.id, coupon.state])).toEqual([
      [stopped, 'stopped'],
    ])
    expect((await list('?state=receiving')).total_count).toBe(2)
    expect(await list('?page=2&page_size=2')).toMatchObject({ total_count: 5, list: [{}, {}] })
    expect((await list('', stranger)).list.map((coupon) => coupon.title)).toEqual(['他家券'])
    expect((await call(stranger, 'GET', `/coupons/${running.id}`)).statusCode).toBe(404)
  })
})

describe('PUT /coupons/:id', () => {
  it('edits a coupon, audited with the changed fields', async () => {
    const coupon = await create()
    const res = await call(admin, 'PUT', `/coupons/${coupon.id}`, body({ title: '满100减15', reduce_cost: 1500 }))
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toMatchObject({ title: '满100减15', reduce_cost: 1500 })
    const audit = await lastAudit()
    expect(audit).toMatchObject({ action: '修改优惠券', target: '满100减15' })
    expect(audit.changes).toEqual(expect.arrayContaining([{ field: '标题', before: '满100减10', after: '满100减15' }]))
  })

  it('never lowers quantity below the copies claimed, and keeps the terms of claimed coupons', async () => {
    const coupon = await create({ quantity: 10, get_limit: 1 })
    for (const member of members.slice(0, 3)) expect((await receive(member, coupon.id)).statusCode).toBe(200)
    const below = await call(admin, 'PUT', `/coupons/${coupon.id}`, body({ quantity: 2 }))
    expect(below.statusCode).toBe(400)
    expect(below.json().fields).toEqual({ quantity: '发放总量不能少于已领取的3张' })
    const locked = await call(admin, 'PUT', `/coupons/${coupon.id}`, body({ quantity: 3, reduce_cost: 2000 }))
    expect(locked.statusCode).toBe(409)
    expect(locked.json().code).toBe('COUPON_TERMS_LOCKED')
    const fits = await call(admin, 'PUT', `/coupons/${coupon.id}`, body({ quantity: 3, title: '限量券' }))
    expect(fits.statusCode, fits.body).toBe(200)
    expect(await couponRow(coupon.id)).toMatchObject({ quantity: 3, get_num: 3, reduce_cost: 1000, title: '限量券' })
    expect((await receive(members[4], coupon.id)).json().code).toBe('COUPON_SOLD_OUT')
  })

  it('races shopper claims against an operator lowering quantity: get_num never passes quantity', async () => {
    const coupon = await create({ quantity: 8, get_limit: 1 })
    const claims = members.map((member) => receive(member, coupon.id))
    const edits = [5, 3, 4].map((quantity) => call(admin, 'PUT', `/coupons/${coupon.id}`, body({ quantity })))
    const [claimed, edited] = await Promise.all([Promise.all(claims), Promise.all(edits)])
    for (const res of [...claimed, ...edited]) expect(res.statusCode, res.body).toBeLessThan(500)
    const row = await couponRow(coupon.id)
    const copies = await app.db.selectFrom('member_coupons').select('id').where('card_id', '=', coupon.id).execute()
    expect(row.get_num).toBeLessThanOrEqual(row.quantity)
    expect(copies.length).toBe(row.get_num)
    expect(claimed.filter((res) => res.statusCode === 200).length).toBe(row.get_num)
    for (const res of edited)
      if (res.statusCode !== 200) expect(['COUPON_INVALID', 'COUPON_QUANTITY_BELOW_CLAIMED']).toContain(res.json().code)
  })
})

describe('POST /coupons/:id/stop', () => {
  it('stops issuing: the storefront no longer offers it and claims are refused', async () => {
    const coupon = await create()
    const res = await call(admin, 'POST', `/coupons/${coupon.id}/stop`)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data.state).toBe('stopped')
    expect(await lastAudit()).toMatchObject({ action: '停止发放优惠券', target: coupon.title })
    const shop = await app.inject({ method: 'GET', url: '/api/h5app/wxapp/getCardList' })
    expect(shop.json().data.list.map((card: { card_id: number }) => card.card_id)).not.toContain(coupon.id)
    expect((await receive(members[0], coupon.id)).statusCode).toBe(404)
    expect((await call(admin, 'POST', `/coupons/${coupon.id}/stop`)).json().code).toBe('COUPON_STOPPED')
  })
})

describe('POST /coupons/:id/grant', () => {
  it('finds members by mobile and gives each one a copy, saying who did not get it and why', async () => {
    const found = await call(admin, 'GET', `/coupons/member-search?mobile=${members[0].mobile.slice(0, 7)}`)
    expect(found.statusCode).toBe(200)
    expect(found.json().data.map((member: { id: number }) => member.id)).toContain(members[0].id)
    expect((await call(admin, 'GET', '/coupons/member-search?mobile=1a')).json().code).toBe('MOBILE_INVALID')

    const coupon = await create({ quantity: 2, get_limit: 1 })
    await receive(members[0], coupon.id)
    const ids = [members[0].id, members[1].id, members[2].id, 999_999]
    const res = await call(admin, 'POST', `/coupons/${coupon.id}/grant`, { member_ids: ids })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toEqual({
      granted: 1,
      results: [
        expect.objectContaining({ member_id: members[0].id, ok: false, reason: '已达每人限领张数' }),
        expect.objectContaining({ member_id: members[1].id, ok: true, reason: '', mobile: members[1].mobile }),
        expect.objectContaining({ member_id: members[2].id, ok: false, reason: '优惠券已领完' }),
        { member_id: 999_999, mobile: '', nickname: '', ok: false, reason: '会员不存在' },
      ],
    })
    expect((await couponRow(coupon.id)).get_num).toBe(2)
    expect(await lastAudit()).toMatchObject({ action: '发放优惠券给会员', target: coupon.title })

    await call(admin, 'POST', `/coupons/${coupon.id}/stop`)
    const stopped = await call(admin, 'POST', `/coupons/${coupon.id}/grant`, { member_ids: [members[3].id] })
    expect(stopped.json()).toMatchObject({ code: 'COUPON_STOPPED', message: '优惠券已停止发放' })
  })
})

describe('GET /coupons/:id/claims.xlsx', () => {
  it('exports one row per claimed copy', async () => {
    const coupon = await create({ quantity: 5 })
    await receive(members[0], coupon.id)
    await receive(members[1], coupon.id)
    await app.db
      .updateTable('member_coupons')
      .set({ status: 'used', order_id: 'ORDER123', used_at: now() })
      .where('member_id', '=', members[1].id)
      .execute()
    const res = await call(admin, 'GET', `/coupons/${coupon.id}/claims.xlsx`)
    expect(res.statusCode).toBe(200)
    expect(String(res.headers['content-disposition'])).toMatch(
      new RegExp(`^attachment; filename="coupon-claims-${coupon.id}-\\d{8}\\.xlsx"; filename\\*=UTF-8''`),
    )
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain(`优惠券领取记录-${coupon.id}-`)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(res.rawPayload as never)
    const sheet = workbook.worksheets[0]
    const rows = sheet.getSheetValues().slice(1) as unknown[][]
    expect(rows[0].slice(1)).toEqual(['会员手机号', '昵称', '领取时间', '状态', '使用订单', '使用时间'])
    expect(rows.length).toBe(3)
    expect(rows[1][1]).toBe(members[0].mobile)
    expect(rows[1][4]).toBe('未使用')
    expect(rows[2].slice(4, 6)).toEqual(['已使用', 'ORDER123'])
    expect((await call(stranger, 'GET', `/coupons/${coupon.id}/claims.xlsx`)).statusCode).toBe(404)
  })
})

describe('permissions', () => {
  it('refuses operators without the 营销 area', async () => {
    const service = await createTestOperator(app, { role: '客服' })
    const coupon = await create()
    for (const [method, url, payload] of [
      ['GET', '/coupons'],
      ['GET', `/coupons/${coupon.id}`],
      ['POST', '/coupons', body()],
      ['PUT', `/coupons/${coupon.id}`, body()],
      ['POST', `/coupons/${coupon.id}/stop`],
      ['POST', `/coupons/${coupon.id}/grant`, { member_ids: [members[0].id] }],
      ['GET', '/coupons/member-search?mobile=139'],
      ['GET', `/coupons/${coupon.id}/claims.xlsx`],
    ] as [Method, string, object?][]) {
      expect((await call(service, method, url, payload)).statusCode, `${method} ${url}`).toBe(403)
    }
    expect((await app.inject({ method: 'GET', url: '/api/admin/coupons' })).statusCode).toBe(401)
  })
})
