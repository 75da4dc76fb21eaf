import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { createRegionCache } from './service.ts'
import { RegionTreeResponse } from '../../../schemas/api/region.ts'

/** GET espier/address: the province > city > county tree for address forms (spec 7.2). */
export const regionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const regions = createRegionCache(app.db)
  app.get(
    '/espier/address',
    {
      schema: {
        tags: ['地区'],
        summary: '省市区三级地区树',
        response: { 200: RegionTreeResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=86400')
      return { data: await regions.get() }
    },
  )
}
