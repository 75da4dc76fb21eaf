import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { SchemaRequest } from '../../lib/typed-plugin.ts'
import { emptyBodyAsObject } from '../../lib/empty-body.ts'
import { memberId, requireAuth } from '../../lib/auth.ts'
import { parseJsonFields } from './json-body.ts'
import { createRates, listRates } from './rate.ts'
import { PHOTO_FIELDS, plainPhotosIn, signedPhotosOut } from '../uploads/photo-link-hooks.ts'
import { rateCreateSchema, rateListSchema } from '../../../schemas/api/order-rate.ts'
import {
  cancelSchema,
  confirmSchema,
  countSchema,
  deleteSchema,
  detailByQuerySchema,
  detailSchema,
  listSchema,
} from '../../../schemas/api/order.ts'
import * as service from './service.ts'
import { now } from '../../../schemas/time.ts'

/** The member's orders (spec 7.2 "Member area", "Orders and payment"): lists, detail, cancel, confirm, delete, ratings. */
export const orderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const auth = requireAuth('member')

  app.get('/orders', { schema: listSchema, onRequest: auth }, async (request) => ({
    data: await service.listOrders(app.db, memberId(request), request.query, now()),
  }))

  app.get('/orderscount', { schema: countSchema, onRequest: auth }, async (request) => ({
    data: await service.orderCounts(app.db, memberId(request), request.query.order_type),
  }))

  app.get('/order/:order_id', { schema: detailSchema, onRequest: auth }, async (request) => ({
    data: await service.orderDetail(app.db, memberId(request), service.requireOrderId(request.params.order_id), now()),
  }))

  const detailByQuery = async (request: SchemaRequest<typeof detailByQuerySchema>) => ({
    data: await service.orderDetail(
      app.db,
      memberId(request),
      service.requireOrderId(request.query.order_id, request.query.tid),
      now(),
    ),
  })
  app.get('/trade/detail', { schema: detailByQuerySchema, onRequest: auth }, detailByQuery)
  app.get(
    '/trade.detail',
    { schema: { ...detailByQuerySchema, summary: '订单详情（旧接口 trade.detail）' }, onRequest: auth },
    detailByQuery,
  )

  const cancel = async (request: SchemaRequest<typeof cancelSchema>) => {
    const body = request.body
    const orderId = service.requireOrderId(body.order_id, body.tid)
    return {
      data: await service.cancelMemberOrder(app.db, memberId(request), orderId, body.cancel_reason ?? body.reason),
    }
  }
  app.post('/order/cancel', { schema: cancelSchema, onRequest: auth, preValidation: emptyBodyAsObject }, cancel)
  app.post(
    '/trade.cancel.buyer',
    {
      schema: { ...cancelSchema, summary: '取消订单（旧接口 trade.cancel.buyer）' },
      onRequest: auth,
      preValidation: emptyBodyAsObject,
    },
    cancel,
  )

  const confirm = async (request: SchemaRequest<typeof confirmSchema>) => {
    const { changed: _changed, ...data } = await service.confirmReceipt(
      app.db,
      memberId(request),
      service.requireOrderId(request.body.order_id, request.body.tid),
      now(),
    )
    return { data }
  }
  app.post(
    '/order/confirmReceipt',
    { schema: confirmSchema, onRequest: auth, preValidation: emptyBodyAsObject },
    confirm,
  )
  app.post(
    '/trade.confirm.receipt',
    {
      schema: { ...confirmSchema, summary: '确认收货（旧接口 trade.confirm.receipt）' },
      onRequest: auth,
      preValidation: emptyBodyAsObject,
    },
    confirm,
  )

  app.post(
    '/trade.delete',
    { schema: deleteSchema, onRequest: auth, preValidation: emptyBodyAsObject },
    async (request) => ({
      data: await service.deleteOrder(
        app.db,
        memberId(request),
        service.requireOrderId(request.body.order_id, request.body.tid),
        now(),
      ),
    }),
  )

  app.post(
    '/order/rate/create',
    {
      schema: rateCreateSchema,
      onRequest: auth,
      preValidation: [emptyBodyAsObject, parseJsonFields('rates')],
      preHandler: plainPhotosIn(PHOTO_FIELDS.rate),
    },
    async (request) => ({ data: await createRates(app.db, memberId(request), request.body, now()) }),
  )

  // Ratings are public: their photos are signed for everyone who reads them.
  const ratePhotos = signedPhotosOut(app.config.secret, PHOTO_FIELDS.rate)
  app.get('/order/rate/list', { schema: rateListSchema, preSerialization: ratePhotos }, async (request) => ({
    data: await listRates(app.db, request.query),
  }))
}
