import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { cachedJson, sendCachedBody, SHARED_CACHE_CONTROL } from '../../lib/cached-body.ts'
import { guestDescriptorCache, guestDescriptorKey } from '../../pages/routes.ts'
import { CategoryQuery, CategoryTreeResponse } from '../../../schemas/api/category.ts'
import { categoryTree } from './service.ts'

/** GET goods/category: the three-level category tree (spec 3 "Category"). */
export const categoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The same for every shopper: kept as bytes until the catalogue changes, like guests' page descriptors.
  const bodies = guestDescriptorCache(app.db)

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
    async (request, reply) => {
      const { is_main_category: main, distributor_id: distributorId, company_id: companyId } = request.query
      const mainOnly = main === 1
      const key = guestDescriptorKey(companyId ?? 1, `category:${mainOnly ? 'main' : 'all'}:${distributorId ?? ''}`)
      const body = await bodies.get(key, async () => ({
        value: await cachedJson(reply, { data: await categoryTree(app.db, { mainOnly, distributorId, companyId }) }),
        keep: true,
      }))
      return sendCachedBody(request, reply, body, SHARED_CACHE_CONTROL)
    },
  )
}
