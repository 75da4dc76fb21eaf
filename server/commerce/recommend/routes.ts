import type { FastifyPluginAsync } from 'fastify'
import { goodsRecommendSchema, recommendLikeSchema, type RecommendQuery } from './schemas.ts'
import { recommend } from './service.ts'

/** Recommendations (spec 2.7 推荐商品 strip; 7.2 promotions/recommendlike, item recommend). */
export const recommendRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: RecommendQuery }>('/promotions/recommendlike', { schema: recommendLikeSchema }, async (request) => ({
    data: await recommend(app.db, request.query),
  }))

  app.get<{ Querystring: RecommendQuery }>('/goods/recommend', { schema: goodsRecommendSchema }, async (request) => ({
    data: await recommend(app.db, request.query),
  }))
}
