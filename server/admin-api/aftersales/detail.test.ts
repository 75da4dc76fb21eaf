import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPlacedOrder, send } from '../../commerce/order/test-fixtures.ts'
import { createTestGoods, createTestMember, createTestOperator } from '../../commerce/test-helpers.ts'
import { buildTestApp } from '../../testing.ts'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(() => app?.close())

type Who = { headers: Record<string, string> }
const call = (who: Who, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url: `/api/admin${url}`, headers: who.headers, ...(payload && { payload }) })

async function application() {
  const member = await createTestMember(app)
  const goods = await createTestGoods(app.db, { price: 5000, store: 10 })
  const order = await createPlacedOrder(app.db, member.id, {
    status: 'WAIT_BUYER_CONFIRM',
    lines: [{ goodsId: goods, quantity: 2 }],
  })
  const res = await send(app, member, 'POST', '/aftersales', {
    order_id: order.orderId,
    detail: [{ id: order.itemIds[0], num: 1 }],
    aftersales_type: 'ONLY_REFUND',
    reason: '不想要了',
    description: '买多了',
  })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return { member, orderId: order.orderId, bn: res.body.data.aftersales_bn as string }
}

describe('GET admin/aftersales/{bn}', () => {
  it('shows the request, who did each step and the refund with its state', async () => {
    const { member, orderId, bn } = await application()
    const service = await createTestOperator(app, { role: '客服' })
    const fresh = (await call(service, 'GET', `/aftersales/${bn}`)).json().data
    expect(fresh).toMatchObject({
      aftersales_bn: bn,
      order_id: orderId,
      reason: '不想要了',
      description: '买多了',
      member_mobile: member.mobile,
      order_status_desc: '待收货',
      history: [{ key: 'applied', title: '提交售后申请', actor: '买家' }],
      refunds: [],
    })

    expect((await call(service, 'POST', `/aftersales/${bn}/review`, { result: 'approve' })).statusCode).toBe(200)
    expect((await call(service, 'POST', `/aftersales/${bn}/refund`, {})).statusCode).toBe(200)
    const done = (await call(service, 'GET', `/aftersales/${bn}`)).json().data
    const operatorName = (
      await app.db.selectFrom('audit_log').select('operator_name').where('target', '=', bn).executeTakeFirstOrThrow()
    ).operator_name
    expect(done.history.map((step: { key: string; actor: string }) => [step.key, step.actor])).toEqual([
      ['applied', '买家'],
      ['reviewed', operatorName],
      ['refunded', operatorName],
    ])
    expect(done.refunds).toEqual([
      expect.objectContaining({ status: 'SUCCESS', status_desc: '退款成功', refund_fee: 5000, next_retry_at: null }),
    ])
  })

  it('shows a refund still being sent with its next retry', async () => {
    const { bn } = await application()
    const admin = await createTestOperator(app)
    await call(admin, 'POST', `/aftersales/${bn}/review`, { result: 'approve' })
    await call(admin, 'POST', `/aftersales/${bn}/refund`, {})
    const created = Math.floor(Date.now() / 1000) - 10
    await app.db
      .updateTable('refunds')
      .set({ status: 'READY', refunded_at: null, created_at: created })
      .where('order_id', '=', (await call(admin, 'GET', `/aftersales/${bn}`)).json().data.order_id)
      .execute()
    const [refund] = (await call(admin, 'GET', `/aftersales/${bn}`)).json().data.refunds
    expect(refund).toMatchObject({ status: 'READY', status_desc: '退款处理中', next_retry_at: created + 120 })
  })

  it('is the company’s only and needs the 售后 area', async () => {
    const { bn } = await application()
    const stranger = await createTestOperator(app, { companyId: 2 })
    const hidden = await call(stranger, 'GET', `/aftersales/${bn}`)
    expect(hidden.statusCode).toBe(404)
    expect(hidden.json().code).toBe('AFTERSALES_NOT_FOUND')
    const warehouse = await createTestOperator(app, { role: '仓库' })
    expect((await call(warehouse, 'GET', `/aftersales/${bn}`)).statusCode).toBe(403)
    const tooLong = await call(await createTestOperator(app), 'GET', `/aftersales/${'9'.repeat(40)}`)
    expect(tooLong.statusCode).toBe(400)
  })
})
