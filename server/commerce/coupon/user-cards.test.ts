import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MemberCouponStatus } from '../../db/types.ts'
import { buildTestApp } from '../../testing.ts'
import { createTestMember, type TestMember } from '../test-helpers.ts'
import { createTestCoupon } from './test-fixtures.ts'
import { now } from '../../../schemas/time.ts'

const DAY = 24 * 3600
const BASE = '/api/h5app/wxapp'

let app: FastifyInstance
let member: TestMember
let other: TestMember
const ids: Record<string, number> = {}

async function hold(
  owner: TestMember,
  cardId: number,
  code: string,
  status: MemberCouponStatus,
  begin: number,
  end: number,
) {
  const at = now()
  const row = await app.db
    .insertInto('member_coupons')
    .values({
      member_id: owner.id,
      card_id: cardId,
      code,
      status,
      begin_time: at + begin * DAY,
      end_time: at + end * DAY,
      received_at: at - 2 * DAY,
      order_id: status === 'used' ? 'O1' : null,
      used_at: status === 'used' ? at - DAY : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

beforeAll(async () => {
  app = await buildTestApp()
  member = await createTestMember(app)
  other = await createTestMember(app)
  const cardId = await createTestCoupon(app.db, { title: '满100减10', notice: '仅限自营商品' })
  ids.usable = await hold(member, cardId, 'C-usable', 'unused', -1, 5)
  ids.soon = await hold(member, cardId, 'C-soon', 'unused', -1, 1)
  ids.future = await hold(member, cardId, 'C-future', 'unused', 2, 9)
  ids.used = await hold(member, cardId, 'C-used', 'used', -3, 5)
  ids.lapsed = await hold(member, cardId, 'C-lapsed', 'unused', -5, -1)
  ids.expired = await hold(member, cardId, 'C-expired', 'expired', -9, -2)
  await hold(other, cardId, 'C-other', 'unused', -1, 5)
})
afterAll(async () => {
  await app?.close()
})

function mine(query: string, headers: Record<string, string> = member.headers) {
  return app.inject({ method: 'GET', url: `${BASE}/user/getUserCardList?${query}`, headers })
}

describe('GET user/getUserCardList', () => {
  it('lists usable and not-yet-started copies by default, soonest expiring first', async () => {
    const res = await mine('')
    expect(res.statusCode).toBe(200)
    const { list, total_count } = res.json().data
    expect(total_count).toBe(3)
    expect(list.map((c: { id: number }) => c.id)).toEqual([ids.soon, ids.usable, ids.future])
    expect(list[0]).toMatchObject({
      code: 'C-soon',
      status: 'unused',
      title: '满100减10',
      notice: '仅限自营商品',
      card_type: 'cash',
      used_at: null,
    })
    expect(list[0].end_date - list[0].begin_date).toBe(2 * DAY)
  })

  it('lists used copies with their order and time in tab 2', async () => {
    const { list, total_count } = (await mine('status=2')).json().data
    expect(total_count).toBe(1)
    expect(list[0]).toMatchObject({ id: ids.used, status: 'used', order_id: 'O1' })
    expect(list[0].used_at).toBeGreaterThan(0)
  })

  it('lists expired copies, including unused ones past their end, in tab 3', async () => {
    const { list, total_count } = (await mine('status=3')).json().data
    expect(total_count).toBe(2)
    expect(list.map((c: { id: number; status: string }) => [c.id, c.status])).toEqual([
      [ids.lapsed, 'expired'],
      [ids.expired, 'expired'],
    ])
  })

  it('pages', async () => {
    const { list, total_count } = (await mine('status=1&page=2&pageSize=2')).json().data
    expect(total_count).toBe(3)
    expect(list.map((c: { id: number }) => c.id)).toEqual([ids.future])
  })

  it("never shows another member's copies", async () => {
    const { list } = (await mine('', other.headers)).json().data
    expect(list.map((c: { code: string }) => c.code)).toEqual(['C-other'])
  })

  it('answers 401 to guests and 400 to an unknown tab', async () => {
    expect((await mine('', {})).statusCode).toBe(401)
    expect((await mine('status=4')).statusCode).toBe(400)
    expect((await mine('status=x')).statusCode).toBe(400)
  })
})
