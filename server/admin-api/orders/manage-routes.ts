import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { operatorOf } from '../../designer-api/operator-guard.ts'
import { orderCancelSchema, orderRemarkSchema, orderShopsSchema } from '../../../schemas/api/admin/orders.ts'
import { now } from '../../../schemas/time.ts'
import { changedFields, recordAudit } from '../audit.ts'
import { cancelUnpaidOrder, orderShops, setOperatorRemark } from './manage.ts'

/** 订单: the shops to filter by, the operator remark and cancelling an unpaid order. */
export const orderManageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/orders/shops',
    { schema: orderShopsSchema, config: { access: ['orders', 'shipping'] } },
    async (request) => ({
      data: await orderShops(app.db, operatorOf(request).companyId),
    }),
  )

  app.put(
    '/orders/:order_id/remark',
    { schema: orderRemarkSchema, config: { access: ['orders'] } },
    async (request) => {
      const { companyId } = operatorOf(request)
      const { before, after } = await setOperatorRemark(
        app.db,
        companyId,
        request.params.order_id,
        request.body.operator_remark,
        now(),
      )
      await recordAudit(app.db, request, {
        area: 'orders',
        action: '修改运营备注',
        target: after.order_id,
        changes: changedFields({ operator_remark: before }, after, { operator_remark: '运营备注' }),
      })
      return { data: after }
    },
  )

  app.post(
    '/orders/:order_id/cancel',
    { schema: orderCancelSchema, config: { access: ['orders'] } },
    async (request) => {
      const cancelled = await cancelUnpaidOrder(
        app.db,
        operatorOf(request).companyId,
        request.params.order_id,
        request.body?.reason,
      )
      await recordAudit(app.db, request, {
        area: 'orders',
        action: '取消订单',
        target: cancelled.order_id,
        summary: cancelled.cancel_reason,
        changes: [{ field: '订单状态', before: '待付款', after: '已取消' }],
      })
      return { data: cancelled }
    },
  )
}
