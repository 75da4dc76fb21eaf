import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { memberId, optionalAuth, requireAuth } from '../../lib/auth.ts'
import { loadViewer } from '../goods/viewer.ts'
import { detailSchema, listSchema, pointOrderPaySchema, pointOrderSchema } from '../../../schemas/api/pointitems.ts'
import { payPointOrder, pointOrderView } from './pay.ts'
import { listPointItems, pointItemDetail } from './service.ts'
import { now } from '../../../schemas/time.ts'

/** Points mall (spec 2.1 /pointitems, /pointitems/cashierpoint; 7.2 points-mall list and detail). */
export const pointitemsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const viewerOf = (request: FastifyRequest) =>
    request.principal ? loadViewer(app.db, request.principal.id, now()) : Promise.resolve(null)
  const shopper = { preHandler: optionalAuth('member') }

  app.get('/pointsmall/goods/items', { ...shopper, schema: listSchema }, async (request) => ({
    data: await listPointItems(app.db, request.query, await viewerOf(request), now()),
  }))

  app.get('/pointsmall/goods/items/:id', { ...shopper, schema: detailSchema }, async (request) => ({
    data: await pointItemDetail(app.db, request.params.id, await viewerOf(request), now(), {
      companyId: request.query.company_id ?? 1,
      isTdk: request.query.is_tdk === 1,
    }),
  }))

  const member = { onRequest: requireAuth('member') }
  app.get('/pointsmall/order', { ...member, schema: pointOrderSchema }, async (request) => ({
    data: await pointOrderView(app.db, memberId(request), request.query.order_id, now()),
  }))

  app.post('/pointsmall/order/pay', { ...member, schema: pointOrderPaySchema }, async (request) => ({
    data: await payPointOrder(app.db, memberId(request), request.body.order_id, now()),
  }))
}
