import { Type, type Static } from '@sinclair/typebox'
import { Envelope, Paged } from '../envelope.ts'
import { errorAnswers } from '../errors.ts'
import { PageQuery } from '../paging.ts'
import { AdminAreaSchema } from './areas.ts'

export const FieldChange = Type.Object({
  /** The field's label as the console shows it (价格, 库存, 角色 …). */
  field: Type.String(),
  before: Type.Unknown(),
  after: Type.Unknown(),
})
export type FieldChange = Static<typeof FieldChange>

export const AuditEntryView = Type.Object({
  id: Type.Integer(),
  operator_id: Type.Integer(),
  operator_name: Type.String(),
  area: Type.String(),
  action: Type.String(),
  target: Type.String(),
  summary: Type.String(),
  changes: Type.Array(FieldChange),
  /** Unix seconds. */
  created_at: Type.Integer(),
})
export type AuditEntryView = Static<typeof AuditEntryView>

export const AuditLogQuery = Type.Object({
  ...PageQuery.properties,
  /** Words of the action, target or summary. */
  keywords: Type.Optional(Type.String({ maxLength: 50 })),
  operator_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
  area: Type.Optional(AdminAreaSchema),
  /** Unix seconds, inclusive. */
  from: Type.Optional(Type.Integer({ minimum: 0, maximum: 4_102_444_800 })),
  to: Type.Optional(Type.Integer({ minimum: 0, maximum: 4_102_444_800 })),
})
export type AuditLogQuery = Static<typeof AuditLogQuery>

export const auditLogSchema = {
  summary: '操作日志（谁、何时、改了什么，按关键字、账号、模块、时间筛选）',
  tags: ['admin-audit-log'],
  querystring: AuditLogQuery,
  response: {
    200: Envelope(Paged(AuditEntryView)),
    ...errorAnswers('UNAUTHORIZED', 'SESSION_EXPIRED', 'ADMIN_FORBIDDEN', 'VALIDATION'),
  },
}
