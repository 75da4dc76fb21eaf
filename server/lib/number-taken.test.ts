import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createPlacedOrder, send } from '../commerce/order/test-fixtures.ts'
import { createTestGoods, createTestMember } from '../commerce/test-helpers.ts'
import { buildTestApp } from '../testing.ts'
import { numberTaken } from './number-taken.ts'

/** Numbers to hand out before the random ones: a test makes the next number one already taken. */
const next = vi.hoisted(() => [] as string[])
vi.mock('../commerce/vip/order-number.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../commerce/vip/order-number.ts')>()
  return { newOrderNumber: (at?: Date) => next.shift() ?? real.newOrderNumber(at) }
})

let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(async () => {
  await app?.close()
})

async function placedOrder() {
  const member = await createTestMember(app)
  const goods = await createTestGoods(app.db, { price: 4000 })
  const order = await createPlacedOrder(app.db, member.id, {
    status: 'WAIT_BUYER_CONFIRM',
    lines: [{ goodsId: goods, quantity: 2 }],
  })
  return { member, order }
}

describe('a random public number drawn twice', () => {
  it('is told apart from other refusals by its table and column', async () => {
    const { order } = await placedOrder()
    next.push(order.orderId)
    const member = await createTestMember(app)
    const goods = await createTestGoods(app.db)
    const error = await createPlacedOrder(app.db, member.id, { lines: [{ goodsId: goods, quantity: 1 }] }).catch(
      (caught: unknown) => caught,
    )
    expect(numberTaken(error, 'orders', 'order_id')).toBe(true)
    expect(numberTaken(error, 'aftersales', 'aftersales_bn')).toBe(false)
    expect(numberTaken(new Error('其他错误'), 'orders', 'order_id')).toBe(false)
  })

  it('files the after-sales request again under a fresh number', async () => {
    const first = await placedOrder()
    const taken = await send(app, first.member, 'POST', '/aftersales', {
      order_id: first.order.orderId,
      detail: [{ id: first.order.itemIds[0], num: 1 }],
      aftersales_type: 'ONLY_REFUND',
      reason: '不想要了',
    })
    expect(taken.status).toBe(200)
    const takenBn = taken.body.data.aftersales_bn as string

    const second = await placedOrder()
    next.push(takenBn)
    const res = await send(app, second.member, 'POST', '/aftersales', {
      order_id: second.order.orderId,
      detail: [{ id: second.order.itemIds[0], num: 1 }],
      aftersales_type: 'ONLY_REFUND',
      reason: '不想要了',
    })
    expect(res.status).toBe(200)
    expect(res.body.data.aftersales_bn).not.toBe(takenBn)
    const rows = await app.db
      .selectFrom('aftersales')
      .select(['aftersales_bn', 'order_id'])
      .where('order_id', 'in', [first.order.orderId, second.order.orderId])
      .execute()
    expect(rows).toHaveLength(2)
    const line = await app.db
      .selectFrom('order_items')
      .select('aftersales_num')
      .where('id', '=', second.order.itemIds[0]!)
      .executeTakeFirstOrThrow()
    expect(line.aftersales_num, 'the units are taken once, by the write that stood').toBe(1)
  })

  it('writes the VIP order again under a fresh number', async () => {
    const grade = (name: string, grade_rank: number, price: number) =>
      app.db
        .insertInto('vip_grades')
        .values({
          name,
          grade_rank,
          discount: grade_rank * 5,
          price,
          is_default: grade_rank === 0 ? 1 : 0,
          valid_days: 365,
          description: `${name}权益`,
          guide_title: `开通${name}`,
          background_color: '#c9a063',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    await grade('普通会员', 0, 0)
    const gradeId = (await grade('黄金会员', 1, 9900)).id
    const { order } = await placedOrder()
    next.push(order.orderId)
    const member = await createTestMember(app)
    const res = await app.inject({
      method: 'POST',
      url: '/api/h5app/wxapp/vipgrades/buy',
      payload: { grade_id: gradeId },
      headers: member.headers,
    })
    expect(res.statusCode, res.body).toBe(200)
    const vipOrder = res.json().data.order_id as string
    expect(vipOrder).not.toBe(order.orderId)
    expect(
      await app.db.selectFrom('orders').select('order_type').where('order_id', '=', vipOrder).executeTakeFirstOrThrow(),
    ).toEqual({ order_type: 'vip' })
  })
})
