import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { optionalAuth } from '../lib/auth.ts'
import { customDescriptor, homeDescriptor, productDescriptor, type DescriptorDeps } from './descriptors.ts'
import { pageLayoutStore } from './layout.ts'
import { listTemplates } from './repo.ts'
import {
  customPageSchema,
  homeSchema,
  layoutSchema,
  productPageSchema,
  templatesSchema,
  type CompanyQuery,
  type CustomPageParams,
  type ProductPageParams,
} from './schemas.ts'

/** The member looking at a page, or null for guests (whose descriptors are cached). */
const viewerId = (request: FastifyRequest) => (request.principal?.kind === 'member' ? request.principal.id : null)

/** Page descriptors, mounted at /api/pages. */
export const pageRoutes: FastifyPluginAsync = async (app) => {
  const store = pageLayoutStore(app)
  // Read at start-up (spec 7.2 "Global") so the first shopper does not wait for it.
  await store.get(1)
  const deps: DescriptorDeps = { db: app.db, log: app.log, layout: store }
  const viewer = optionalAuth('member')

  app.get<{ Querystring: CompanyQuery }>('/layout', { schema: layoutSchema }, async (request) => {
    const { layout } = await store.get(request.query.company_id)
    return { data: layout }
  })

  app.get<{ Querystring: CompanyQuery }>('/home', { schema: homeSchema, preHandler: viewer }, async (request) => {
    return { data: await homeDescriptor(deps, request.query.company_id, viewerId(request)) }
  })

  app.get<{ Params: CustomPageParams; Querystring: CompanyQuery }>('/custom/:pageid', { schema: customPageSchema, preHandler: viewer }, async (request) => {
    return { data: await customDescriptor(deps, request.query.company_id, request.params.pageid, viewerId(request)) }
  })

  app.get<{ Params: ProductPageParams; Querystring: CompanyQuery }>('/product/*', { schema: productPageSchema, preHandler: viewer }, async (request) => {
    return { data: await productDescriptor(deps, request.query.company_id, request.params['*'], viewerId(request)) }
  })

  app.get<{ Querystring: CompanyQuery }>('/templates', { schema: templatesSchema }, async (request) => {
    const list = await listTemplates(app.db, request.query.company_id)
    return { data: { list, total_count: list.length } }
  })
}
