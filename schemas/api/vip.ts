import { Type, type Static } from '@sinclair/typebox'
import { errorAnswers } from './errors.ts'
import { CompanyInput, Id, Nullable, OptionalCompanyId } from './fields.ts'
import { routeSchemas } from './route.ts'

/** Every refusal the routes below can answer (OpenAPI error examples). */
const moduleErrors = errorAnswers(
  'GRADE_IS_DEFAULT',
  'GRADE_NOT_BUYABLE',
  'GRADE_NOT_FOUND',
  'GRADE_NOT_HIGHER',
  'MEMBER_NOT_FOUND',
  'ORDER_NOT_FOUND',
  'ORDER_NOT_PAID',
  'UNAUTHORIZED',
  'VALIDATION',
)

const Flag = Type.Union([Type.Literal(0), Type.Literal(1)])

export const CompanyQuery = Type.Object({ company_id: OptionalCompanyId })
export type CompanyQuery = Static<typeof CompanyQuery>

export const BuyBody = CompanyInput({
  grade_id: Id,
})
export type BuyBody = Static<typeof BuyBody>

const Grade = Type.Object({
  grade_id: Type.Integer(),
  grade_name: Type.String(),
  grade_rank: Type.Integer(),
  /** Percent off the sale price. */
  discount: Type.Integer(),
  /** The same as 折: (100 - discount) / 10, e.g. 9.5. */
  discount_fold: Type.Number(),
  /** Price in cents. */
  price: Type.Integer(),
  valid_days: Type.Integer(),
  description: Type.String(),
  guide_title: Type.String(),
  background_color: Type.String(),
  is_default: Flag,
  /** 1 when the viewer may buy it now (guests: any paid grade). */
  can_buy: Flag,
})
export type VipGrade = Static<typeof Grade>

const CurrentGrade = Type.Object({
  grade_id: Type.Integer(),
  grade_name: Type.String(),
  grade_rank: Type.Integer(),
  discount: Type.Integer(),
  discount_fold: Type.Number(),
  is_default: Flag,
  /** When a bought grade ends; null for the default grade. */
  grade_expires_at: Nullable(Type.Integer()),
})
export type CurrentVipGrade = Static<typeof CurrentGrade>

const GradeList = Type.Object({
  list: Type.Array(Grade),
  total_count: Type.Integer(),
  /** Null for guests. */
  current_grade: Type.Union([CurrentGrade, Type.Null()]),
})
export type VipGradeList = Static<typeof GradeList>

const VipOrder = Type.Object({
  order_id: Type.String(),
  total_fee: Type.Integer(),
  order_type: Type.Literal('vip'),
})
export type VipOrder = Static<typeof VipOrder>

const Rights = Type.Object({
  grade_id: Type.Integer(),
  grade_name: Type.String(),
  grade_expires_at: Nullable(Type.Integer()),
  discount: Type.Integer(),
  discount_fold: Type.Number(),
  point_multiplier: Type.Integer(),
  free_shipping: Type.Boolean(),
})
export type MemberRights = Static<typeof Rights>

const route = routeSchemas('vip', moduleErrors)

export const gradeListSchema = route(GradeList, {
  summary: '会员等级列表（含当前会员等级）',
  querystring: CompanyQuery,
})

export const buySchema = route(VipOrder, { summary: '购买会员等级：生成待支付的会员订单', body: BuyBody })

export const rightsSchema = route(Rights, { summary: '会员权益：折扣、积分倍数、是否包邮', querystring: CompanyQuery })
