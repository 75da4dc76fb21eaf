import type { FastifyInstance } from 'fastify'
import type { Transaction } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../db/types.ts'
import { buildTestApp } from '../../testing.ts'
import { createTestMember, type TestMember } from '../test-helpers.ts'
import { earnPoints, refundPoints, spendPoints } from './service.ts'

const BASE = '/api/h5app/wxapp'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(async () => {
  await app?.close()
})

const inTrx = <T>(work: (trx: Transaction<Database>) => Promise<T>) => app.db.transaction().execute(work)

async function ledger(memberId: number) {
  const logs = await app.db
    .selectFrom('point_logs')
    .select(['delta', 'balance_after'])
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute()
  const account = await app.db
    .selectFrom('member_points')
    .selectAll()
    .where('member_id', '=', memberId)
    .executeTakeFirst()
  return { logs, account, sum: logs.reduce((total, log) => total + log.delta, 0) }
}

describe('earnPoints, spendPoints, refundPoints', () => {
  it('keep the balance, totals and ledger in step', async () => {
    const m = await createTestMember(app)
    await inTrx((trx) => earnPoints(trx, m.id, 500, '订单完成赠送', 'O100'))
    await inTrx((trx) => spendPoints(trx, m.id, 200, '订单抵扣', 'O101'))
    const back = await inTrx((trx) => refundPoints(trx, m.id, 50, '订单取消退回', 'O101'))
    expect(back.balance).toBe(350)
    const { logs, account, sum } = await ledger(m.id)
    expect(account).toMatchObject({ balance: 350, total_earned: 500, total_spent: 150 })
    expect(logs).toEqual([
      { delta: 500, balance_after: 500 },
      { delta: -200, balance_after: 300 },
      { delta: 50, balance_after: 350 },
    ])
    expect(sum).toBe(350)
  })

  it('create the account of a member who has none', async () => {
    const m = await createTestMember(app)
    await app.db.deleteFrom('member_points').where('member_id', '=', m.id).execute()
    await expect(inTrx((trx) => spendPoints(trx, m.id, 1, '订单抵扣'))).rejects.toMatchObject({ statusCode: 409 })
    expect((await inTrx((trx) => earnPoints(trx, m.id, 30, '签到'))).balance).toBe(30)
  })

  it('refuse a spend over the balance with 409 积分不足 and write nothing', async () => {
    const m = await createTestMember(app)
    await inTrx((trx) => earnPoints(trx, m.id, 100, '签到'))
    await expect(inTrx((trx) => spendPoints(trx, m.id, 101, '订单抵扣'))).rejects.toMatchObject({
      statusCode: 409,
      message: '积分不足',
    })
    const { logs, account } = await ledger(m.id)
    expect(account?.balance).toBe(100)
    expect(logs).toHaveLength(1)
  })

  it.each([0, -5, 1.5, Number.NaN])('refuse the amount %s with 400', async (amount) => {
    const m = await createTestMember(app)
    await expect(inTrx((trx) => earnPoints(trx, m.id, amount, '签到'))).rejects.toMatchObject({ statusCode: 400 })
    await expect(inTrx((trx) => spendPoints(trx, m.id, amount, '抵扣'))).rejects.toMatchObject({ statusCode: 400 })
  })

  it('never overdraw with 50 parallel spends of one balance', async () => {
    const m = await createTestMember(app)
    await inTrx((trx) => earnPoints(trx, m.id, 1000, '初始积分'))
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) => inTrx((trx) => spendPoints(trx, m.id, 30, '并发抵扣', `P${i}`))),
    )
    const spent = results.filter((r) => r.status === 'fulfilled')
    expect(spent).toHaveLength(33)
    expect(
      results
        .filter((r) => r.status === 'rejected')
        .every((r) => (r as PromiseRejectedResult).reason.message === '积分不足'),
    ).toBe(true)
    const { logs, account, sum } = await ledger(m.id)
    expect(account?.balance).toBe(10)
    expect(account?.total_spent).toBe(990)
    expect(sum).toBe(account?.balance)
    expect(logs.every((log) => log.balance_after >= 0)).toBe(true)
  })
})

describe('GET point/member/info', () => {
  let m: TestMember
  beforeAll(async () => {
    m = await createTestMember(app)
    await inTrx((trx) => earnPoints(trx, m.id, 800, '注册赠送'))
    await inTrx((trx) => spendPoints(trx, m.id, 300, '订单抵扣', 'O7'))
  })

  it('answers the balance, totals and readable rule', async () => {
    const res = await app.inject({ method: 'GET', url: `${BASE}/point/member/info`, headers: m.headers })
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toMatchObject({
      point: 500,
      total_earned: 800,
      total_spent: 300,
      rule: { points_per_yuan: 100, max_deduct_percent: 50 },
    })
    expect(res.json().data.rule.text).toContain('100 积分抵 1 元')
  })

  it('answers the same on /user.point.get', async () => {
    const res = await app.inject({ method: 'GET', url: `${BASE}/user.point.get`, headers: m.headers })
    expect(res.json().data.point).toBe(500)
  })

  it('answers 0 for a member without an account and 401 to guests', async () => {
    const fresh = await createTestMember(app)
    await app.db.deleteFrom('member_points').where('member_id', '=', fresh.id).execute()
    expect(
      (await app.inject({ method: 'GET', url: `${BASE}/point/member/info`, headers: fresh.headers })).json().data.point,
    ).toBe(0)
    expect((await app.inject({ method: 'GET', url: `${BASE}/point/member/info` })).statusCode).toBe(401)
    expect((await app.inject({ method: 'GET', url: `${BASE}/user.point.get` })).statusCode).toBe(401)
  })
})

describe('GET point/member', () => {
  it('pages the ledger newest first', async () => {
    const m = await createTestMember(app)
    for (const points of [10, 20, 30]) await inTrx((trx) => earnPoints(trx, m.id, points, `奖励${points}`))
    await inTrx((trx) => spendPoints(trx, m.id, 15, '订单抵扣', 'O9'))
    const res = await app.inject({ method: 'GET', url: `${BASE}/point/member?page=1&pageSize=3`, headers: m.headers })
    expect(res.statusCode).toBe(200)
    const { list, total_count } = res.json().data
    expect(total_count).toBe(4)
    expect(list.map((log: { delta: number }) => log.delta)).toEqual([-15, 30, 20])
    expect(list[0]).toMatchObject({ balance_after: 45, reason: '订单抵扣', order_id: 'O9', type: 'outcome' })
    expect(list[1]).toMatchObject({ type: 'income', order_id: null })
    const rest = await app.inject({
      method: 'GET',
      url: `${BASE}/point/member?page_no=2&page_size=3`,
      headers: m.headers,
    })
    expect(rest.json().data.list.map((log: { delta: number }) => log.delta)).toEqual([10])
  })

  it('answers 401 to guests and 400 to bad paging', async () => {
    const m = await createTestMember(app)
    expect((await app.inject({ method: 'GET', url: `${BASE}/point/member` })).statusCode).toBe(401)
    expect(
      (await app.inject({ method: 'GET', url: `${BASE}/point/member?page=0`, headers: m.headers })).statusCode,
    ).toBe(400)
  })
})
