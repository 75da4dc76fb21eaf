import { Type, type Static } from '@sinclair/typebox'
import { Envelope, ErrorResponse } from './envelope.ts'

const CompanyId = Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }))
const Flag = Type.Union([Type.Literal(0), Type.Literal(1)])
const Nullable = <T extends ReturnType<typeof Type.Integer>>(schema: T) => Type.Union([schema, Type.Null()])

export const CompanyQuery = Type.Object({ company_id: CompanyId })
export type CompanyQuery = Static<typeof CompanyQuery>

export const BuyBody = Type.Object({
  grade_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  company_id: CompanyId,
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

const GradeList = Type.Object({
  list: Type.Array(Grade),
  total_count: Type.Integer(),
  /** Null for guests. */
  current_grade: Type.Union([CurrentGrade, Type.Null()]),
})

const VipOrder = Type.Object({
  order_id: Type.String(),
  total_fee: Type.Integer(),
  order_type: Type.Literal('vip'),
})

const Rights = Type.Object({
  grade_id: Type.Integer(),
  grade_name: Type.String(),
  grade_expires_at: Nullable(Type.Integer()),
  discount: Type.Integer(),
  discount_fold: Type.Number(),
  point_multiplier: Type.Integer(),
  free_shipping: Type.Boolean(),
})

export const gradeListSchema = {
  summary: '会员等级列表（含当前会员等级）',
  tags: ['vip'],
  querystring: CompanyQuery,
  response: { 200: Envelope(GradeList), 400: ErrorResponse },
}

export const buySchema = {
  summary: '购买会员等级：生成待支付的会员订单',
  tags: ['vip'],
  body: BuyBody,
  response: { 200: Envelope(VipOrder), 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
}

export const rightsSchema = {
  summary: '会员权益：折扣、积分倍数、是否包邮',
  tags: ['vip'],
  querystring: CompanyQuery,
  response: { 200: Envelope(Rights), 400: ErrorResponse, 401: ErrorResponse },
}
