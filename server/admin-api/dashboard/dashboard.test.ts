import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildTestApp } from '../../testing.ts'
import { hashPassword } from '../../lib/password.ts'
import { createPlacedOrder } from '../../commerce/order/test-fixtures.ts'
import { createTestGoods, createTestOperator } from '../../commerce/test-helpers.ts'
import type { AftersalesStatus, MerchantAuditStatus } from '../../db/types.ts'

/** 2026-11-20 00:00 China time (16:00 UTC the day before): the day the tests stand in. */
const TODAY = Date.UTC(2026, 10, 19, 16) / 1000
const HOUR = 3600
const DAY = 24 * HOUR
/** 23:45 China time: late enough that an order paid at 23:30 today has happened. */
const NOW = TODAY + 23 * HOUR + 45 * 60

let app: FastifyInstance
let memberSequence = 0
let merchantSequence = 0
let bnSequence = 0

async function member(createdAt: number, companyId = 1): Promise<number> {
  const row = await app.db
    .insertInto('members')
    .values({
      company_id: companyId,
      mobile: `1370000${String(++memberSequence).padStart(4, '0')}`,
      password_hash: 'x',
      birthday: null,
      email: null,
      grade_expires_at: null,
      last_login_at: null,
      created_at: createdAt,
      updated_at: createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

async function order(
  memberId: number,
  paidAt: number | null,
  lines: { goodsId: number; price: number; quantity: number }[],
  status: 'PAYED' | 'DONE' | 'NOTPAY' = 'PAYED',
) {
  return createPlacedOrder(app.db, memberId, { status, paidAt, createdAt: (paidAt ?? NOW) - 60, lines })
}

async function refund(
  memberId: number,
  orderId: string,
  fee: number,
  status: 'SUCCESS' | 'READY',
  refundedAt: number | null,
) {
  await app.db
    .insertInto('refunds')
    .values({
      refund_bn: `R${++bnSequence}`,
      order_id: orderId,
      aftersales_id: null,
      member_id: memberId,
      refund_fee: fee,
      status,
      created_at: (refundedAt ?? NOW) - 60,
      refunded_at: refundedAt,
    })
    .execute()
}

async function aftersales(memberId: number, placed: { orderId: string; itemIds: number[] }, status: AftersalesStatus) {
  await app.db
    .insertInto('aftersales')
    .values({
      aftersales_bn: `A${++bnSequence}`,
      order_id: placed.orderId,
      order_item_id: placed.itemIds[0],
      member_id: memberId,
      aftersales_type: 'ONLY_REFUND',
      num: 1,
      reason: '不想要了',
      status,
      refuse_reason: null,
      sendback_corp: null,
      sendback_code: null,
      sendback_at: null,
      closed_at: null,
    })
    .execute()
}

async function application(owner: { memberId: number } | 'merchant', status: MerchantAuditStatus) {
  let merchantId: number | null = null
  if (owner === 'merchant') {
    const account = await app.db
      .insertInto('merchant_accounts')
      .values({
        username: `shop${++merchantSequence}`,
        password_hash: await hashPassword('shop1234'),
        distributor_id: null,
        application_id: null,
        last_login_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    merchantId = account.id
  }
  await app.db
    .insertInto('merchant_applications')
    .values({ member_id: owner === 'merchant' ? null : owner.memberId, merchant_id: merchantId, audit_status: status })
    .execute()
}

async function goods(
  name: string,
  store: number,
  options: { onsale?: boolean; archived?: boolean; companyId?: number } = {},
) {
  const id = await createTestGoods(app.db, {
    item_name: name,
    store,
    price: 100,
    image_default_id: `/uploads/test/${name}.jpg`,
    approve_status: options.onsale === false ? 'instock' : 'onsale',
  })
  await app.db
    .updateTable('goods')
    .set({ company_id: options.companyId ?? 1, archived_at: options.archived ? NOW - DAY : null })
    .where('id', '=', id)
    .execute()
  return id
}

beforeAll(async () => {
  // Only Date moves: the database drivers keep their real timers.
  vi.useFakeTimers({ toFake: ['Date'], now: NOW * 1000 })
  app = await buildTestApp()

  const goodsA = await goods('甲', 5)
  const goodsB = await goods('乙', 10)
  await goods('丙', 11)
  await goods('丁', 3, { onsale: false })
  await goods('戊', 2, { archived: true })
  const strangerGoods = await goods('己', 1, { companyId: 2 })

  const today = await member(TODAY + HOUR) // joined at 01:00 today
  const lastNight = await member(TODAY - 1) // 23:59:59 yesterday
  const earlier = await member(TODAY - 10 * DAY)
  const stranger = await member(TODAY + 2 * HOUR, 2)

  // Paid at 23:30 yesterday China time (15:30 UTC today): yesterday's, not today's.
  const yesterday = await order(today, TODAY - 30 * 60, [{ goodsId: goodsA, price: 10_000, quantity: 1 }])
  await order(
    today,
    TODAY + 2 * HOUR,
    [
      { goodsId: goodsA, price: 5_000, quantity: 3 },
      { goodsId: goodsB, price: 5_000, quantity: 1 },
    ],
    'DONE',
  )
  // Paid at 23:30 today China time.
  const late = await order(lastNight, TODAY + 23 * HOUR + 30 * 60, [{ goodsId: goodsB, price: 15_000, quantity: 2 }])
  await order(earlier, TODAY - 8 * DAY, [{ goodsId: goodsA, price: 5_000, quantity: 1 }], 'DONE')
  await order(today, null, [{ goodsId: goodsA, price: 7_000, quantity: 1 }], 'NOTPAY')
  const strangerOrder = await order(stranger, TODAY + 3 * HOUR, [
    { goodsId: strangerGoods, price: 99_900, quantity: 1 },
  ])

  // Eleven goods sold 20 days ago: only the 30-day range sees them.
  const many = []
  for (let n = 1; n <= 11; n++) many.push({ goodsId: await goods(`批量${n}`, 100), price: 100, quantity: n })
  await order(earlier, TODAY - 20 * DAY, many, 'DONE')

  await refund(today, yesterday.orderId, 2_000, 'SUCCESS', TODAY + 3 * HOUR)
  await refund(today, yesterday.orderId, 1_000, 'SUCCESS', TODAY - HOUR)
  await refund(today, yesterday.orderId, 500, 'READY', null)
  await refund(stranger, strangerOrder.orderId, 800, 'SUCCESS', TODAY + 4 * HOUR)

  await aftersales(today, yesterday, 'WAIT_SELLER_AGREE')
  await aftersales(lastNight, late, 'WAIT_REFUND')
  // A refund under way is not waiting for the operator; a failed one goes back to WAIT_REFUND.
  await aftersales(lastNight, late, 'REFUNDING')
  await aftersales(today, yesterday, 'REFUNDED')
  await aftersales(stranger, strangerOrder, 'WAIT_SELLER_AGREE')

  await application({ memberId: today }, 'auditing')
  await application({ memberId: earlier }, 'editing')
  await application({ memberId: stranger }, 'auditing')
  await application('merchant', 'auditing')
})

afterAll(async () => {
  await app?.close()
  vi.useRealTimers()
})

const get = (who: { headers: Record<string, string> }, query = '') =>
  app.inject({ method: 'GET', url: `/api/admin/dashboard${query}`, headers: who.headers })

describe('GET /api/admin/dashboard', () => {
  it('counts today by China days: an order paid at 23:30 belongs to its own day', async () => {
    const admin = await createTestOperator(app)
    const answer = await get(admin, '?range=today')
    expect(answer.statusCode).toBe(200)
    const view = answer.json().data
    expect(view).toMatchObject({ range: 'today', from: TODAY, to: TODAY + DAY, previous_from: TODAY - DAY })
    expect(view.figures).toEqual({
      paid_amount: 50_000,
      paid_orders: 2,
      paying_members: 2,
      average_order: 25_000,
      new_members: 1,
      refund_amount: 2_000,
    })
    expect(view.previous).toEqual({
      paid_amount: 10_000,
      paid_orders: 1,
      paying_members: 1,
      average_order: 10_000,
      new_members: 1,
      refund_amount: 1_000,
    })
    expect(view.series).toHaveLength(24)
    expect(view.series[0]).toMatchObject({ start: TODAY, label: '00:00', paid_amount: 0 })
    expect(view.series[1]).toMatchObject({ label: '01:00', new_members: 1 })
    expect(view.series[2]).toMatchObject({ label: '02:00', paid_amount: 20_000, paid_orders: 1, paying_members: 1 })
    expect(view.series[3]).toMatchObject({ label: '03:00', refund_amount: 2_000 })
    expect(view.series[23]).toMatchObject({ label: '23:00', paid_amount: 30_000, average_order: 30_000 })
  })

  it('compares the last 7 days with the 7 before, day by day', async () => {
    const admin = await createTestOperator(app)
    const view = (await get(admin, '?range=7d')).json().data
    expect(view).toMatchObject({ from: TODAY - 6 * DAY, to: TODAY + DAY, previous_from: TODAY - 13 * DAY })
    expect(view.figures).toEqual({
      paid_amount: 60_000,
      paid_orders: 3,
      paying_members: 2,
      average_order: 20_000,
      new_members: 2,
      refund_amount: 3_000,
    })
    expect(view.previous).toEqual({
      paid_amount: 5_000,
      paid_orders: 1,
      paying_members: 1,
      average_order: 5_000,
      new_members: 1,
      refund_amount: 0,
    })
    expect(view.series.map((point: { label: string }) => point.label)).toEqual([
      '11-14',
      '11-15',
      '11-16',
      '11-17',
      '11-18',
      '11-19',
      '11-20',
    ])
    expect(view.series[5]).toMatchObject({ paid_amount: 10_000, paid_orders: 1, new_members: 1, refund_amount: 1_000 })
    expect(view.series[6]).toMatchObject({ paid_amount: 50_000, paid_orders: 2, paying_members: 2, new_members: 1 })
  })

  it('ranks the top 10 goods by units, then by amount', async () => {
    const admin = await createTestOperator(app)
    const week = (await get(admin, '?range=7d')).json().data.top_goods
    expect(week).toEqual([
      { goods_id: expect.any(Number), name: '甲', image: '/uploads/test/甲.jpg', units: 4, amount: 25_000 },
      { goods_id: expect.any(Number), name: '乙', image: '/uploads/test/乙.jpg', units: 3, amount: 35_000 },
    ])
    const month = (await get(admin, '?range=30d')).json().data
    expect(month.series).toHaveLength(30)
    const names = month.top_goods.map((row: { name: string }) => row.name)
    expect(names).toEqual(['批量11', '批量10', '批量9', '批量8', '批量7', '批量6', '甲', '批量5', '批量4', '乙'])
  })

  it('counts the to-dos, with the stock threshold from the query', async () => {
    const admin = await createTestOperator(app)
    const view = (await get(admin)).json().data
    expect(view.todos).toEqual({
      to_ship: 2,
      aftersales_to_review: 1,
      refunds_to_pay: 1,
      merchants_to_review: 2,
      low_stock: 2,
    })
    expect(view.stock_threshold).toBe(10)
    expect((await get(admin, '?stock_threshold=5')).json().data.todos.low_stock).toBe(1)
    expect((await get(admin, '?stock_threshold=1')).json().data.todos.low_stock).toBe(0)
  })

  it('shows a company only its own members, orders, refunds, after-sales, applications and goods', async () => {
    const other = await createTestOperator(app, { companyId: 2 })
    const view = (await get(other, '?range=today')).json().data
    expect(view.figures).toEqual({
      paid_amount: 99_900,
      paid_orders: 1,
      paying_members: 1,
      average_order: 99_900,
      new_members: 1,
      refund_amount: 800,
    })
    expect(view.top_goods.map((row: { name: string }) => row.name)).toEqual(['己'])
    expect(view.todos).toEqual({
      to_ship: 1,
      aftersales_to_review: 1,
      refunds_to_pay: 0,
      merchants_to_review: 1,
      low_stock: 1,
    })
    const empty = await createTestOperator(app, { companyId: 3 })
    const nothing = (await get(empty, '?range=30d')).json().data
    expect(nothing.figures.paid_amount).toBe(0)
    expect(nothing.top_goods).toEqual([])
    expect(Object.values(nothing.todos)).toEqual([0, 0, 0, 0, 0])
  })

  it('refuses 客服 and 仓库, and strangers', async () => {
    for (const role of ['客服', '仓库']) {
      const answer = await get(await createTestOperator(app, { role }))
      expect(answer.statusCode).toBe(403)
      expect(answer.json().code).toBe('ADMIN_FORBIDDEN')
    }
    expect((await get(await createTestOperator(app, { role: '运营' }))).statusCode).toBe(200)
    expect((await get({ headers: {} })).statusCode).toBe(401)
  })

  it('answers bad input with a 400 in Chinese', async () => {
    const admin = await createTestOperator(app)
    for (const query of ['?range=1y', '?stock_threshold=0', '?stock_threshold=abc', '?stock_threshold=1000001']) {
      const answer = await get(admin, query)
      expect(answer.statusCode).toBe(400)
      expect(answer.json().code).toBe('VALIDATION')
      expect(answer.json().message).toMatch(/[\u4e00-\u9fa5]/)
    }
  })
})
