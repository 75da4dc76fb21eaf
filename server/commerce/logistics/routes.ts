import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { memberId, requireAuth } from '../../lib/auth.ts'
import { fail } from '../../lib/errors.ts'
import { requireOrderId } from '../order/service.ts'
import { startAutoConfirm } from './auto-confirm.ts'
import {
  deliveryListSchema,
  deliveryTrackSchema,
  trackSchema,
  type DeliveryQuery,
  type TrackQuery,
} from '../../../schemas/api/logistics.ts'
import * as service from './service.ts'

const now = () => Math.floor(Date.now() / 1000)

/** Parcel tracking for the member (spec 7.2 trackerpull, delivery lists, /trade.logistics); runs the auto-confirm. */
export const logisticsRoutes: FastifyPluginAsync = async (app) => {
  let stopAutoConfirm: (() => void) | undefined
  app.addHook('onReady', async () => {
    stopAutoConfirm = startAutoConfirm(app.db, app.log)
  })
  app.addHook('onClose', async () => {
    stopAutoConfirm?.()
  })

  const auth = requireAuth('member')

  const track = async (request: FastifyRequest<{ Querystring: TrackQuery }>) => ({
    data: await service.trackOrder(
      app.db,
      memberId(request),
      requireOrderId(request.query.order_id, request.query.tid),
      now(),
    ),
  })
  app.get<{ Querystring: TrackQuery }>('/trackerpull', { schema: trackSchema, onRequest: auth }, track)
  app.get<{ Querystring: TrackQuery }>(
    '/trade.logistics',
    { schema: { ...trackSchema, summary: '物流跟踪（旧接口 trade.logistics）' }, onRequest: auth },
    track,
  )

  const list = async (request: FastifyRequest<{ Querystring: TrackQuery }>) => ({
    data: await service.deliveryList(
      app.db,
      memberId(request),
      requireOrderId(request.query.order_id, request.query.tid),
      now(),
    ),
  })
  app.get<{ Querystring: TrackQuery }>('/delivery/list', { schema: deliveryListSchema, onRequest: auth }, list)
  app.get<{ Querystring: TrackQuery }>('/delivery/lists', { schema: deliveryListSchema, onRequest: auth }, list)

  app.get<{ Querystring: DeliveryQuery }>(
    '/delivery/trackerpull',
    { schema: deliveryTrackSchema, onRequest: auth },
    async (request) => {
      const { delivery_id: deliveryId, order_id: orderId } = request.query
      if (deliveryId !== undefined)
        return { data: await service.trackDelivery(app.db, memberId(request), deliveryId, now()) }
      if (orderId === undefined) throw fail('DELIVERY_ID_REQUIRED')
      return { data: await service.trackOrder(app.db, memberId(request), requireOrderId(orderId), now()) }
    },
  )
}
