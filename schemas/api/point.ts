import { Type, type Static } from '@sinclair/typebox'
import { Paged } from './envelope.ts'
import { PageQuery } from './paging.ts'
import { errorAnswers } from './errors.ts'
import { CompanyInput, OptionalCompanyId } from './fields.ts'
import { routeSchemas } from './route.ts'

/** Every refusal the routes below can answer (OpenAPI error examples). */
const errors = errorAnswers('POINTS_INVALID', 'POINTS_NOT_ENOUGH', 'UNAUTHORIZED', 'VALIDATION')

export const CompanyQuery = Type.Object({ company_id: OptionalCompanyId })
export type CompanyQuery = Static<typeof CompanyQuery>

export const LedgerQuery = CompanyInput(PageQuery.properties)
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

const route = routeSchemas('point', errors)

export const summarySchema = route(PointSummary, {
  summary: '我的积分：余额、累计获得与使用、抵扣规则',
  querystring: CompanyQuery,
})

export const ledgerSchema = route(Paged(PointLog), { summary: '积分明细（最新在前，分页）', querystring: LedgerQuery })
