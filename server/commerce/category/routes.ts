import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { CategoryQuery, CategoryTreeResponse } from '../../../schemas/api/category.ts'
import { categoryTree } from './service.ts'

/** GET goods/category: the three-level category tree (spec 3 "Category"). */
export const categoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/goods/category',
    {
      schema: {
        tags: ['商品'],
        summary: '商品分类树（三级）',
        querystring: CategoryQuery,
        response: { 200: CategoryTreeResponse },
      },
    },
    async (request) => ({
      data: await categoryTree(app.db, {
        mainOnly: request.query.is_main_category === 1,
        distributorId: request.query.distributor_id,
        companyId: request.query.company_id,
      }),
    }),
  )
}
