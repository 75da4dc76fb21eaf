import ExcelJS from 'exceljs'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { GradeView, MemberDetail, MemberRow } from '../../../schemas/api/admin/members.ts'
import { CHINA_UTC_OFFSET_SECONDS } from '../../../schemas/time.ts'
import { spendPoints } from '../../commerce/point/service.ts'
import {
  buildShopTestApp,
  createTestGoods,
  createTestMember,
  createTestOperator,
  memberInject,
  type TestMember,
} from '../../commerce/test-helpers.ts'
import { contentWatch } from '../../lib/content-version.ts'
import { AppError } from '../../lib/errors.ts'

type Who = { headers: Record<string, string> }
type Method = 'GET' | 'POST' | 'PUT'

let app: FastifyInstance
let admin: Who
let stranger: Who
let gold: number

beforeAll(async () => {
  app = await buildShopTestApp()
  admin = await createTestOperator(app)
  stranger = await createTestOperator(app, { companyId: 2 })
  const row = await app.db
    .insertInto('vip_grades')
    .values({
      name: '黄金会员',
      grade_rank: 10,
      discount: 5,
      price: 9900,
      valid_days: 365,
      guide_title: '开通黄金会员',
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  gold = row.id
})
afterAll(async () => {
  await app?.close()
})

const call = (who: Who, method: Method, url: string, payload?: object) =>
  app.inject({ method, url: `/api/admin${url}`, headers: who.headers, ...(payload && { payload }) })

const ok = async <T>(who: Who, method: Method, url: string, payload?: object): Promise<T> => {
  const res = await call(who, method, url, payload)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data as T
}

const lastAudit = async () => (await call(admin, 'GET', '/audit-log')).json().data.list[0]

/** A member registered on a China day ('2026-03-05'), with a nickname and points. */
async function member(options: { nickname?: string; day?: string; points?: number } = {}): Promise<TestMember> {
  const made = await createTestMember(app)
  const created = options.day
    ? Date.parse(`${options.day}T12:00:00Z`) / 1000 - CHINA_UTC_OFFSET_SECONDS
    : Math.floor(Date.now() / 1000)
  await app.db
    .updateTable('members')
    .set({ nickname: options.nickname ?? '', created_at: created })
    .where('id', '=', made.id)
    .execute()
  if (options.points)
    await ok(admin, 'POST', `/members/${made.id}/points`, { amount: options.points, reason: '初始积分' })
  return made
}

const ledgerSum = async (memberId: number) => {
  const rows = await app.db.selectFrom('point_logs').select('delta').where('member_id', '=', memberId).execute()
  return rows.reduce((sum, row) => sum + row.delta, 0)
}
const balanceOf = async (memberId: number) =>
  (
    await app.db
      .selectFrom('member_points')
      .select('balance')
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow()
  ).balance

describe('GET /members', () => {
  it('searches by mobile and nickname, filters by grade, staff, status and China registration days, and pages', async () => {
    const tag = `筛${process.pid}`
    const a = await member({ nickname: `${tag}小明`, day: '2026-03-05' })
    const b = await member({ nickname: `${tag}小红`, day: '2026-03-06' })
    const c = await member({ nickname: `${tag}小刚`, day: '2026-03-08' })
    await app.db.updateTable('members').set({ grade_id: gold, is_staff: 1 }).where('id', '=', b.id).execute()
    await app.db.updateTable('members').set({ status: 'disabled' }).where('id', '=', c.id).execute()
    const ids = async (query: string) =>
      (await ok<{ list: MemberRow[] }>(admin, 'GET', `/members?keywords=${encodeURIComponent(tag)}${query}`)).list.map(
        (row) => row.id,
      )

    expect(await ids('')).toEqual([c.id, b.id, a.id])
    expect(await ids(`&grade_id=${gold}`)).toEqual([b.id])
    expect(await ids('&is_staff=1')).toEqual([b.id])
    expect(await ids('&is_staff=0')).toEqual([c.id, a.id])
    expect(await ids('&status=disabled')).toEqual([c.id])
    expect(await ids('&reg_from=2026-03-06&reg_to=2026-03-06')).toEqual([b.id])
    expect(await ids('&reg_from=2026-03-06')).toEqual([c.id, b.id])
    expect(await ids('&page=2&page_size=2')).toEqual([a.id])
    const byMobile = await ok<{ list: MemberRow[]; total_count: number }>(admin, 'GET', `/members?keywords=${a.mobile}`)
    expect(byMobile.list.map((row) => row.id)).toEqual([a.id])
    expect(byMobile.list[0]).toMatchObject({ grade_name: '普通会员', is_staff: 0, status: 'active', points: 0 })

    const bad = await call(admin, 'GET', '/members?reg_from=2026-02-30')
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toMatchObject({ code: 'MEMBER_DATE_INVALID' })
    expect((await call(admin, 'GET', '/members?reg_from=2026-03-09&reg_to=2026-03-01')).statusCode).toBe(400)
    expect((await ok<{ total_count: number }>(stranger, 'GET', `/members?keywords=${a.mobile}`)).total_count).toBe(0)
  })

  it('is the 会员 area’s: 仓库 gets 403 on every members route, a guest 401', async () => {
    const someone = await member()
    const warehouse = await createTestOperator(app, { role: '仓库' })
    const refused: [Method, string, object?][] = [
      ['GET', '/members'],
      ['GET', '/members/export.xlsx'],
      ['GET', `/members/${someone.id}`],
      ['GET', `/members/${someone.id}/points`],
      ['POST', `/members/${someone.id}/points`, { amount: 10, reason: '补偿' }],
      ['PUT', `/members/${someone.id}/grade`, { grade_id: gold }],
      ['PUT', `/members/${someone.id}/staff`, { is_staff: 1 }],
      ['PUT', `/members/${someone.id}/status`, { status: 'disabled' }],
      ['GET', '/members/grades'],
      ['PUT', `/members/grades/${gold}`, { name: 'x' }],
    ]
    for (const [method, url, body] of refused) {
      const res = await call(warehouse, method, url, body)
      expect(res.statusCode, `${method} ${url}`).toBe(403)
      expect(res.json().code).toBe('ADMIN_FORBIDDEN')
    }
    expect((await call({ headers: {} }, 'GET', '/members')).statusCode).toBe(401)
    const service = await createTestOperator(app, { role: '客服' })
    expect((await call(service, 'GET', '/members')).statusCode).toBe(200)
    expect(await balanceOf(someone.id)).toBe(0)
  })
})

describe('GET /members/:id and its tabs', () => {
  it('shows the profile, grade, points, orders, ledger, coupons, addresses and favourites; 404 for another company', async () => {
    const someone = await member({ nickname: '详情', points: 300 })
    const at = Math.floor(Date.now() / 1000)
    await app.db
      .insertInto('orders')
      .values({
        order_id: `9${Date.now()}${process.pid}`.slice(0, 20),
        member_id: someone.id,
        status: 'PAYED',
        total_fee: 12_800,
        item_fee: 12_800,
        total_num: 2,
        member_coupon_id: null,
        seckill_id: null,
        seckill_ticket: null,
        vip_grade_id: null,
        pay_type: 'deposit',
        paid_at: at,
        ziti_code: null,
        invoice: null,
        idempotency_key: null,
        expires_at: null,
        cancel_reason: null,
        cancelled_at: null,
        delivered_at: null,
        finished_at: null,
      })
      .execute()
    await app.db
      .insertInto('addresses')
      .values({
        member_id: someone.id,
        name: '张三',
        mobile: '13800000000',
        province: '广东省',
        city: '广州市',
        county: '天河区',
        addr: '体育西路1号',
        is_default: 1,
      })
      .execute()
    const goodsId = await createTestGoods(app.db)
    await app.db.insertInto('collect_items').values({ member_id: someone.id, goods_id: goodsId }).execute()

    const detail = await ok<MemberDetail>(admin, 'GET', `/members/${someone.id}`)
    expect(detail).toMatchObject({
      id: someone.id,
      nickname: '详情',
      grade_name: '普通会员',
      points: 300,
      total_earned: 300,
      order_count: 1,
      order_amount: 12_800,
      status: 'active',
    })
    const orders = await ok<{ list: { order_id: string; status_desc: string }[] }>(
      admin,
      'GET',
      `/members/${someone.id}/orders`,
    )
    expect(orders.list[0].status_desc).toBe('待发货')
    const points = await ok<{ list: { delta: number; reason: string }[] }>(
      admin,
      'GET',
      `/members/${someone.id}/points`,
    )
    expect(points.list).toMatchObject([{ delta: 300, reason: '初始积分', balance_after: 300 }])
    expect((await ok<{ total_count: number }>(admin, 'GET', `/members/${someone.id}/coupons`)).total_count).toBe(0)
    expect(await ok(admin, 'GET', `/members/${someone.id}/addresses`)).toMatchObject([
      { name: '张三', region: '广东省 广州市 天河区', addr: '体育西路1号', is_default: 1 },
    ])
    const favorites = await ok<{ list: { goods_id: number }[] }>(admin, 'GET', `/members/${someone.id}/favorites`)
    expect(favorites.list.map((row) => row.goods_id)).toEqual([goodsId])

    for (const url of [`/members/${someone.id}`, `/members/${someone.id}/points`, '/members/99999999']) {
      const res = await call(url.includes('9999') ? admin : stranger, 'GET', url)
      expect(res.statusCode).toBe(404)
      expect(res.json()).toMatchObject({ code: 'MEMBER_NOT_FOUND', message: '会员不存在' })
    }
  })
})

describe('member actions', () => {
  it('changes the grade (audited, no end date) and refuses a missing grade', async () => {
    const someone = await member({ nickname: '升级' })
    await app.db.updateTable('members').set({ grade_expires_at: 1 }).where('id', '=', someone.id).execute()
    const after = await ok<MemberDetail>(admin, 'PUT', `/members/${someone.id}/grade`, { grade_id: gold })
    expect(after).toMatchObject({ grade_id: gold, grade_name: '黄金会员', grade_expires_at: null })
    expect(await lastAudit()).toMatchObject({
      area: 'members',
      action: '修改会员等级',
      target: `升级（${someone.mobile}）`,
      changes: [{ field: '会员等级', before: '普通会员', after: '黄金会员' }],
    })
    const missing = await call(admin, 'PUT', `/members/${someone.id}/grade`, { grade_id: 99999 })
    expect(missing.json()).toMatchObject({ code: 'GRADE_NOT_FOUND' })
    expect((await call(stranger, 'PUT', `/members/${someone.id}/grade`, { grade_id: 1 })).statusCode).toBe(404)
    expect((await ok<MemberDetail>(admin, 'GET', `/members/${someone.id}`)).grade_id).toBe(gold)
  })

  it('adjusts points up and down with a required reason, into the ledger the shopper reads; never below zero', async () => {
    const someone = await member()
    expect(await ok(admin, 'POST', `/members/${someone.id}/points`, { amount: 100, reason: ' 客服补偿 ' })).toEqual({
      balance: 100,
    })
    expect(await lastAudit()).toMatchObject({ action: '增加积分', summary: '+100，原因：客服补偿' })
    expect(await ok(admin, 'POST', `/members/${someone.id}/points`, { amount: -30, reason: '误发扣回' })).toEqual({
      balance: 70,
    })
    expect(await lastAudit()).toMatchObject({
      action: '扣减积分',
      changes: [{ field: '积分', before: 100, after: 70 }],
    })

    const refusals: [object, number, string, Record<string, string> | undefined][] = [
      [{ amount: 10, reason: '  ' }, 400, 'MEMBER_POINTS_INVALID', { reason: '请填写调整原因' }],
      [{ amount: 0, reason: '补偿' }, 400, 'MEMBER_POINTS_INVALID', { amount: '调整数量须为1到1000000之间的整数' }],
      [{ amount: 2_000_000, reason: '补偿' }, 400, 'MEMBER_POINTS_INVALID', undefined],
      [{ amount: -71, reason: '扣减' }, 409, 'MEMBER_POINTS_NOT_ENOUGH', undefined],
      [{ amount: 10 }, 400, 'VALIDATION', undefined],
    ]
    for (const [body, status, code, fields] of refusals) {
      const res = await call(admin, 'POST', `/members/${someone.id}/points`, body)
      expect(res.statusCode, JSON.stringify(body)).toBe(status)
      expect(res.json().code).toBe(code)
      if (fields) expect(res.json().fields).toEqual(fields)
    }
    const short = await call(admin, 'POST', `/members/${someone.id}/points`, { amount: -71, reason: '扣减' })
    expect(short.json().message).toBe('该会员当前只有70积分，不能扣减71积分')
    expect(await balanceOf(someone.id)).toBe(70)
    expect(await ledgerSum(someone.id)).toBe(70)

    const mine = (await memberInject(app, someone, 'GET', '/point/member')).json().data.list
    expect(mine.map((row: { reason: string; point?: number }) => row.reason)).toEqual(['误发扣回', '客服补偿'])
  })

  it('keeps the balance exact when shoppers spend while the operator deducts: never negative, ledger = balance', async () => {
    const someone = await member({ points: 1000 })
    const shopperSpend = () =>
      app.db
        .transaction()
        .execute((trx) => spendPoints(trx, someone.id, 70, '订单抵扣'))
        .then(
          () => 'spent',
          (error: unknown) => {
            if (error instanceof AppError && error.code === 'POINTS_NOT_ENOUGH') return 'short'
            throw error
          },
        )
    const operatorDeduct = () =>
      call(admin, 'POST', `/members/${someone.id}/points`, { amount: -90, reason: '客服扣减' }).then((res) => {
        if (res.statusCode === 200) return 'deducted'
        expect(res.json().code).toBe('MEMBER_POINTS_NOT_ENOUGH')
        return 'refused'
      })
    const outcomes = await Promise.all(
      Array.from({ length: 24 }, (_, n) => (n % 2 === 0 ? shopperSpend() : operatorDeduct())),
    )
    const spent = outcomes.filter((o) => o === 'spent').length * 70
    const deducted = outcomes.filter((o) => o === 'deducted').length * 90
    const balance = await balanceOf(someone.id)
    expect(balance).toBeGreaterThanOrEqual(0)
    expect(balance).toBe(1000 - spent - deducted)
    expect(await ledgerSum(someone.id)).toBe(balance)
    expect(balance).toBeLessThan(90)
    const logs = await app.db
      .selectFrom('point_logs')
      .select('balance_after')
      .where('member_id', '=', someone.id)
      .execute()
    expect(logs.every((row) => row.balance_after >= 0)).toBe(true)
  })

  it('sets and clears the staff flag, which the storefront reads for 内购 prices', async () => {
    const someone = await member({ nickname: '员工' })
    expect((await ok<MemberDetail>(admin, 'PUT', `/members/${someone.id}/staff`, { is_staff: 1 })).is_staff).toBe(1)
    expect(await lastAudit()).toMatchObject({
      action: '设为员工',
      changes: [{ field: '内购员工', before: 0, after: 1 }],
    })
    const info = (await memberInject(app, someone, 'GET', '/member')).json().data
    expect(info.memberInfo.is_staff).toBe('1')
    expect((await ok<MemberDetail>(admin, 'PUT', `/members/${someone.id}/staff`, { is_staff: 0 })).is_staff).toBe(0)
    expect(await lastAudit()).toMatchObject({ action: '取消员工' })
    expect((await call(admin, 'PUT', `/members/${someone.id}/staff`, { is_staff: 2 })).statusCode).toBe(400)
  })

  it('disabling ends the member’s sessions and refuses sign-in in Chinese; enabling restores sign-in', async () => {
    const someone = await member()
    expect((await memberInject(app, someone, 'GET', '/point/member')).statusCode).toBe(200)
    await ok(admin, 'PUT', `/members/${someone.id}/status`, { status: 'disabled' })
    expect(await lastAudit()).toMatchObject({ action: '禁用会员' })
    expect((await memberInject(app, someone, 'GET', '/point/member')).statusCode).toBe(401)
    const signIn = () => memberInject(app, null, 'POST', '/login', { username: someone.mobile, password: 'demo1234' })
    const refused = await signIn()
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toMatchObject({ code: 'ACCOUNT_DISABLED', message: '该账号已被禁用，请联系客服' })
    await ok(admin, 'PUT', `/members/${someone.id}/status`, { status: 'active' })
    expect(await lastAudit()).toMatchObject({ action: '启用会员' })
    expect((await signIn()).statusCode).toBe(200)
  })
})

describe('member grades', () => {
  const body = (extra: object = {}) => ({
    name: '黄金会员',
    discount: 5,
    price: 9900,
    valid_days: 365,
    guide_title: '开通黄金会员',
    description: '',
    background_color: '',
    ...extra,
  })

  it('lists grades by rank and saves one with the shop following at once', async () => {
    const grades = await ok<GradeView[]>(admin, 'GET', '/members/grades')
    expect(grades.map((grade) => grade.name).slice(0, 2)).toEqual(['普通会员', '黄金会员'])
    const version = contentWatch(app.db).version
    const saved = await ok<GradeView>(
      admin,
      'PUT',
      `/members/grades/${gold}`,
      body({ discount: 12, guide_title: ' 开通黄金会员，本单预计可省更多 ', background_color: '#C9A063' }),
    )
    expect(saved).toMatchObject({
      discount: 12,
      guide_title: '开通黄金会员，本单预计可省更多',
      background_color: '#C9A063',
    })
    expect(contentWatch(app.db).version).toBeGreaterThan(version)
    expect(await lastAudit()).toMatchObject({
      action: '修改会员等级',
      target: '黄金会员',
      changes: expect.arrayContaining([{ field: '折扣', before: '9.5折', after: '8.8折' }]),
    })
    const shop = (await app.inject('/api/h5app/wxapp/vipgrades/newlist')).json().data
    expect(JSON.stringify(shop)).toContain('开通黄金会员，本单预计可省更多')
  })

  it('refuses bad fields with messages under each, a taken name and a price on the default grade, writing nothing', async () => {
    const before = await app.db.selectFrom('vip_grades').selectAll().orderBy('id').execute()
    const invalid = await call(
      admin,
      'PUT',
      `/members/grades/${gold}`,
      body({ name: ' ', discount: 100, valid_days: 0, background_color: 'red', guide_title: '长'.repeat(41) }),
    )
    expect(invalid.statusCode).toBe(400)
    expect(invalid.json()).toMatchObject({
      code: 'MEMBER_GRADE_INVALID',
      message: '会员等级信息有5处需要修改',
      fields: {
        name: '请输入等级名称',
        discount: '会员折扣须为0到99之间的整数（5表示9.5折）',
        valid_days: '有效天数须为1到3650之间的整数',
        guide_title: '引导文案不能超过40个字',
        background_color: '背景色须为 #RRGGBB 格式，如 #C9A063',
      },
    })
    const taken = await call(admin, 'PUT', `/members/grades/${gold}`, body({ name: '普通会员' }))
    expect(taken.statusCode).toBe(409)
    expect(taken.json()).toMatchObject({
      code: 'MEMBER_GRADE_NAME_TAKEN',
      fields: { name: '会员等级「普通会员」已存在' },
    })
    const priced = await call(admin, 'PUT', '/members/grades/1', body({ name: '普通会员', price: 100 }))
    expect(priced.json().fields).toEqual({ price: '默认等级是新会员的等级，不能设置购买价格' })
    expect((await call(admin, 'PUT', '/members/grades/99999', body())).statusCode).toBe(404)
    expect(await app.db.selectFrom('vip_grades').selectAll().orderBy('id').execute()).toEqual(before)
  })
})

describe('GET /members/export.xlsx', () => {
  it('streams the filtered members into 会员导出-YYYYMMDD-HHmm.xlsx', async () => {
    const tag = `导${process.pid}`
    const a = await member({ nickname: `${tag}甲`, points: 50 })
    const b = await member({ nickname: `${tag}乙` })
    await app.db.updateTable('members').set({ is_staff: 1, grade_id: gold }).where('id', '=', b.id).execute()
    const res = await call(admin, 'GET', `/members/export.xlsx?keywords=${encodeURIComponent(tag)}`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('spreadsheetml')
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toMatch(/会员导出-\d{8}-\d{4}\.xlsx/)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
    const sheet = workbook.getWorksheet('会员')
    const rows = (sheet?.getSheetValues() ?? []).slice(1).map((row) => (row as unknown[]).slice(1))
    expect(rows[0].slice(0, 3)).toEqual(['会员ID', '手机号', '昵称'])
    expect(rows.slice(1).map((row) => [row[0], row[1], row[2], row[6], row[7], row[8], row[9]])).toEqual([
      [a.id, a.mobile, `${tag}甲`, '普通会员', '否', '正常', 50],
      [b.id, b.mobile, `${tag}乙`, '黄金会员', '是', '正常', 0],
    ])
    expect(await lastAudit()).toMatchObject({ action: '导出会员' })
    const staffOnly = await call(admin, 'GET', `/members/export.xlsx?keywords=${encodeURIComponent(tag)}&is_staff=1`)
    const only = new ExcelJS.Workbook()
    await only.xlsx.load(staffOnly.rawPayload as unknown as ArrayBuffer)
    expect(only.getWorksheet('会员')?.rowCount).toBe(2)
    expect((await call(admin, 'GET', '/members/export.xlsx?reg_to=2026-13-01')).json().code).toBe('MEMBER_DATE_INVALID')
  })
})
