import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { operatorOf } from '../../designer-api/operator-guard.ts'
import {
  confirmReturnedGoods,
  operatorAftersalesList,
  refundAftersales,
  reviewAftersales,
} from '../../commerce/aftersales/operator.ts'
import { refund, settleRefund } from '../../commerce/payment/refund.ts'
import { aftersalesListSchema, confirmGoodsSchema, refundSchema, reviewSchema } from '../../../schemas/api/admin.ts'
import { now } from '../../../schemas/time.ts'
import { recordAudit } from '../audit.ts'
import { requireCompanyAftersales } from '../orders/service.ts'
import { PHOTO_FIELDS, privatePhotoLinks } from '../../commerce/uploads/photo-link-hooks.ts'

const tags = ['admin-aftersales']
const config = { access: ['aftersales'] as const }

/** 售后: the company's queue, review, receiving returned goods and the refund. */
export const aftersalesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const refundDeps = { refund, settle: settleRefund }
  privatePhotoLinks(app, PHOTO_FIELDS.aftersales)

  app.get('/aftersales', { schema: { ...aftersalesListSchema, tags }, config }, async (request) => ({
    data: await operatorAftersalesList(app.db, operatorOf(request).companyId, request.query),
  }))

  app.post('/aftersales/:aftersales_bn/review', { schema: { ...reviewSchema, tags }, config }, async (request) => {
    const bn = request.params.aftersales_bn
    await requireCompanyAftersales(app.db, operatorOf(request).companyId, bn)
    const { result, is_approved: approved, refuse_reason: refuseReason } = request.body ?? {}
    const approve = result === undefined ? approved === '1' || approved === 'true' : result === 'approve'
    const view = await reviewAftersales(app.db, bn, { approve, refuseReason }, now())
    await recordAudit(app.db, request, {
      area: 'aftersales',
      action: approve ? '同意售后' : '驳回售后',
      target: bn,
      summary: approve ? view.status_desc : (refuseReason ?? '').trim(),
    })
    return { data: view }
  })

  app.post(
    '/aftersales/:aftersales_bn/confirm-goods',
    { schema: { ...confirmGoodsSchema, tags }, config },
    async (request) => {
      const bn = request.params.aftersales_bn
      await requireCompanyAftersales(app.db, operatorOf(request).companyId, bn)
      const view = await confirmReturnedGoods(app.db, bn, now())
      await recordAudit(app.db, request, { area: 'aftersales', action: '确认收货', target: bn })
      return { data: view }
    },
  )

  app.post('/aftersales/:aftersales_bn/refund', { schema: { ...refundSchema, tags }, config }, async (request) => {
    const bn = request.params.aftersales_bn
    await requireCompanyAftersales(app.db, operatorOf(request).companyId, bn)
    const view = await refundAftersales(app.db, bn, refundDeps, now())
    await recordAudit(app.db, request, {
      area: 'aftersales',
      action: '售后退款',
      target: bn,
      summary: view.status_desc,
    })
    return { data: view }
  })
}
