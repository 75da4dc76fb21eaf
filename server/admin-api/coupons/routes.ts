import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { operatorOf } from '../../designer-api/operator-guard.ts'
import { contentWatch } from '../../lib/content-version.ts'
import { now } from '../../../schemas/time.ts'
import {
  couponClaimsFileSchema,
  couponCreateSchema,
  couponDetailSchema,
  couponGrantSchema,
  couponListSchema,
  couponMemberSearchSchema,
  couponStopSchema,
  couponUpdateSchema,
} from '../../../schemas/api/admin/coupons.ts'
import { changedFields, recordAudit } from '../audit.ts'
import { attachmentHeader } from '../orders/export.ts'
import { claimsWorkbook } from './export.ts'
import {
  couponDetail,
  createCoupon,
  grantCoupon,
  listCouponViews,
  searchMembers,
  stopIssuing,
  updateCoupon,
} from './service.ts'

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
const config = { access: ['marketing'] as const }

const LABELS = {
  card_type: '类型',
  title: '标题',
  description: '使用说明',
  notice: '使用须知',
  reduce_cost: '减免金额（分）',
  discount: '折扣（减免%）',
  gift: '兑换内容',
  object_use_for: '适用说明',
  least_cost: '使用门槛（分）',
  date_type: '有效期类型',
  begin_date: '开始日期',
  end_date: '结束日期',
  fixed_term: '领取后有效天数',
  quantity: '发放总量',
  get_limit: '每人限领',
  use_scope: '使用范围',
  use_scope_ids: '适用商品或分类',
} as const

/** 营销 › 优惠券: the company's coupons. Writes are audited and reach the storefront's caches at once. */
export const couponAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const changed = () => contentWatch(app.db).changed()

  app.get('/coupons', { schema: couponListSchema, config }, async (request) => ({
    data: await listCouponViews(app.db, operatorOf(request).companyId, request.query),
  }))

  app.get('/coupons/member-search', { schema: couponMemberSearchSchema, config }, async (request) => ({
    data: await searchMembers(app.db, operatorOf(request).companyId, request.query.mobile),
  }))

  app.get('/coupons/:id', { schema: couponDetailSchema, config }, async (request) => ({
    data: await couponDetail(app.db, operatorOf(request).companyId, request.params.id),
  }))

  app.post('/coupons', { schema: couponCreateSchema, config }, async (request) => {
    const coupon = await createCoupon(app.db, operatorOf(request).companyId, request.body)
    await recordAudit(app.db, request, {
      area: 'marketing',
      action: '新增优惠券',
      target: coupon.title,
      summary: `发放总量${coupon.quantity}张`,
    })
    await changed()
    return { data: coupon }
  })

  app.put('/coupons/:id', { schema: couponUpdateSchema, config }, async (request) => {
    const { before, after } = await updateCoupon(app.db, operatorOf(request).companyId, request.params.id, request.body)
    await recordAudit(app.db, request, {
      area: 'marketing',
      action: '修改优惠券',
      target: after.title,
      changes: changedFields(before, after, LABELS),
    })
    await changed()
    return { data: after }
  })

  app.post('/coupons/:id/stop', { schema: couponStopSchema, config }, async (request) => {
    const coupon = await stopIssuing(app.db, operatorOf(request).companyId, request.params.id)
    await recordAudit(app.db, request, {
      area: 'marketing',
      action: '停止发放优惠券',
      target: coupon.title,
      summary: `已领${coupon.get_num}/${coupon.quantity}张`,
    })
    await changed()
    return { data: coupon }
  })

  app.post('/coupons/:id/grant', { schema: couponGrantSchema, config }, async (request) => {
    const { coupon, answer } = await grantCoupon(
      app.db,
      operatorOf(request).companyId,
      request.params.id,
      request.body.member_ids,
    )
    const given = answer.results.filter((result) => result.ok).map((result) => result.mobile)
    await recordAudit(app.db, request, {
      area: 'marketing',
      action: '发放优惠券给会员',
      target: coupon.title,
      summary:
        `${answer.granted}/${answer.results.length}位会员领到${given.length ? `：${given.join('、')}` : ''}`.slice(
          0,
          500,
        ),
    })
    // Running out changes what the storefront offers.
    if (answer.granted > 0) await changed()
    return { data: answer }
  })

  app.get('/coupons/:id/claims.xlsx', { schema: couponClaimsFileSchema, config }, async (request, reply) => {
    const file = await claimsWorkbook(app.db, operatorOf(request).companyId, request.params.id, now())
    return reply
      .header('content-type', XLSX)
      .header('content-disposition', attachmentHeader(file.name, file.asciiName))
      .header('cache-control', 'private, no-store')
      .send(file.buffer)
  })
}
