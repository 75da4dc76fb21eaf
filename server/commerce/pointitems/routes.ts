import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { optionalAuth } from '../../lib/auth.ts'
import { loadViewer } from '../goods/viewer.ts'
import { detailSchema, listSchema, type DetailQuery, type PointListQuery } from '../../../schemas/api/pointitems.ts'
import { listPointItems, pointItemDetail } from './service.ts'

/** Points mall (spec 2.1 /pointitems; 7.2 points-mall list and detail). */
export const pointitemsRoutes: FastifyPluginAsync = async (app) => {
  const now = () => Math.floor(Date.now() / 1000)
  const viewerOf = (request: FastifyRequest) => (request.principal ? loadViewer(app.db, request.principal.id, now()) : Promise.resolve(null))
  const shopper = { preHandler: optionalAuth('member') }

  app.get<{ Querystring: PointListQuery }>('/pointsmall/goods/items', { ...shopper, schema: listSchema }, async (request) => ({
    data: await listPointItems(app.db, request.query, await viewerOf(request), now()),
  }))

  app.get<{ Params: { id: number }; Querystring: DetailQuery }>('/pointsmall/goods/items/:id', { ...shopper, schema: detailSchema }, async (request) => ({
    data: await pointItemDetail(app.db, request.params.id, await viewerOf(request), now(), {
      companyId: request.query.company_id ?? 1,
      isTdk: request.query.is_tdk === 1,
    }),
  }))
}
