import { Type, type Static } from '@sinclair/typebox'
import { Paged } from './envelope.ts'
import { PageQuery } from './paging.ts'
import { errorAnswers } from './errors.ts'
import { CompanyInput, DistributorId, Id } from './fields.ts'
import { routeSchemas } from './route.ts'

/** Every refusal the routes below can answer (OpenAPI error examples). */
const moduleErrors = errorAnswers(
  'COUPON_EXPIRED',
  'COUPON_LIMIT_REACHED',
  'COUPON_NOT_FOUND',
  'COUPON_NOT_IN_PERIOD',
  'COUPON_NOT_STARTED',
  'COUPON_SOLD_OUT',
  'COUPON_USED',
  'GOODS_NOT_FOUND',
  'UNAUTHORIZED',
  'VALIDATION',
)

export const CardListQuery = CompanyInput({
  ...PageQuery.properties,
  distributor_id: Type.Optional(DistributorId),
  /** Only coupons usable on one of these items (one id, or `item_id[]=` for a cart's goods). */
  item_id: Type.Optional(Type.Array(Id, { maxItems: 200 })),
  /** 1: only coupons not yet expired. */
  end_date: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
})
export type CardListQuery = Static<typeof CardListQuery>
export type CouponType = Static<typeof couponFields.card_type>

export const ReceiveQuery = CompanyInput({ card_id: Id })
export type ReceiveQuery = Static<typeof ReceiveQuery>

export const HeldListQuery = CompanyInput({
  ...PageQuery.properties,
  /** 1 usable (default), 2 used, 3 expired. */
  status: Type.Optional(Type.Integer({ minimum: 1, maximum: 3 })),
})
export type HeldListQuery = Static<typeof HeldListQuery>

const couponFields = {
  card_id: Type.Integer(),
  distributor_id: Type.Integer(),
  card_type: Type.Union([Type.Literal('cash'), Type.Literal('discount'), Type.Literal('gift')]),
  title: Type.String(),
  description: Type.String(),
  notice: Type.String(),
  /** cash: cents off. */
  reduce_cost: Type.Integer(),
  /** discount: percent off as stored (20 shows as 10 - 20/10 = 8折). */
  discount: Type.Integer(),
  /** Order amount in cents the coupon needs; 0 means none. */
  least_cost: Type.Integer(),
  /** gift: what the coupon is exchanged for. */
  gift: Type.String(),
  object_use_for: Type.String(),
  use_scope: Type.Union([Type.Literal('all'), Type.Literal('goods'), Type.Literal('category')]),
  icon_url_list: Type.Array(Type.String()),
  custom_url: Type.String(),
  /** fixed: valid begin_date..end_date; relative: received in that window, valid fixed_term days. */
  date_type: Type.Union([Type.Literal('fixed'), Type.Literal('relative')]),
  fixed_term: Type.Integer(),
}

const Card = Type.Object({
  ...couponFields,
  get_limit: Type.Integer(),
  /** Copies the viewer holds; 0 for guests. */
  user_get_num: Type.Integer(),
  quantity: Type.Integer(),
  get_num: Type.Integer(),
  begin_date: Type.Integer(),
  end_date: Type.Integer(),
  /** 0 receivable, 1 the viewer reached get_limit, 2 all issued. */
  getted: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]),
})
export type Coupon = Static<typeof Card>

const HeldCard = Type.Object({
  /** The member's copy. */
  id: Type.Integer(),
  ...couponFields,
  code: Type.String(),
  status: Type.Union([Type.Literal('unused'), Type.Literal('used'), Type.Literal('expired')]),
  order_id: Type.Union([Type.String(), Type.Null()]),
  /** This copy's validity. */
  begin_date: Type.Integer(),
  end_date: Type.Integer(),
  received_at: Type.Integer(),
  used_at: Type.Union([Type.Integer(), Type.Null()]),
})
export type HeldCoupon = Static<typeof HeldCard>

const Received = Type.Object({
  status: Type.Literal(true),
  code: Type.String(),
  card_id: Type.Integer(),
  user_card_id: Type.Integer(),
})
export type ReceivedCoupon = Static<typeof Received>

const route = routeSchemas('coupon', moduleErrors)

export const cardListSchema = route(Paged(Card), {
  summary: '店铺/商品可领优惠券列表（含当前用户领取状态 getted）',
  querystring: CardListQuery,
})

export const receiveSchema = route(Received, { summary: '领取优惠券', querystring: ReceiveQuery })

/** The same call posted (form or JSON): what a client without the Bearer header should use. */
export const receiveBodySchema = route(Received, { summary: '领取优惠券（POST）', body: ReceiveQuery })

export const heldListSchema = route(Paged(HeldCard), {
  summary: '我的优惠券（1 可用、2 已使用、3 已过期）',
  querystring: HeldListQuery,
})
