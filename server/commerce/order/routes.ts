import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { memberId, requireAuth } from '../../lib/auth.ts'
import { refund } from '../payment/refund.ts'
import { parseJsonFields } from './json-body.ts'
import { createRates, listRates } from './rate.ts'
import {
  rateCreateSchema,
  rateListSchema,
  type RateCreateBody,
  type RateListQuery,
} from '../../../schemas/api/order-rate.ts'
import {
  cancelSchema,
  confirmSchema,
  countSchema,
  deleteSchema,
  detailByQuerySchema,
  detailSchema,
  listSchema,
  type CancelBody,
  type OrderCountQuery,
  type OrderIdBody,
  type OrderIdParams,
  type OrderIdQuery,
  type OrderListQuery,
} from '../../../schemas/api/order.ts'
import * as service from './service.ts'

const now = () => Math.floor(Date.now() / 1000)

/** The member's orders (spec 7.2 "Member area", "Orders and payment"): lists, detail, cancel, confirm, delete, ratings. */
export const orderRoutes: FastifyPluginAsync = async (app) => {
  const auth = requireAuth('member')
  const emptyBody = async (request: FastifyRequest) => {
    request.body ??= {}
  }

  app.get<{ Querystring: OrderListQuery }>('/orders', { schema: listSchema, onRequest: auth }, async (request) => ({
    data: await service.listOrders(app.db, memberId(request), request.query, now()),
  }))

  app.get<{ Querystring: OrderCountQuery }>(
    '/orderscount',
    { schema: countSchema, onRequest: auth },
    async (request) => ({
      data: await service.orderCounts(app.db, memberId(request), request.query.order_type),
    }),
  )

  app.get<{ Params: OrderIdParams }>(
    '/order/:order_id',
    { schema: detailSchema, onRequest: auth },
    async (request) => ({
      data: await service.orderDetail(
        app.db,
        memberId(request),
        service.requireOrderId(request.params.order_id),
        now(),
      ),
    }),
  )

  const detailByQuery = async (request: FastifyRequest<{ Querystring: OrderIdQuery }>) => ({
    data: await service.orderDetail(
      app.db,
      memberId(request),
      service.requireOrderId(request.query.order_id, request.query.tid),
      now(),
    ),
  })
  app.get<{ Querystring: OrderIdQuery }>(
    '/trade/detail',
    { schema: detailByQuerySchema, onRequest: auth },
    detailByQuery,
  )
  app.get<{ Querystring: OrderIdQuery }>(
    '/trade.detail',
    { schema: { ...detailByQuerySchema, summary: '订单详情（旧接口 trade.detail）' }, onRequest: auth },
    detailByQuery,
  )

  const cancel = async (request: FastifyRequest<{ Body: CancelBody }>) => {
    const body = request.body
    const orderId = service.requireOrderId(body.order_id, body.tid)
    return {
      data: await service.cancelMemberOrder(
        app.db,
        memberId(request),
        orderId,
        body.cancel_reason ?? body.reason,
        refund,
      ),
    }
  }
  app.post<{ Body: CancelBody }>(
    '/order/cancel',
    { schema: cancelSchema, onRequest: auth, preValidation: emptyBody },
    cancel,
  )
  app.post<{ Body: CancelBody }>(
    '/trade.cancel.buyer',
    {
      schema: { ...cancelSchema, summary: '取消订单（旧接口 trade.cancel.buyer）' },
      onRequest: auth,
      preValidation: emptyBody,
    },
    cancel,
  )

  const confirm = async (request: FastifyRequest<{ Body: OrderIdBody }>) => {
    const { changed: _changed, ...data } = await service.confirmReceipt(
      app.db,
      memberId(request),
      service.requireOrderId(request.body.order_id, request.body.tid),
      now(),
    )
    return { data }
  }
  app.post<{ Body: OrderIdBody }>(
    '/order/confirmReceipt',
    { schema: confirmSchema, onRequest: auth, preValidation: emptyBody },
    confirm,
  )
  app.post<{ Body: OrderIdBody }>(
    '/trade.confirm.receipt',
    {
      schema: { ...confirmSchema, summary: '确认收货（旧接口 trade.confirm.receipt）' },
      onRequest: auth,
      preValidation: emptyBody,
    },
    confirm,
  )

  app.post<{ Body: OrderIdBody }>(
    '/trade.delete',
    { schema: deleteSchema, onRequest: auth, preValidation: emptyBody },
    async (request) => ({
      data: await service.deleteOrder(
        app.db,
        memberId(request),
        service.requireOrderId(request.body.order_id, request.body.tid),
        now(),
      ),
    }),
  )

  app.post<{ Body: RateCreateBody }>(
    '/order/rate/create',
    { schema: rateCreateSchema, onRequest: auth, preValidation: [emptyBody, parseJsonFields('rates')] },
    async (request) => ({ data: await createRates(app.db, memberId(request), request.body, now()) }),
  )

  app.get<{ Querystring: RateListQuery }>('/order/rate/list', { schema: rateListSchema }, async (request) => ({
    data: await listRates(app.db, request.query),
  }))
}
