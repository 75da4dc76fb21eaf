import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  accountListSchema,
  accountPasswordSchema,
  accountStatusSchema,
  applicationAuditSchema,
  applicationDetailSchema,
  applicationListSchema,
} from '../../../schemas/api/admin/merchants.ts'
import { changedFields, recordAudit } from '../audit.ts'
import { listAccounts, resetAccountPassword, setAccountStatus } from './accounts.ts'
import { applicationDetail, decideApplication, listApplications } from './applications.ts'
import { shopAdminRoutes } from './shops/routes.ts'
import { PHOTO_FIELDS, privatePhotoLinks } from '../../commerce/uploads/photo-link-hooks.ts'

const access = { access: ['merchants'] as const }

/**
 * 商户与门店: the settlement applications queue (the decision the merchant's /shop/review shows),
 * merchant accounts (禁用/启用, 重置密码) and the shops. Every write is audited.
 */
export const merchantAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  privatePhotoLinks(app, PHOTO_FIELDS.application)
  app.get('/merchants/applications', { schema: applicationListSchema, config: access }, async (request) => ({
    data: await listApplications(app.db, request.query),
  }))

  app.get('/merchants/applications/:id', { schema: applicationDetailSchema, config: access }, async (request) => ({
    data: await applicationDetail(app.db, request.params.id),
  }))

  app.post('/merchants/applications/:id/audit', { schema: applicationAuditSchema, config: access }, async (request) => {
    const { decision, reason = '' } = request.body
    const { merchant_name, ...result } = await decideApplication(app.db, request.params.id, decision, reason)
    await recordAudit(app.db, request, {
      area: 'merchants',
      action: decision === 'approved' ? '通过入驻申请' : '驳回入驻申请',
      target: merchant_name || `申请 ${result.id}`,
      summary: result.audit_msg,
    })
    return { data: result }
  })

  app.get('/merchants/accounts', { schema: accountListSchema, config: access }, async (request) => ({
    data: await listAccounts(app.db, request.query),
  }))

  app.put('/merchants/accounts/:id/status', { schema: accountStatusSchema, config: access }, async (request) => {
    const { before, after } = await setAccountStatus(app.db, request.params.id, request.body.status)
    await recordAudit(app.db, request, {
      area: 'merchants',
      action: after.status === 'disabled' ? '禁用商户账号' : '启用商户账号',
      target: after.username,
      changes: changedFields(before, after, { status: '状态' }),
    })
    return { data: after }
  })

  app.post('/merchants/accounts/:id/password', { schema: accountPasswordSchema, config: access }, async (request) => {
    const result = await resetAccountPassword(app.db, request.params.id, request.body.password)
    await recordAudit(app.db, request, {
      area: 'merchants',
      action: '重置商户密码',
      target: result.username,
      summary: result.generated_password ? '生成随机密码' : '设置新密码',
    })
    return { data: result }
  })

  await app.register(shopAdminRoutes)
}
