import { Type, type Static } from '@sinclair/typebox'
import { Envelope, Paged } from './envelope.ts'
import { PageQuery } from './paging.ts'
import { errorAnswers } from './errors.ts'

/** Every refusal the routes below can answer (OpenAPI error examples). */
const errors = errorAnswers('POINTS_INVALID', 'POINTS_NOT_ENOUGH', 'UNAUTHORIZED', 'VALIDATION')

const CompanyId = Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }))

export const CompanyQuery = Type.Object({ company_id: CompanyId })
export type CompanyQuery = Static<typeof CompanyQuery>

export const LedgerQuery = Type.Object({ ...PageQuery.properties, company_id: CompanyId })
export type LedgerQuery = Static<typeof LedgerQuery>

const PointRule = Type.Object({
  points_per_yuan: Type.Integer(),
  max_deduct_percent: Type.Integer(),
  earn_per_yuan: Type.Integer(),
  text: Type.String(),
})

const PointSummary = Type.Object({
  point: Type.Integer(),
  total_earned: Type.Integer(),
  total_spent: Type.Integer(),
  rule: PointRule,
})
export type PointSummary = Static<typeof PointSummary>

const PointLog = Type.Object({
  id: Type.Integer(),
  /** Positive when earned or given back, negative when spent. */
  delta: Type.Integer(),
  balance_after: Type.Integer(),
  type: Type.Union([Type.Literal('income'), Type.Literal('outcome')]),
  reason: Type.String(),
  order_id: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.Integer(),
})
export type PointLog = Static<typeof PointLog>

export const summarySchema = {
  summary: '我的积分：余额、累计获得与使用、抵扣规则',
  tags: ['point'],
  querystring: CompanyQuery,
  response: { 200: Envelope(PointSummary), ...errors },
}

export const ledgerSchema = {
  summary: '积分明细（最新在前，分页）',
  tags: ['point'],
  querystring: LedgerQuery,
  response: { 200: Envelope(Paged(PointLog)), ...errors },
}
