import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../testing.ts'
import { createPlacedOrder, orderRow } from '../../commerce/order/test-fixtures.ts'
import { createTestGoods, createTestMember, createTestOperator } from '../../commerce/test-helpers.ts'

let app: FastifyInstance
let orderId: string
beforeAll(async () => {
  app = await buildTestApp()
  const member = await createTestMember(app)
  const order = await createPlacedOrder(app.db, member.id, {
    status: 'PAYED',
    lines: [{ goodsId: await createTestGoods(app.db) }],
  })
  orderId = order.orderId
})
afterAll(async () => {
  await app?.close()
})

const call = (who: { headers: Record<string, string> }, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url: `/api/admin${url}`, headers: who.headers, ...(payload && { payload }) })

describe('orders in the console', () => {
  it('are the operator’s company’s only: another company sees, opens and ships none of them', async () => {
    const stranger = await createTestOperator(app, { companyId: 2 })
    const list = (await call(stranger, 'GET', '/orders')).json().data
    expect(list.total_count).toBe(0)
    expect((await call(stranger, 'GET', `/orders/${orderId}`)).json().code).toBe('ORDER_NOT_FOUND')
    const ship = await call(stranger, 'POST', `/orders/${orderId}/delivery`, { delivery_corp: 'SF' })
    expect(ship.statusCode).toBe(404)
    expect((await orderRow(app.db, orderId)).status).toBe('PAYED')
  })

  it('are shipped by 仓库 but not by 客服, and the shipment is in the audit log', async () => {
    const service = await createTestOperator(app, { role: '客服' })
    expect((await call(service, 'GET', '/orders')).json().data.total_count).toBe(1)
    const refused = await call(service, 'POST', `/orders/${orderId}/delivery`, { delivery_corp: 'SF' })
    expect(refused.json().code).toBe('ADMIN_FORBIDDEN')

    const warehouse = await createTestOperator(app, { role: '仓库' })
    const shipped = await call(warehouse, 'POST', `/orders/${orderId}/delivery`, {
      delivery_corp: 'SF',
      delivery_code: 'SF1234567890',
    })
    expect(shipped.json().data).toMatchObject({ status: 'WAIT_BUYER_CONFIRM', delivery_corp_name: '顺丰速运' })
    const admin = await createTestOperator(app)
    const [entry] = (await call(admin, 'GET', '/audit-log')).json().data.list
    expect(entry).toMatchObject({ action: '订单发货', target: orderId, summary: '顺丰速运 SF1234567890' })
  })
})
