import type { FastifyPluginAsync } from 'fastify'
import { pageLayoutStore } from './layout.ts'
import { listTemplates } from './repo.ts'
import { homeSchema, layoutSchema, templatesSchema, type CompanyQuery } from './schemas.ts'

/** Page descriptors, mounted at /api/pages. */
export const pageRoutes: FastifyPluginAsync = async (app) => {
  const store = pageLayoutStore(app)
  // Read at start-up (spec 7.2 "Global") so the first shopper does not wait for it.
  await store.get(1)

  app.get<{ Querystring: CompanyQuery }>('/layout', { schema: layoutSchema }, async (request) => {
    const { layout } = await store.get(request.query.company_id)
    return { data: layout }
  })

  app.get<{ Querystring: CompanyQuery }>('/home', { schema: homeSchema }, async (request) => {
    const { layout, widgets } = await store.get(request.query.company_id)
    return { data: { ...layout, widgets } }
  })

  app.get<{ Querystring: CompanyQuery }>('/templates', { schema: templatesSchema }, async (request) => {
    const list = await listTemplates(app.db, request.query.company_id)
    return { data: { list, total_count: list.length } }
  })
}
