import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { operatorOf } from '../../designer-api/operator-guard.ts'
import { toPage } from '../../lib/pagination.ts'
import { auditLogSchema, type FieldChange } from '../../../schemas/api/admin/audit-log.ts'
import { countAuditEntries, listAuditEntries } from '../audit-repo.ts'

/** 设置 › 操作日志: every change made through the console, newest first. */
export const auditLogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/audit-log', { schema: auditLogSchema, config: { access: ['settings'] } }, async (request) => {
    const query = request.query
    const filter = {
      companyId: operatorOf(request).companyId,
      keywords: query.keywords ?? '',
      operatorId: query.operator_id,
      area: query.area,
      from: query.from,
      to: query.to,
    }
    const page = toPage(query, 20, 100)
    const [rows, total] = await Promise.all([
      listAuditEntries(app.db, filter, page.pageSize, page.offset),
      countAuditEntries(app.db, filter),
    ])
    const list = rows.map((row) => ({
      id: row.id,
      operator_id: row.operator_id,
      operator_name: row.operator_name,
      area: row.area,
      action: row.action,
      target: row.target,
      summary: row.summary,
      changes: JSON.parse(row.changes) as FieldChange[],
      created_at: Number(row.created_at),
    }))
    return { data: { list, total_count: total } }
  })
}
