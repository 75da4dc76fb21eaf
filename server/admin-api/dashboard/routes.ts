import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { operatorOf } from '../../designer-api/operator-guard.ts'
import { dashboardSchema } from '../../../schemas/api/admin/dashboard.ts'
import { now } from '../../../schemas/time.ts'
import { dashboard } from './service.ts'

/** 概况: the console's home, read-only. */
export const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/dashboard', { schema: dashboardSchema, config: { access: ['dashboard'] } }, async (request) => ({
    data: await dashboard(app.db, operatorOf(request).companyId, request.query, now()),
  }))
}
