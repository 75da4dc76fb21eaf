import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestAppWithMember, createTestMember, type TestMember } from '../test-helpers.ts'
import { claimCoupon } from './service.ts'
import { createTestCoupon } from './test-fixtures.ts'
import { now } from '../../../schemas/time.ts'

const DAY = 24 * 3600
const BASE = '/api/h5app/wxapp'

let app: FastifyInstance
let member: TestMember
beforeAll(async () => {
  ;({ app, member } = await buildTestAppWithMember())
})
afterAll(() => app?.close())

function receive(cardId: number | string, headers: Record<string, string> = member.headers) {
  return app.inject({ method: 'GET', url: `${BASE}/user/receiveCard?card_id=${cardId}`, headers })
}

async function issued(cardId: number) {
  const coupon = await app.db.selectFrom('coupons').select('get_num').where('id', '=', cardId).executeTakeFirstOrThrow()
  const copies = await app.db.selectFrom('member_coupons').select('member_id').where('card_id', '=', cardId).execute()
  return { getNum: coupon.get_num, copies }
}

describe('GET user/receiveCard', () => {
  it('gives the member a copy with a code and counts it', async () => {
    const cardId = await createTestCoupon(app.db)
    const res = await receive(cardId)
    expect(res.statusCode).toBe(200)
    const data = res.json().data
    expect(data).toMatchObject({ status: true, card_id: cardId })
    expect(data.code).toMatch(/^\d{16}$/)
    const held = await app.db
      .selectFrom('member_coupons')
      .selectAll()
      .where('id', '=', data.user_card_id)
      .executeTakeFirstOrThrow()
    expect(held).toMatchObject({ member_id: member.id, card_id: cardId, status: 'unused', code: data.code })
    expect((await issued(cardId)).getNum).toBe(1)
  })

  it('makes a fixed coupon valid in its own window and a relative one for fixed_term days', async () => {
    const at = now()
    const fixed = await createTestCoupon(app.db, { begin_time: at - DAY, end_time: at + 9 * DAY })
    const relative = await createTestCoupon(app.db, {
      date_type: 'relative',
      fixed_term: 7,
      begin_time: at - DAY,
      end_time: at + 2 * DAY,
    })
    const fixedCopy = (await receive(fixed)).json().data
    const relativeCopy = (await receive(relative)).json().data
    const rows = await app.db
      .selectFrom('member_coupons')
      .select(['id', 'begin_time', 'end_time'])
      .where('id', 'in', [fixedCopy.user_card_id, relativeCopy.user_card_id])
      .orderBy('id')
      .execute()
    expect(rows[0]).toMatchObject({ begin_time: at - DAY, end_time: at + 9 * DAY })
    expect(rows[1].end_time - rows[1].begin_time).toBe(7 * DAY)
    expect(Math.abs(rows[1].begin_time - at)).toBeLessThanOrEqual(5)
  })

  it('answers 409 优惠券已领完 when every copy is issued', async () => {
    const cardId = await createTestCoupon(app.db, { quantity: 3, get_num: 3 })
    const res = await receive(cardId)
    expect(res.statusCode).toBe(409)
    expect(res.json()).toMatchObject({ status_code: 409, message: '优惠券已领完' })
  })

  it('answers 409 您已达到领取上限 at get_limit and writes nothing', async () => {
    const cardId = await createTestCoupon(app.db, { get_limit: 1 })
    expect((await receive(cardId)).statusCode).toBe(200)
    const res = await receive(cardId)
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe('您已达到领取上限')
    const { getNum, copies } = await issued(cardId)
    expect(getNum).toBe(1)
    expect(copies).toHaveLength(1)
  })

  it.each([
    ['expired', -10, -1],
    ['not started', 1, 10],
  ])('answers 400 优惠券不在领取时间内 when %s', async (_name, from, to) => {
    const at = now()
    const cardId = await createTestCoupon(app.db, { begin_time: at + from * DAY, end_time: at + to * DAY })
    const res = await receive(cardId)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('优惠券不在领取时间内')
    expect((await issued(cardId)).getNum).toBe(0)
  })

  it('answers 404 优惠券不存在 for unknown and disabled coupons', async () => {
    const disabled = await createTestCoupon(app.db, { status: 'disabled' })
    for (const cardId of [987654, disabled]) {
      const res = await receive(cardId)
      expect(res.statusCode).toBe(404)
      expect(res.json().message).toBe('优惠券不存在')
    }
  })

  it('answers 401 to guests and 400 to a bad card_id', async () => {
    const cardId = await createTestCoupon(app.db)
    expect((await receive(cardId, {})).statusCode).toBe(401)
    expect((await receive('abc')).statusCode).toBe(400)
    expect((await receive('-5')).statusCode).toBe(400)
    expect(
      (await app.inject({ method: 'GET', url: `${BASE}/user/receiveCard`, headers: member.headers })).statusCode,
    ).toBe(400)
    expect((await issued(cardId)).getNum).toBe(0)
  })
})

describe('claimCoupon under concurrency', () => {
  it('lets exactly one of 100 members take the single copy', async () => {
    const cardId = await createTestCoupon(app.db, { quantity: 1, get_limit: 1 })
    const members: TestMember[] = []
    for (let i = 0; i < 100; i += 20)
      members.push(...(await Promise.all(Array.from({ length: 20 }, () => createTestMember(app)))))

    const results = await Promise.all(members.map((m) => receive(cardId, m.headers)))
    const codes = results.map((res) => res.statusCode)
    expect(codes.filter((code) => code === 200)).toHaveLength(1)
    expect(codes.filter((code) => code === 409)).toHaveLength(99)
    expect(results.filter((res) => res.statusCode === 409).every((res) => res.json().message === '优惠券已领完')).toBe(
      true,
    )
    const { getNum, copies } = await issued(cardId)
    expect(getNum).toBe(1)
    expect(copies).toHaveLength(1)
  })

  it('lets one member take exactly get_limit copies with 30 parallel claims', async () => {
    const cardId = await createTestCoupon(app.db, { quantity: 100, get_limit: 2 })
    const claimer = await createTestMember(app)
    const results = await Promise.allSettled(Array.from({ length: 30 }, () => claimCoupon(app.db, claimer.id, cardId)))
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2)
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')
    expect(refused.every((r) => r.reason.message === '您已达到领取上限')).toBe(true)
    const { getNum, copies } = await issued(cardId)
    expect(getNum).toBe(2)
    expect(copies).toHaveLength(2)
  })
})
