import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { sessionRoutes } from '../designer-api/session-routes.ts'
import { guardRoutes } from './access.ts'
import { aftersalesRoutes } from './aftersales/routes.ts'
import { aftersalesDetailRoutes } from './aftersales/detail-routes.ts'
import { requireAuditOnWrites } from './audit.ts'
import { auditLogRoutes } from './audit-log/routes.ts'
import { brandRoutes } from './brands/routes.ts'
import { categoryRoutes } from './categories/routes.ts'
import { dashboardRoutes } from './dashboard/routes.ts'
import { goodsRoutes } from './goods/routes.ts'
import { operatorRoutes } from './operators/routes.ts'
import { orderRoutes } from './orders/routes.ts'
import { orderExportRoutes } from './orders/export-routes.ts'
import { orderManageRoutes } from './orders/manage-routes.ts'
import { setupRoutes } from './setup/routes.ts'
import { couponAdminRoutes } from './coupons/routes.ts'
import { activityAdminRoutes } from './activities/routes.ts'
import { memberAdminRoutes } from './members/routes.ts'
import { merchantAdminRoutes } from './merchants/routes.ts'
import { articleAdminRoutes } from './articles/routes.ts'
import { siteAdminRoutes } from './site/routes.ts'
import { goodsImportRoutes } from './goods-import/routes.ts'

/**
 * The operator console's API, mounted at /api/admin: sign-in and first-run setup, orders,
 * after-sales, accounts, roles and the audit log. Every route passes the one permission guard
 * (its `config.access`) and every write the one audit helper.
 */
export const adminApiRoutes: FastifyPluginAsyncTypebox = async (app) => {
  guardRoutes(app)
  requireAuditOnWrites(app)
  await app.register(sessionRoutes)
  await app.register(setupRoutes)
  await app.register(orderRoutes)
  await app.register(orderManageRoutes)
  await app.register(orderExportRoutes)
  await app.register(aftersalesRoutes)
  await app.register(aftersalesDetailRoutes)
  await app.register(operatorRoutes)
  await app.register(auditLogRoutes)
  await app.register(categoryRoutes)
  await app.register(brandRoutes)
  await app.register(dashboardRoutes)
  await app.register(goodsRoutes)
  await app.register(goodsImportRoutes)
  await app.register(couponAdminRoutes)
  await app.register(activityAdminRoutes)
  await app.register(memberAdminRoutes)
  await app.register(merchantAdminRoutes)
  await app.register(articleAdminRoutes)
  await app.register(siteAdminRoutes)
}

/** The back office's old paths under the shopper API, answering as the routes above do. */
export const legacyAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  guardRoutes(app)
  requireAuditOnWrites(app)
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, deprecated: true, tags: ['admin-legacy'] }
  })
  await app.register(orderRoutes, { prefix: '/admin' })
  await app.register(aftersalesRoutes, { prefix: '/admin' })
}
