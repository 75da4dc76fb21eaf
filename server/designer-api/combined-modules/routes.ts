import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { COMBINED_MODULES_PATH } from '../../../schemas/api/combined-modules.ts'
import { recordAudit } from '../../admin-api/audit.ts'
import { emptyBodyAsObject } from '../../lib/empty-body.ts'
import { sendNoContent } from '../../lib/typed-plugin.ts'
import { operatorOf } from '../operator-guard.ts'
import { createModuleSchema, deleteModuleSchema, listModulesSchema, renameModuleSchema } from './schemas.ts'
import { createCombinedModule, deleteCombinedModule, listCombinedModules, renameCombinedModule } from './service.ts'
import { DRAFT_BODY_LIMIT } from '../template-routes.ts'

/**
 * 组合模块 (spec 2.9, 7.2): saved free panels of the operator's company. The designer API's guard
 * (operator session, 页面装修) covers these routes; writes go to the audit log.
 */
export const combinedModuleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const company = (request: FastifyRequest) => operatorOf(request).companyId
  const base = `/${COMBINED_MODULES_PATH}`

  app.get(base, { schema: listModulesSchema }, async (request) => ({
    data: await listCombinedModules(app.db, company(request), request.query),
  }))

  app.post(base, { schema: createModuleSchema, bodyLimit: DRAFT_BODY_LIMIT }, async (request) => {
    const data = await createCombinedModule(app.db, company(request), request.body)
    await recordAudit(app.db, request, { area: 'pages', action: '保存组合模块', target: data.name })
    return { data }
  })

  app.patch(`${base}/:id`, { schema: renameModuleSchema, preValidation: emptyBodyAsObject }, async (request) => {
    const data = await renameCombinedModule(app.db, company(request), request.params.id, request.body.name)
    await recordAudit(app.db, request, { area: 'pages', action: '重命名组合模块', target: data.name })
    return { data }
  })

  app.delete(`${base}/:id`, { schema: deleteModuleSchema }, async (request, reply) => {
    const name = await deleteCombinedModule(app.db, company(request), request.params.id)
    await recordAudit(app.db, request, { area: 'pages', action: '删除组合模块', target: name })
    return sendNoContent(reply)
  })
}
