import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { recordAudit } from '../../admin-api/audit.ts'
import { emptyBodyAsObject } from '../../lib/empty-body.ts'
import { sendNoContent } from '../../lib/typed-plugin.ts'
import { PREVIEW_LINKS_PATH } from '../../../schemas/api/preview-links.ts'
import { operatorOf } from '../operator-guard.ts'
import { createPreviewLinkSchema, listPreviewLinksSchema, revokePreviewLinkSchema } from './schemas.ts'
import { createPreviewLink, listPreviewLinks, revokeLink } from './service.ts'

/**
 * 预览链接 of a template's draft. The designer API's guard (operator session, 页面装修) covers these
 * routes; making and revoking a link go to the audit log.
 */
export const previewLinkRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const base = `/templates/:id/${PREVIEW_LINKS_PATH}`
  const deps = { db: app.db, secret: app.config.secret, publicUrl: app.config.publicUrl }

  app.get(base, { schema: listPreviewLinksSchema }, async (request) => ({
    data: await listPreviewLinks(app.db, operatorOf(request).companyId, request.params.id),
  }))

  app.post(base, { schema: createPreviewLinkSchema, preValidation: emptyBodyAsObject }, async (request) => {
    const data = await createPreviewLink(deps, operatorOf(request), request.params.id, request.body.expires_days)
    await recordAudit(app.db, request, {
      area: 'pages',
      action: '生成预览链接',
      target: `#${request.params.id} 链接 ${data.id}`,
    })
    return { data }
  })

  app.delete(`${base}/:linkId`, { schema: revokePreviewLinkSchema }, async (request, reply) => {
    const { id, linkId } = request.params
    await revokeLink(app.db, operatorOf(request).companyId, id, linkId)
    await recordAudit(app.db, request, { area: 'pages', action: '撤销预览链接', target: `#${id} 链接 ${linkId}` })
    return sendNoContent(reply)
  })
}
