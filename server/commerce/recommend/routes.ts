import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { optionalAuth } from '../../lib/auth.ts'
import { loadViewer } from '../goods/viewer.ts'
import { goodsRecommendSchema, recommendLikeSchema, type RecommendQuery } from '../../../schemas/api/recommend.ts'
import { recommend } from './service.ts'

/** Recommendations (spec 2.7 推荐商品 strip; 7.2 promotions/recommendlike, item recommend). */
export const recommendRoutes: FastifyPluginAsync = async (app) => {
  const now = () => Math.floor(Date.now() / 1000)
  // A logged-in shopper sees recommendations at their member price.
  const viewerOf = (request: FastifyRequest) =>
    request.principal ? loadViewer(app.db, request.principal.id, now()) : Promise.resolve(null)
  const shopper = { preHandler: optionalAuth('member') }

  app.get<{ Querystring: RecommendQuery }>(
    '/promotions/recommendlike',
    { ...shopper, schema: recommendLikeSchema },
    async (request) => ({
      data: await recommend(app.db, request.query, await viewerOf(request), now()),
    }),
  )

  app.get<{ Querystring: RecommendQuery }>(
    '/goods/recommend',
    { ...shopper, schema: goodsRecommendSchema },
    async (request) => ({
      data: await recommend(app.db, request.query, await viewerOf(request), now()),
    }),
  )
}
