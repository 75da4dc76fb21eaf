import type { FastifyPluginAsync } from 'fastify'
import { detailSchema, listSchema, type DetailQuery, type PointListQuery } from './schemas.ts'
import { listPointItems, pointItemDetail } from './service.ts'

/** Points mall (spec 2.1 /pointitems; 7.2 points-mall list and detail). */
export const pointitemsRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: PointListQuery }>('/pointsmall/goods/items', { schema: listSchema }, async (request) => ({
    data: await listPointItems(app.db, request.query),
  }))

  app.get<{ Params: { id: number }; Querystring: DetailQuery }>('/pointsmall/goods/items/:id', { schema: detailSchema }, async (request) => ({
    data: await pointItemDetail(app.db, request.params.id, { companyId: request.query.company_id ?? 1, isTdk: request.query.is_tdk === 1 }),
  }))
}
