import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../testing.ts'
import { createTestMember, type TestMember } from '../test-helpers.ts'
import { applyPaidVipOrder } from './service.ts'
import { now } from '../../../schemas/time.ts'

const DAY = 24 * 3600
const BASE = '/api/h5app/wxapp'

let app: FastifyInstance
const grade = { normal: 0, gold: 0, diamond: 0 }

beforeAll(async () => {
  app = await buildTestApp()
  const insert = async (values: {
    name: string
    grade_rank: number
    discount: number
    price: number
    is_default: 0 | 1
  }) =>
    (
      await app.db
        .insertInto('vip_grades')
        .values({
          ...values,
          valid_days: 365,
          description: `${values.name}权益`,
          guide_title: `开通${values.name}`,
          background_color: '#c9a063',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id
  grade.normal = await insert({ name: '普通会员', grade_rank: 0, discount: 0, price: 0, is_default: 1 })
  grade.gold = await insert({ name: '黄金会员', grade_rank: 1, discount: 5, price: 9900, is_default: 0 })
  grade.diamond = await insert({ name: '钻石会员', grade_rank: 2, discount: 10, price: 19900, is_default: 0 })
})
afterAll(async () => {
  await app?.close()
})

async function memberWithGrade(gradeId: number, expiresAt: number | null): Promise<TestMember> {
  const m = await createTestMember(app)
  await app.db
    .updateTable('members')
    .set({ grade_id: gradeId, grade_expires_at: expiresAt })
    .where('id', '=', m.id)
    .execute()
  return m
}

function buy(body: Record<string, unknown>, headers: Record<string, string>) {
  return app.inject({ method: 'POST', url: `${BASE}/vipgrades/buy`, payload: body, headers })
}

const paid = (orderId: string) =>
  app.db.updateTable('orders').set({ status: 'PAYED', paid_at: now() }).where('order_id', '=', orderId).execute()
const apply = (orderId: string) => app.db.transaction().execute((trx) => applyPaidVipOrder(trx, orderId))
const memberRow = (id: number) =>
  app.db.selectFrom('members').select(['grade_id', 'grade_expires_at']).where('id', '=', id).executeTakeFirstOrThrow()

describe('GET vipgrades/newlist', () => {
  it('lists the grades by rank with their 折 for guests, holding none', async () => {
    const res = await app.inject({ method: 'GET', url: `${BASE}/vipgrades/newlist` })
    expect(res.statusCode).toBe(200)
    const { list, current_grade, total_count } = res.json().data
    expect(total_count).toBe(3)
    expect(current_grade).toBeNull()
    expect(list.map((g: { grade_name: string }) => g.grade_name)).toEqual(['普通会员', '黄金会员', '钻石会员'])
    expect(list[1]).toMatchObject({
      grade_id: grade.gold,
      discount: 5,
      discount_fold: 9.5,
      price: 9900,
      valid_days: 365,
      description: '黄金会员权益',
      guide_title: '开通黄金会员',
      background_color: '#c9a063',
      is_default: 0,
      can_buy: 1,
    })
    expect(list[0]).toMatchObject({ discount_fold: 10, can_buy: 0 })
  })

  it("adds the member's current grade and what they may still buy", async () => {
    const m = await memberWithGrade(grade.gold, now() + 30 * DAY)
    const { list, current_grade } = (
      await app.inject({ method: 'GET', url: `${BASE}/vipgrades/newlist`, headers: m.headers })
    ).json().data
    expect(current_grade).toMatchObject({ grade_id: grade.gold, grade_name: '黄金会员', discount_fold: 9.5 })
    expect(current_grade.grade_expires_at).toBeGreaterThan(now())
    expect(list.map((g: { can_buy: number }) => g.can_buy)).toEqual([0, 0, 1])
  })

  it('shows a lapsed grade as the default grade', async () => {
    const m = await memberWithGrade(grade.gold, now() - 1)
    const { current_grade } = (
      await app.inject({ method: 'GET', url: `${BASE}/vipgrades/newlist`, headers: m.headers })
    ).json().data
    expect(current_grade).toMatchObject({ grade_id: grade.normal, grade_expires_at: null })
  })
})

describe('POST vipgrades/buy', () => {
  it('creates a payable VIP order with one line naming the grade', async () => {
    const m = await memberWithGrade(grade.normal, null)
    const res = await buy({ grade_id: grade.gold, company_id: 1 }, m.headers)
    expect(res.statusCode).toBe(200)
    const data = res.json().data
    expect(data).toMatchObject({ total_fee: 9900, order_type: 'vip' })
    const order = await app.db
      .selectFrom('orders')
      .selectAll()
      .where('order_id', '=', data.order_id)
      .executeTakeFirstOrThrow()
    expect(order).toMatchObject({
      member_id: m.id,
      status: 'NOTPAY',
      order_type: 'vip',
      total_fee: 9900,
      item_fee: 9900,
      total_num: 1,
      vip_grade_id: grade.gold,
    })
    expect(order.expires_at! - order.created_at).toBe(30 * 60)
    const lines = await app.db.selectFrom('order_items').selectAll().where('order_id', '=', data.order_id).execute()
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({
      goods_id: null,
      sku_id: null,
      item_name: '黄金会员',
      spec_desc: '有效期 365 天',
      price: 9900,
      quantity: 1,
      total_fee: 9900,
    })
  })

  it('accepts a form-encoded body', async () => {
    const m = await memberWithGrade(grade.normal, null)
    const res = await app.inject({
      method: 'POST',
      url: `${BASE}/vipgrades/buy`,
      payload: `grade_id=${grade.diamond}&company_id=1`,
      headers: { ...m.headers, 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().data.total_fee).toBe(19900)
  })

  it.each([
    ['the default grade', 'normal', 'normal', '默认会员等级无需购买'],
    ['the grade already held', 'gold', 'gold', '您当前的会员等级已不低于该等级，请选择更高的等级'],
    ['a lower grade', 'gold', 'diamond', '您当前的会员等级已不低于该等级，请选择更高的等级'],
  ] as const)('refuses %s with 400 and creates no order', async (_name, target, held, message) => {
    const m = await memberWithGrade(grade[held], held === 'normal' ? null : now() + DAY)
    const res = await buy({ grade_id: grade[target] }, m.headers)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(message)
    expect(await app.db.selectFrom('orders').select('id').where('member_id', '=', m.id).execute()).toHaveLength(0)
  })

  it('answers 404 for an unknown grade, 400 for bad input, 401 to guests', async () => {
    const m = await createTestMember(app)
    expect((await buy({ grade_id: 98765 }, m.headers)).json()).toMatchObject({
      status_code: 404,
      message: '会员等级不存在',
    })
    expect((await buy({}, m.headers)).statusCode).toBe(400)
    expect((await buy({ grade_id: 'gold' }, m.headers)).statusCode).toBe(400)
    expect((await buy({ grade_id: -1 }, m.headers)).statusCode).toBe(400)
    expect((await buy({ grade_id: grade.gold }, {})).statusCode).toBe(401)
  })
})

describe('applyPaidVipOrder', () => {
  async function order(m: TestMember, gradeId: number): Promise<string> {
    return (await buy({ grade_id: gradeId }, m.headers)).json().data.order_id
  }

  it('grants the grade for valid_days once the order is paid, once', async () => {
    const m = await memberWithGrade(grade.normal, null)
    const orderId = await order(m, grade.gold)
    await paid(orderId)
    expect(await apply(orderId)).toEqual({ applied: true })
    const after = await memberRow(m.id)
    expect(after.grade_id).toBe(grade.gold)
    expect(Math.abs(after.grade_expires_at! - (now() + 365 * DAY))).toBeLessThanOrEqual(5)
    const row = await app.db
      .selectFrom('orders')
      .select(['status', 'finished_at'])
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow()
    expect(row.status).toBe('DONE')
    expect(row.finished_at).not.toBeNull()

    expect(await apply(orderId)).toEqual({ applied: false })
    expect(await memberRow(m.id)).toEqual(after)
  })

  it('extends a grade paid twice from its current expiry', async () => {
    const m = await memberWithGrade(grade.normal, null)
    const first = await order(m, grade.gold)
    const second = await order(m, grade.gold)
    await paid(first)
    await apply(first)
    const once = (await memberRow(m.id)).grade_expires_at!
    await paid(second)
    await apply(second)
    expect((await memberRow(m.id)).grade_expires_at).toBe(once + 365 * DAY)
  })

  it('never downgrades a member who meanwhile holds a higher grade', async () => {
    const m = await memberWithGrade(grade.normal, null)
    const gold = await order(m, grade.gold)
    const diamond = await order(m, grade.diamond)
    await paid(diamond)
    await apply(diamond)
    const held = await memberRow(m.id)
    await paid(gold)
    expect(await apply(gold)).toEqual({ applied: true })
    expect(await memberRow(m.id)).toEqual(held)
  })

  it('refuses unpaid and unknown orders', async () => {
    const m = await memberWithGrade(grade.normal, null)
    const orderId = await order(m, grade.gold)
    await expect(apply(orderId)).rejects.toMatchObject({ statusCode: 409, message: '订单尚未支付' })
    await expect(apply('NO-SUCH-ORDER')).rejects.toMatchObject({ statusCode: 404 })
    expect((await memberRow(m.id)).grade_id).toBe(grade.normal)
  })
})

describe('GET member/rights', () => {
  it('gives the default grade no discount, single points and paid shipping', async () => {
    const m = await memberWithGrade(grade.normal, null)
    const res = await app.inject({ method: 'GET', url: `${BASE}/member/rights`, headers: m.headers })
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toEqual({
      grade_id: grade.normal,
      grade_name: '普通会员',
      grade_expires_at: null,
      discount: 0,
      discount_fold: 10,
      point_multiplier: 1,
      free_shipping: false,
    })
  })

  it('gives a paid grade its discount, double points and free shipping, also on /user.rights', async () => {
    const expires = now() + 10 * DAY
    const m = await memberWithGrade(grade.gold, expires)
    const res = await app.inject({ method: 'GET', url: `${BASE}/user.rights`, headers: m.headers })
    expect(res.json().data).toEqual({
      grade_id: grade.gold,
      grade_name: '黄金会员',
      grade_expires_at: expires,
      discount: 5,
      discount_fold: 9.5,
      point_multiplier: 2,
      free_shipping: true,
    })
  })

  it('answers 401 to guests', async () => {
    expect((await app.inject({ method: 'GET', url: `${BASE}/member/rights` })).statusCode).toBe(401)
    expect((await app.inject({ method: 'GET', url: `${BASE}/user.rights` })).statusCode).toBe(401)
  })
})
