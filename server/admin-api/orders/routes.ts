import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { operatorOf } from '../../designer-api/operator-guard.ts'
import { shipOrder } from '../../commerce/logistics/service.ts'
import { deliverySchema, orderDetailSchema, ordersSchema } from '../../../schemas/api/admin.ts'
import { now } from '../../../schemas/time.ts'
import { recordAudit } from '../audit.ts'
import { operatorOrderDetail, operatorOrders, requireCompanyOrder } from './service.ts'

const tags = ['admin-orders']

/** 订单: the company's orders, one order's detail, and shipping. */
export const orderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const viewers = { access: ['orders', 'shipping'] as const }

  app.get('/orders', { schema: { ...ordersSchema, tags }, config: viewers }, async (request) => ({
    data: await operatorOrders(app.db, operatorOf(request).companyId, request.query, now()),
  }))

  app.get('/orders/:order_id', { schema: { ...orderDetailSchema, tags }, config: viewers }, async (request) => ({
    data: await operatorOrderDetail(app.db, operatorOf(request).companyId, request.params.order_id, now()),
  }))

  app.post(
    '/orders/:order_id/delivery',
    { schema: { ...deliverySchema, tags }, config: { access: ['shipping'] } },
    async (request) => {
      const order = await requireCompanyOrder(app.db, operatorOf(request).companyId, request.params.order_id)
      const body = request.body ?? {}
      const input = { corp: body.delivery_corp ?? body.corp_code, code: body.delivery_code ?? body.logi_no }
      const shipped = await shipOrder(app.db, order.order_id, input, now())
      await recordAudit(app.db, request, {
        area: 'shipping',
        action: '订单发货',
        target: shipped.order_id,
        summary: `${shipped.delivery_corp_name} ${shipped.delivery_code}`,
        changes: [{ field: '订单状态', before: '待发货', after: '待收货' }],
      })
      return { data: shipped }
    },
  )
}
