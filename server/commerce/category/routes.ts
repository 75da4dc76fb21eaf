import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { sendKeptData } from '../../pages/routes.ts'
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
    // The same for every shopper: kept as bytes until the catalogue changes, like guests' page descriptors.
    async (request, reply) => {
      const { is_main_category: main, distributor_id: distributorId, company_id: companyId } = request.query
      const mainOnly = main === 1
      const name = `category:${mainOnly ? 'main' : 'all'}:${distributorId ?? ''}`
      return sendKeptData(request, reply, companyId ?? 1, name, () =>
        categoryTree(app.db, { mainOnly, distributorId, companyId }),
      )
    },
  )
}
