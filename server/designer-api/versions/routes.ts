import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { operatorOf } from '../operator-guard.ts'
import { listVersionsSchema, versionSchema } from './schemas.ts'
import { listTemplateVersions, readTemplateVersion } from './service.ts'

/**
 * 历史版本: the published versions of the operator's company's pages. Reading only; restoring a
 * version is the designer's edit of the draft (autosaved), and publishing stays explicit.
 */
export const versionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const company = (request: FastifyRequest) => operatorOf(request).companyId

  app.get('/templates/:id/versions', { schema: listVersionsSchema }, async (request) => ({
    data: await listTemplateVersions(app.db, company(request), request.params.id, request.query),
  }))

  app.get('/templates/:id/versions/:number', { schema: versionSchema }, async (request) => ({
    data: await readTemplateVersion(app.db, company(request), request.params.id, request.params.number),
  }))
}
