import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { operatorOf } from '../../designer-api/operator-guard.ts'
import { contentWatch } from '../../lib/content-version.ts'
import { now } from '../../../schemas/time.ts'
import {
  gradeListSchema,
  gradeUpdateSchema,
  memberAddressesSchema,
  memberCouponsSchema,
  memberDetailSchema,
  memberExportSchema,
  memberFavoritesSchema,
  memberGradeSchema,
  memberListSchema,
  memberOrdersSchema,
  memberPointAdjustSchema,
  memberPointsSchema,
  memberStaffSchema,
  memberStatusSchema,
} from '../../../schemas/api/admin/members.ts'
import { discountLabel } from '../../../schemas/grade-rules.ts'
import { changedFields, recordAudit } from '../audit.ts'
import { attachmentHeader } from '../orders/export.ts'
import { exportNames, memberWorkbook } from './export.ts'
import {
  adjustPoints,
  changeGrade,
  gradeList,
  listMemberRows,
  memberAddressList,
  memberCouponPage,
  memberDetail,
  memberFavoritePage,
  memberFilter,
  memberOrderPage,
  memberPointPage,
  saveGrade,
  setStaff,
  setStatus,
} from './service.ts'

const config = { access: ['members'] as const }
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

const who = (member: { mobile: string; nickname: string }) =>
  member.nickname ? `${member.nickname}（${member.mobile}）` : member.mobile

/**
 * 会员 › 会员与等级: the company's members (list, export, detail with its tabs) and the operator's
 * actions on one (grade, points, staff flag, disable); the member grades. Every change is audited.
 * A member's own grade and staff flag are read on each signed-in request; the grades' names,
 * discounts and guide texts also show on guests' cached pages, so a grade edit moves the content
 * version (its triggers) and this instance sees it at once.
 */
export const memberAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const companyOf = (request: Parameters<typeof operatorOf>[0]) => operatorOf(request).companyId
  const changed = () => contentWatch(app.db).changed()

  app.get('/members', { schema: memberListSchema, config }, async (request) => ({
    data: await listMemberRows(app.db, companyOf(request), request.query),
  }))

  app.get('/members/export.xlsx', { schema: memberExportSchema, config }, async (request, reply) => {
    const filter = memberFilter(companyOf(request), request.query)
    const names = exportNames(now())
    await recordAudit(app.db, request, { area: 'members', action: '导出会员', target: names.name })
    return reply
      .header('content-type', XLSX)
      .header('content-disposition', attachmentHeader(names.name, names.asciiName))
      .header('cache-control', 'private, no-store')
      .send(memberWorkbook(app.db, filter))
  })

  app.get('/members/grades', { schema: gradeListSchema, config }, async (request) => ({
    data: await gradeList(app.db, companyOf(request)),
  }))

  app.put('/members/grades/:id', { schema: gradeUpdateSchema, config }, async (request) => {
    const { before, after } = await saveGrade(app.db, companyOf(request), request.params.id, request.body)
    await recordAudit(app.db, request, {
      area: 'members',
      action: '修改会员等级',
      target: after.name,
      changes: changedFields(
        { ...before, discount: discountLabel(before.discount) },
        { ...after, discount: discountLabel(after.discount) },
        {
          name: '名称',
          discount: '折扣',
          price: '价格（分）',
          valid_days: '有效天数',
          guide_title: '引导文案',
          description: '说明',
          background_color: '背景色',
        },
      ),
    })
    await changed()
    return { data: after }
  })

  app.get('/members/:id', { schema: memberDetailSchema, config }, async (request) => ({
    data: await memberDetail(app.db, companyOf(request), request.params.id),
  }))

  app.get('/members/:id/orders', { schema: memberOrdersSchema, config }, async (request) => ({
    data: await memberOrderPage(app.db, companyOf(request), request.params.id, request.query),
  }))

  app.get('/members/:id/points', { schema: memberPointsSchema, config }, async (request) => ({
    data: await memberPointPage(app.db, companyOf(request), request.params.id, request.query),
  }))

  app.get('/members/:id/coupons', { schema: memberCouponsSchema, config }, async (request) => ({
    data: await memberCouponPage(app.db, companyOf(request), request.params.id, request.query),
  }))

  app.get('/members/:id/addresses', { schema: memberAddressesSchema, config }, async (request) => ({
    data: await memberAddressList(app.db, companyOf(request), request.params.id),
  }))

  app.get('/members/:id/favorites', { schema: memberFavoritesSchema, config }, async (request) => ({
    data: await memberFavoritePage(app.db, companyOf(request), request.params.id, request.query),
  }))

  app.put('/members/:id/grade', { schema: memberGradeSchema, config }, async (request) => {
    const { before, after } = await changeGrade(app.db, companyOf(request), request.params.id, request.body.grade_id)
    await recordAudit(app.db, request, {
      area: 'members',
      action: '修改会员等级',
      target: who(after),
      changes: changedFields(before, after, { grade_name: '会员等级' }),
    })
    return { data: after }
  })

  app.post('/members/:id/points', { schema: memberPointAdjustSchema, config }, async (request) => {
    const { member, balance } = await adjustPoints(app.db, companyOf(request), request.params.id, request.body)
    const amount = request.body.amount
    await recordAudit(app.db, request, {
      area: 'members',
      action: amount > 0 ? '增加积分' : '扣减积分',
      target: who(member),
      summary: `${amount > 0 ? '+' : ''}${amount}，原因：${request.body.reason.trim()}`,
      changes: [{ field: '积分', before: member.points, after: balance }],
    })
    return { data: { balance } }
  })

  app.put('/members/:id/staff', { schema: memberStaffSchema, config }, async (request) => {
    const { before, after } = await setStaff(app.db, companyOf(request), request.params.id, request.body.is_staff)
    await recordAudit(app.db, request, {
      area: 'members',
      action: after.is_staff === 1 ? '设为员工' : '取消员工',
      target: who(after),
      changes: changedFields(before, after, { is_staff: '内购员工' }),
    })
    return { data: after }
  })

  app.put('/members/:id/status', { schema: memberStatusSchema, config }, async (request) => {
    const { before, after } = await setStatus(app.db, companyOf(request), request.params.id, request.body.status)
    await recordAudit(app.db, request, {
      area: 'members',
      action: after.status === 'disabled' ? '禁用会员' : '启用会员',
      target: who(after),
      changes: changedFields(before, after, { status: '状态' }),
    })
    return { data: after }
  })
}
