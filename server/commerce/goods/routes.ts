import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { errorAnswers } from '../../../schemas/api/errors.ts'
import { optionalAuth } from '../../lib/auth.ts'
import {
  ItemDetailQuery,
  ItemDetailResponse,
  ItemListQuery,
  ItemListResponse,
  ItemParams,
} from '../../../schemas/api/goods.ts'
import { goodsAnswers } from './answers.ts'
import { priceViewerOf } from './viewer.ts'
import { now } from '../../../schemas/time.ts'

/** GET goods/items (list) and GET goods/items/:item_id (detail), spec 7.2 "Item and cart". */
export const goodsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const answers = goodsAnswers(app)
  const viewerOf = (request: FastifyRequest) => priceViewerOf(app.db, request, now())

  app.get(
    '/goods/items',
    {
      preHandler: optionalAuth('member'),
      schema: {
        tags: ['商品'],
        summary: '商品列表（搜索、分类、标签、排序、分页）',
        querystring: ItemListQuery,
        response: { 200: ItemListResponse, ...errorAnswers('VALIDATION', 'NUMBER_INVALID') },
      },
    },
    async (request) => answers.list(request.query, await viewerOf(request)),
  )

  app.get(
    '/goods/items/:item_id',
    {
      preHandler: optionalAuth('member'),
      schema: {
        tags: ['商品'],
        summary: '商品详情（规格、SKU、活动、会员价）',
        params: ItemParams,
        querystring: ItemDetailQuery,
        response: { 200: ItemDetailResponse, ...errorAnswers('VALIDATION', 'GOODS_NOT_FOUND') },
      },
    },
    async (request) => answers.detail(request.params.item_id, request.query, await viewerOf(request)),
  )
}
