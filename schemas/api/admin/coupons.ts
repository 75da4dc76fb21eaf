import { Type, type Static } from '@sinclair/typebox'
import { Paged } from '../envelope.ts'
import { errorAnswers } from '../errors.ts'
import { withFieldErrors } from '../field-errors.ts'
import { Id } from '../fields.ts'
import { PageQuery } from '../paging.ts'
import { routeSchemas } from '../route.ts'

/**
 * 营销 › 优惠券: the company's coupons in the operator console. Amounts are cents, `discount` is
 * percent off (8.8折 = 12), dates are China days 'YYYY-MM-DD'. Saves are checked by
 * schemas/coupon-rules.ts and refused with 400 COUPON_INVALID and `fields` (schemas/api/field-errors.ts).
 */

export const COUPON_CARD_TYPES = ['cash', 'discount', 'gift'] as const
export type CouponCardType = (typeof COUPON_CARD_TYPES)[number]
export const COUPON_CARD_TYPE_LABELS: Record<CouponCardType, string> = {
  cash: '现金券',
  discount: '折扣券',
  gift: '兑换券',
}

/** A coupon's state in the console: 领取中, 未开始, 已结束 (its window has passed), 已停发. */
export const COUPON_STATES = ['receiving', 'upcoming', 'ended', 'stopped'] as const
export type CouponState = (typeof COUPON_STATES)[number]
export const COUPON_STATE_LABELS: Record<CouponState, string> = {
  receiving: '领取中',
  upcoming: '未开始',
  ended: '已结束',
  stopped: '已停发',
}

export const COUPON_SCOPES = ['all', 'goods', 'category'] as const
export type CouponScopeKind = (typeof COUPON_SCOPES)[number]
export const COUPON_SCOPE_LABELS: Record<CouponScopeKind, string> = {
  all: '全部商品',
  goods: '指定商品',
  category: '指定分类',
}

/** Wide bounds only: the rules module says in Chinese what is wrong with a number. */
const Amount = Type.Integer({ minimum: -2_147_483_648, maximum: 2_147_483_647 })

export const CouponSaveBody = Type.Object({
  card_type: Type.Union(COUPON_CARD_TYPES.map((value) => Type.Literal(value))),
  title: Type.String({ maxLength: 200 }),
  description: Type.Optional(Type.String({ maxLength: 2000 })),
  notice: Type.Optional(Type.String({ maxLength: 2000 })),
  /** cash: cents off. */
  reduce_cost: Type.Optional(Amount),
  /** discount: percent off, 1–99 (8.8折 = 12). */
  discount: Type.Optional(Amount),
  /** gift: what the coupon is exchanged for. */
  gift: Type.Optional(Type.String({ maxLength: 200 })),
  /** Who or where it may be used, shown on the coupon (e.g. 全场通用). */
  object_use_for: Type.Optional(Type.String({ maxLength: 200 })),
  /** Minimum order amount in cents; 0 for none. */
  least_cost: Amount,
  /** fixed: valid from begin_date to end_date. relative: received between them, valid fixed_term days from receipt. */
  date_type: Type.Union([Type.Literal('fixed'), Type.Literal('relative')]),
  begin_date: Type.String({ maxLength: 20 }),
  end_date: Type.String({ maxLength: 20 }),
  fixed_term: Type.Optional(Amount),
  quantity: Amount,
  get_limit: Amount,
  use_scope: Type.Union(COUPON_SCOPES.map((value) => Type.Literal(value))),
  /** Goods ids (use_scope goods) or category ids (use_scope category). */
  use_scope_ids: Type.Optional(Type.Array(Id, { maxItems: 1000 })),
})
export type CouponSaveBody = Static<typeof CouponSaveBody>

export const CouponView = Type.Object({
  id: Type.Integer(),
  card_type: Type.Union(COUPON_CARD_TYPES.map((value) => Type.Literal(value))),
  title: Type.String(),
  description: Type.String(),
  notice: Type.String(),
  reduce_cost: Type.Integer(),
  discount: Type.Integer(),
  gift: Type.String(),
  object_use_for: Type.String(),
  least_cost: Type.Integer(),
  date_type: Type.Union([Type.Literal('fixed'), Type.Literal('relative')]),
  begin_date: Type.String(),
  end_date: Type.String(),
  begin_time: Type.Integer(),
  end_time: Type.Integer(),
  fixed_term: Type.Integer(),
  /** 发放总量. */
  quantity: Type.Integer(),
  get_limit: Type.Integer(),
  /** 已领: copies members received. */
  get_num: Type.Integer(),
  /** 已使用: copies used in orders. */
  used_num: Type.Integer(),
  use_scope: Type.Union(COUPON_SCOPES.map((value) => Type.Literal(value))),
  use_scope_ids: Type.Array(Type.Integer()),
  state: Type.Union(COUPON_STATES.map((value) => Type.Literal(value))),
  created_at: Type.Integer(),
})
export type CouponView = Static<typeof CouponView>

