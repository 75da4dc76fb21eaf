import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { errorAnswers } from '../../../schemas/api/errors.ts'
import { optionalAuth } from '../../lib/auth.ts'
import { itemDetail, parseGoodsId } from './detail.ts'
import {
  ItemDetailQuery,
  ItemDetailResponse,
  ItemListQuery,
  ItemListResponse,
  ItemParams,
} from '../../../schemas/api/goods.ts'
import { pageLayoutStore } from '../../pages/layout.ts'
import { goodsItemDetail, listTdk } from './ecshopx.ts'
import { listItems } from './service.ts'
import { priceViewerOf } from './viewer.ts'
import { now } from '../../../schemas/time.ts'

/** GET goods/items (list) and GET goods/items/:item_id (detail), spec 7.2 "Item and cart". */
export const goodsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const layouts = pageLayoutStore(app)
  const siteSeo = async (companyId: number | undefined) => (await layouts.get(companyId ?? 1)).layout.seo
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
    async (request) => {
      const [page, site] = await Promise.all([
        listItems(app.db, request.query, await viewerOf(request), now(), { brands: true }),
        siteSeo(request.query.company_id),
      ])
      // Asked with `brands: true`, the page always carries the brand_list its type leaves optional.
      return { data: { ...(page as Required<typeof page>), tdk_data: listTdk(site, request.query.keywords) } }
    },
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
    async (request) => {
      const goodsId = parseGoodsId(request.params.item_id)
      const [item, site] = await Promise.all([
        itemDetail(app.db, goodsId, await viewerOf(request), now()),
        siteSeo(request.query.company_id),
      ])
      return { data: goodsItemDetail(item, request.query.company_id ?? 1, site) }
    },
  )
}
