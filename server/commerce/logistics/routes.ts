import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { SchemaRequest } from '../../lib/typed-plugin.ts'
import { memberId, requireAuth } from '../../lib/auth.ts'
import { fail } from '../../lib/errors.ts'
import { requireOrderId } from '../order/service.ts'
import { deliveryListSchema, deliveryTrackSchema, trackSchema } from '../../../schemas/api/logistics.ts'
import * as service from './service.ts'
import { now } from '../../../schemas/time.ts'

/** Parcel tracking for the member (spec 7.2 trackerpull, delivery lists, /trade.logistics). */
export const logisticsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const auth = requireAuth('member')

  const track = async (request: SchemaRequest<typeof trackSchema>) => ({
    data: await service.trackOrder(
      app.db,
      memberId(request),
      requireOrderId(request.query.order_id, request.query.tid),
      now(),
    ),
  })
  app.get('/trackerpull', { schema: trackSchema, onRequest: auth }, track)
  app.get(
    '/trade.logistics',
    { schema: { ...trackSchema, summary: '物流跟踪（旧接口 trade.logistics）' }, onRequest: auth },
    track,
  )

  const list = async (request: SchemaRequest<typeof deliveryListSchema>) => ({
    data: await service.deliveryList(
      app.db,
      memberId(request),
      requireOrderId(request.query.order_id, request.query.tid),
      now(),
    ),
  })
  app.get('/delivery/list', { schema: deliveryListSchema, onRequest: auth }, list)
  app.get('/delivery/lists', { schema: deliveryListSchema, onRequest: auth }, list)

  app.get('/delivery/trackerpull', { schema: deliveryTrackSchema, onRequest: auth }, async (request) => {
    const { delivery_id: deliveryId, order_id: orderId } = request.query
    if (deliveryId !== undefined)
      return { data: await service.trackDelivery(app.db, memberId(request), deliveryId, now()) }
    if (orderId === undefined) throw fail('DELIVERY_ID_REQUIRED')
    return { data: await service.trackOrder(app.db, memberId(request), requireOrderId(orderId), now()) }
  })
}
