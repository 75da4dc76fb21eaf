import type { FastifyInstance } from 'fastify'
import { createTestOperator } from '../commerce/test-helpers.ts'
import { send } from '../commerce/order/test-fixtures.ts'

/** An operator with a live token, and the back-office calls the order flow needs. */
export async function operatorClient(app: FastifyInstance) {
  const operator = await createTestOperator(app)
  return {
    ...operator,
    ship: (orderId: string, payload: Record<string, unknown> = { delivery_corp: 'SF' }) =>
      send(app, operator, 'POST', `/admin/orders/${orderId}/delivery`, payload),
    review: (bn: string, payload: Record<string, unknown> = { result: 'approve' }) =>
      send(app, operator, 'POST', `/admin/aftersales/${bn}/review`, payload),
    confirmGoods: (bn: string) => send(app, operator, 'POST', `/admin/aftersales/${bn}/confirm-goods`),
    refund: (bn: string) => send(app, operator, 'POST', `/admin/aftersales/${bn}/refund`),
  }
}
