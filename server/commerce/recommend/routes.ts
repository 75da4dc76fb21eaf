import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { optionalAuth } from '../../lib/auth.ts'
import { priceViewerOf } from '../goods/viewer.ts'
import { goodsRecommendSchema, recommendLikeSchema } from '../../../schemas/api/recommend.ts'
import { recommend } from './service.ts'
import { now } from '../../../schemas/time.ts'

/** Recommendations (spec 2.7 推荐商品 strip; 7.2 promotions/recommendlike, item recommend). */
export const recommendRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // A logged-in shopper sees recommendations at their member price, a page rendered for an audience at its price.
  const viewerOf = (request: FastifyRequest) => priceViewerOf(app.db, request, now())
  const shopper = { preHandler: optionalAuth('member') }

  app.get('/promotions/recommendlike', { ...shopper, schema: recommendLikeSchema }, async (request) => ({
    data: await recommend(app.db, request.query, await viewerOf(request), now()),
  }))

  app.get('/goods/recommend', { ...shopper, schema: goodsRecommendSchema }, async (request) => ({
    data: await recommend(app.db, request.query, await viewerOf(request), now()),
  }))
}