/** One coupon with the names of the goods or categories it is limited to (for the pickers). */
export const CouponDetail = Type.Object({
  ...CouponView.properties,
  scope_items: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
})
export type CouponDetail = Static<typeof CouponDetail>

export const CouponQuery = Type.Object({
  ...PageQuery.properties,
  /** Words of the title. */
  keywords: Type.Optional(Type.String({ maxLength: 50 })),
  card_type: Type.Optional(Type.Union(COUPON_CARD_TYPES.map((value) => Type.Literal(value)))),
  state: Type.Optional(Type.Union(COUPON_STATES.map((value) => Type.Literal(value)))),
})
export type CouponQuery = Static<typeof CouponQuery>

const CouponIdParams = Type.Object({ id: Id })

export const COUPON_GRANT_MAX = 50

export const CouponGrantBody = Type.Object({
  member_ids: Type.Array(Id, { minItems: 1, maxItems: COUPON_GRANT_MAX, uniqueItems: true }),
})
export type CouponGrantBody = Static<typeof CouponGrantBody>

export const CouponGrantOutcome = Type.Object({
  member_id: Type.Integer(),
  mobile: Type.String(),
  nickname: Type.String(),
  ok: Type.Boolean(),
  /** Why the member did not get it ('' when they did). */
  reason: Type.String(),
})
export type CouponGrantOutcome = Static<typeof CouponGrantOutcome>

export const CouponGrantAnswer = Type.Object({
  granted: Type.Integer(),
  results: Type.Array(CouponGrantOutcome),
})
export type CouponGrantAnswer = Static<typeof CouponGrantAnswer>

export const CouponMemberQuery = Type.Object({
  /** Digits the member's mobile starts with (at least 3). */
  mobile: Type.String({ maxLength: 20 }),
})

export const CouponMember = Type.Object({ id: Type.Integer(), mobile: Type.String(), nickname: Type.String() })
export type CouponMember = Static<typeof CouponMember>

// ---------------------------------------------------------------- routes

const route = routeSchemas(
  'admin-coupons',
  withFieldErrors(
    errorAnswers(
      'UNAUTHORIZED',
      'SESSION_EXPIRED',
      'ADMIN_FORBIDDEN',
      'VALIDATION',
      'COUPON_NOT_FOUND',
      'COUPON_INVALID',
      'COUPON_QUANTITY_BELOW_CLAIMED',
      'COUPON_TERMS_LOCKED',
      'COUPON_STOPPED',
      'COUPON_NOT_IN_PERIOD',
      'MOBILE_INVALID',
    ),
  ),
)

export const couponListSchema = route(Paged(CouponView), {
  summary: '运营：优惠券列表（按标题、类型、状态筛选，分页；含发放量、已领、已使用）',
  querystring: CouponQuery,
})
export const couponDetailSchema = route(CouponDetail, {
  summary: '运营：优惠券详情（编辑表单所需的全部字段）',
  params: CouponIdParams,
})
export const couponCreateSchema = route(CouponDetail, {
  summary: '运营：新增优惠券',
  description: '字段问题答 400 COUPON_INVALID，fields 为“字段路径 → 提示”。',
  body: CouponSaveBody,
})
export const couponUpdateSchema = route(CouponDetail, {
  summary: '运营：修改优惠券',
  description:
    '发放总量不能少于已领取的数量（与领取并发时答 409 COUPON_QUANTITY_BELOW_CLAIMED）；已有会员领取后类型、面额、门槛和使用范围不能再改。',
  params: CouponIdParams,
  body: CouponSaveBody,
})
export const couponStopSchema = route(CouponView, {
  summary: '运营：停止发放（商城不再展示，会员不能再领取；已领取的仍可使用）',
  params: CouponIdParams,
})
export const couponGrantSchema = route(CouponGrantAnswer, {
  summary: '运营：发放给会员（逐个领取，遵守发放总量与每人限领；答复每位会员是否领到及原因）',
  params: CouponIdParams,
  body: CouponGrantBody,
})
export const couponMemberSearchSchema = route(Type.Array(CouponMember), {
  summary: '运营：按手机号查找会员（发放优惠券用，最多20个）',
  querystring: CouponMemberQuery,
})
export const couponClaimsFileSchema = {
  summary: '运营：导出优惠券领取记录（Excel，每张领取的券一行）',
  tags: ['admin-coupons'],
  params: CouponIdParams,
  produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  response: errorAnswers('UNAUTHORIZED', 'SESSION_EXPIRED', 'ADMIN_FORBIDDEN', 'VALIDATION', 'COUPON_NOT_FOUND'),
}
