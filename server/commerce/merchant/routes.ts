import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { requireAuth } from '../../lib/auth.ts'
import { shopAccountId } from './standing.ts'
import { toPage } from '../../lib/pagination.ts'
import { BANKS } from './banks.ts'
import { loadBaseSetting, settledTypeOptions } from './base-setting.ts'
import { MERCHANT_TYPES } from './merchant-types.ts'
import {
  auditSchema,
  auditStatusSchema,
  bankListSchema,
  baseSettingSchema,
  detailSchema,
  saveStepSchema,
  stepSchema,
  typeListSchema,
} from '../../../schemas/api/merchant.ts'
import { applicationDetail, audit, auditStatus, currentStep, saveStep } from './service.ts'
import { PHOTO_FIELDS, privatePhotoLinks } from '../uploads/photo-link-hooks.ts'

/** Merchant settlement (商户入驻, spec 7.2 "Shops and merchants"): reference lists, the signed-up merchant's steps (shop token), the operator's audit. */
export const merchantRoutes: FastifyPluginAsyncTypebox = async (app) => {
  privatePhotoLinks(app, PHOTO_FIELDS.application)
  app.get('/merchant/type/list', { schema: typeListSchema }, async (request) => {
    const { offset, pageSize } = toPage(request.query, 50, 50)
    const list = MERCHANT_TYPES.slice(offset, offset + pageSize).map((t) => ({
      id: t.id,
      name: t.name,
      parent_id: 0,
      level: 1,
    }))
    return { data: { list, total_count: MERCHANT_TYPES.length } }
  })

  app.get('/adapay/bank/list', { schema: bankListSchema }, async () => ({
    data: { list: BANKS.map((b) => ({ ...b })), total_count: BANKS.length },
  }))

  app.get('/merchant/basesetting', { schema: baseSettingSchema }, async (request) => {
    const setting = await loadBaseSetting(app.db, request.query.company_id ?? 1)
    return { data: { ...setting, settled_type_list: settledTypeOptions(setting) } }
  })

  // Spec 6: paths with /merchant/ carry the shop token. An applicant signs up and signs in before approval, so no standing is needed here.
  const shop = { preHandler: requireAuth('shop') }

  app.get('/merchant/settlementapply/detail', { ...shop, schema: detailSchema }, async (request) => ({
    data: await applicationDetail(app.db, shopAccountId(request)),
  }))

  app.get('/merchant/settlementapply/step', { ...shop, schema: stepSchema }, async (request) => ({
    data: await currentStep(app.db, shopAccountId(request)),
  }))

  app.get('/merchant/settlementapply/auditstatus', { ...shop, schema: auditStatusSchema }, async (request) => ({
    data: await auditStatus(app.db, shopAccountId(request)),
  }))

  app.post('/merchant/settlementapply/:step', { ...shop, schema: saveStepSchema }, async (request) => ({
    data: await saveStep(
      app.db,
      shopAccountId(request),
      request.body.company_id ?? 1,
      request.params.step,
      request.body,
    ),
  }))

  app.post(
    '/merchant/settlementapply/:id/audit',
    { preHandler: requireAuth('operator'), schema: auditSchema },
    async (request) => ({
      data: await audit(app.db, request.params.id, request.body.audit_status, request.body.audit_msg ?? ''),
    }),
  )
}
