import type { FastifyPluginAsync } from 'fastify'
import { regionRoutes } from './region/routes.ts'
import { categoryRoutes } from './category/routes.ts'
import { goodsRoutes } from './goods/routes.ts'

/** The shopper API, mounted at /api/h5app/wxapp (spec 7.2). One plugin per module. */
export const commerceRoutes: FastifyPluginAsync = async (app) => {
  await app.register(regionRoutes)
  await app.register(categoryRoutes)
  await app.register(goodsRoutes)
}
