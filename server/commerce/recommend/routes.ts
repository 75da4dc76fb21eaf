import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { optionalAuth } from '../../lib/auth.ts'
import { PRIVATE_CACHE_CONTROL, SHARED_CACHE_CONTROL } from '../../lib/cached-body.ts'
import { sendKeptData } from '../../pages/routes.ts'
import { audienceKey } from '../goods/audience.ts'
import { priceViewerOf } from '../goods/viewer.ts'
import { goodsRecommendSchema, type RecommendQuery, recommendLikeSchema } from '../../../schemas/api/recommend.ts'
import { recommend, recommendPage } from './service.ts'
import { now } from '../../../schemas/time.ts'

/** Recommendations (spec 2.7 推荐商品 strip; 7.2 promotions/recommendlike, item recommend). */
export const recommendRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const shopper = { preHandler: optionalAuth('member') }

  /**
   * The same for every shopper of an audience: kept as bytes until the content changes, like
   * guests' pages. Priced for the signed-in member's grade, else for the audience a page render asked for, else
   * for guests; a member's answer is theirs alone for any cache outside this server.
   */
  async function answer(request: FastifyRequest, query: RecommendQuery, reply: FastifyReply) {
    const viewer = await priceViewerOf(app.db, request, now())
    const { offset, pageSize } = recommendPage(query)
    const who = viewer ? audienceKey(viewer) : 'guest'
    const name = `recommend:${who}:${query.item_id ?? ''}:${offset}:${pageSize}`
    const cacheControl = request.principal ? PRIVATE_CACHE_CONTROL : SHARED_CACHE_CONTROL
    return sendKeptData(
      request,
      reply,
      query.company_id ?? 1,
      name,
      () => recommend(app.db, query, viewer, now()),
      cacheControl,
    )
  }

  app.get('/promotions/recommendlike', { ...shopper, schema: recommendLikeSchema }, (request, reply) =>
    answer(request, request.query, reply),
  )
  app.get('/goods/recommend', { ...shopper, schema: goodsRecommendSchema }, (request, reply) =>
    answer(request, request.query, reply),
  )
}
