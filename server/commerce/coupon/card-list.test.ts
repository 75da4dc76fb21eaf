import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestAppWithMember, createTestGoods, type TestMember } from '../test-helpers.ts'
import { createTestCoupon } from './test-fixtures.ts'
import { now } from '../../../schemas/time.ts'

const DAY = 24 * 3600
const BASE = '/api/h5app/wxapp'

interface Card {
  card_id: number
  getted: number
  user_get_num: number
  get_num: number
  quantity: number
}

let app: FastifyInstance
let member: TestMember
beforeAll(async () => {
  ;({ app, member } = await buildTestAppWithMember())
})
afterAll(() => app?.close())

async function list(query: string, headers: Record<string, string> = {}) {
  const res = await app.inject({ method: 'GET', url: `${BASE}/getCardList?${query}`, headers })
  return {
    status: res.statusCode,
    body: res.json() as { data: { list: Card[]; total_count: number }; message?: string },
  }
}

async function holdCopies(memberId: number, cardId: number, copies: number) {
  const at = now()
  for (let i = 0; i < copies; i++) {
    await app.db
      .insertInto('member_coupons')
      .values({
        member_id: memberId,
        card_id: cardId,
        code: `T${cardId}-${memberId}-${i}`,
        begin_time: at - DAY,
        end_time: at + DAY,
      })
      .execute()
  }
}

describe('GET getCardList — getted', () => {
  let open: number
  let exhausted: number
  let limited: number
  beforeAll(async () => {
    open = await createTestCoupon(app.db, { distributor_id: 11, quantity: 10, get_num: 3, get_limit: 2 })
    exhausted = await createTestCoupon(app.db, { distributor_id: 11, quantity: 5, get_num: 5, get_limit: 2 })
    limited = await createTestCoupon(app.db, { distributor_id: 11, quantity: 10, get_num: 2, get_limit: 2 })
    await holdCopies(member.id, limited, 2)
    await holdCopies(member.id, exhausted, 2)
  })

  const byId = (cards: Card[], id: number) => cards.find((card) => card.card_id === id)!

  it('gives guests 0 for coupons with copies left and 2 for exhausted ones', async () => {
    const { status, body } = await list('distributor_id=11')
    expect(status).toBe(200)
    expect(body.data.total_count).toBe(3)
    expect(byId(body.data.list, open)).toMatchObject({ getted: 0, user_get_num: 0 })
    expect(byId(body.data.list, limited)).toMatchObject({ getted: 0, user_get_num: 0 })
    expect(byId(body.data.list, exhausted)).toMatchObject({ getted: 2, user_get_num: 0 })
  })

  it('gives a member 0 below the limit, 1 at the limit, 2 when exhausted even at the limit', async () => {
    const { body } = await list('distributor_id=11', member.headers)
    expect(byId(body.data.list, open)).toMatchObject({ getted: 0, user_get_num: 0 })
    expect(byId(body.data.list, limited)).toMatchObject({ getted: 1, user_get_num: 2 })
    expect(byId(body.data.list, exhausted)).toMatchObject({ getted: 2, user_get_num: 2 })
  })

  it('answers the same on user/newGetCardList', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `${BASE}/user/newGetCardList?distributor_id=11&page_size=999`,
      headers: member.headers,
    })
    expect(res.statusCode).toBe(200)
    expect(byId(res.json().data.list, limited).getted).toBe(1)
  })

  it('treats an invalid token as a guest', async () => {
    const { status, body } = await list('distributor_id=11', { authorization: 'Bearer nonsense' })
    expect(status).toBe(200)
    expect(byId(body.data.list, limited)).toMatchObject({ getted: 0, user_get_num: 0 })
  })
})

describe('GET getCardList — filters', () => {
  it("lists only the shop's active coupons and, with end_date=1, only unexpired ones", async () => {
    const at = now()
    const current = await createTestCoupon(app.db, { distributor_id: 12, title: '当前券' })
    const expired = await createTestCoupon(app.db, {
      distributor_id: 12,
      begin_time: at - 10 * DAY,
      end_time: at - DAY,
    })
    await createTestCoupon(app.db, { distributor_id: 12, status: 'disabled' })
    await createTestCoupon(app.db, { distributor_id: 13 })

    const all = await list('distributor_id=12')
    expect(all.body.data.list.map((card) => card.card_id).sort()).toEqual([current, expired].sort())
    const live = await list('distributor_id=12&end_date=1')
    expect(live.body.data.list.map((card) => card.card_id)).toEqual([current])
    expect(live.body.data.list[0]).toMatchObject({
      card_type: 'cash',
      title: '当前券',
      reduce_cost: 1000,
      least_cost: 10000,
      icon_url_list: [],
    })
  })

  it("with item_id, lists the coupons of the item's shop that cover it", async () => {
    const item = await createTestGoods(app.db, { distributor_id: 14 })
    const other = await createTestGoods(app.db, { distributor_id: 14 })
    const { category_id } = await app.db
      .selectFrom('goods')
      .select('category_id')
      .where('id', '=', item)
      .executeTakeFirstOrThrow()
    const whole = await createTestCoupon(app.db, { distributor_id: 14 })
    const forItem = await createTestCoupon(app.db, {
      distributor_id: 14,
      use_scope: 'goods',
      use_scope_ids: JSON.stringify([item]),
    })
    await createTestCoupon(app.db, { distributor_id: 14, use_scope: 'goods', use_scope_ids: JSON.stringify([other]) })
    const forCategory = await createTestCoupon(app.db, {
      distributor_id: 14,
      use_scope: 'category',
      use_scope_ids: JSON.stringify([category_id]),
    })
    await createTestCoupon(app.db, {
      distributor_id: 14,
      use_scope: 'category',
      use_scope_ids: JSON.stringify([category_id + 1000]),
    })
    await createTestCoupon(app.db, { distributor_id: 15 })

    const { status, body } = await list(`item_id=${item}&end_date=1&page_size=999`)
    expect(status).toBe(200)
    expect(body.data.list.map((card) => card.card_id).sort()).toEqual([whole, forItem, forCategory].sort())
    expect(body.data.total_count).toBe(3)
  })

  it('pages with page/page_size', async () => {
    for (let i = 0; i < 5; i++) await createTestCoupon(app.db, { distributor_id: 16 })
    const first = await list('distributor_id=16&page=1&page_size=2')
    const third = await list('distributor_id=16&page_no=3&page_size=2')
    expect(first.body.data).toMatchObject({ total_count: 5 })
    expect(first.body.data.list).toHaveLength(2)
    expect(third.body.data.list).toHaveLength(1)
  })

  it('answers 404 for an unknown item', async () => {
    const { status, body } = await list('item_id=987654')
    expect(status).toBe(404)
    expect(body.message).toBe('商品不存在或已下架')
  })

  it.each(['distributor_id=-1', 'item_id=abc', 'end_date=2', 'page_size=5000'])(
    'refuses %s with 400',
    async (query) => {
      const { status } = await list(query)
      expect(status).toBe(400)
    },
  )
})
