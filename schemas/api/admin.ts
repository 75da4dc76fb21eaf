import { Type, type Static } from '@sinclair/typebox'
import { Paged } from './envelope.ts'
import { PageQuery } from './paging.ts'
import { AftersalesView, ListQuery as AftersalesListQuery } from './aftersales.ts'
import { OrderDetail } from './order.ts'
import { errorAnswers } from './errors.ts'
import { CompanyInput, FlagInput, Id, OptionalCompanyId, OrderNumber } from './fields.ts'
import { routeSchemas } from './route.ts'

/** Every refusal the routes below can answer (OpenAPI error examples). */
const errors = errorAnswers(
  'ACCOUNT_WRONG_CREDENTIALS',
  'DEMO_PASSWORD_REFUSED',
  'OPERATOR_DISABLED',
  'SESSION_EXPIRED',
  'ORDER_DATE_INVALID',
  'ORDER_NOT_FOUND',
  'ORDER_STATUS_INVALID',
  'ORDER_TYPE_INVALID',
  'PASSWORD_REQUIRED',
  'TOO_MANY_REQUESTS',
  'UNAUTHORIZED',
  'USERNAME_REQUIRED',
  'VALIDATION',
)

const Bn = Type.String({ maxLength: 32 })

export const OperatorLoginBody = CompanyInput({
  username: Type.Optional(Type.String({ maxLength: 64 })),
  password: Type.Optional(Type.String({ maxLength: 128 })),
  /** The code of `POST /api/designer/session/code`, needed while the account is under attack. */
  vcode: Type.Optional(Type.String({ maxLength: 10 })),
})
export type OperatorLoginBody = Static<typeof OperatorLoginBody>

/** The order list's filters: the list, its status counts and the Excel export all take them. */
export const OrderFilterFields = {
  /** An order status (NOTPAY, PAYED, WAIT_BUYER_CONFIRM, DONE, CANCEL) or all. */
  status: Type.Optional(Type.String({ maxLength: 20 })),
  /** all (default) | normal | normal_seckill | point | vip. */
  order_type: Type.Optional(Type.String({ maxLength: 20 })),
  /** An order number, the receiver's mobile or name, or words of an item title. */
  keywords: Type.Optional(Type.String({ maxLength: 50 })),
  /** An order number exactly. */
  order_id: Type.Optional(Type.String({ maxLength: 32 })),
  /** The member's account mobile (or the receiver's), exactly. */
  mobile: Type.Optional(Type.String({ maxLength: 20 })),
  /** A shop of the company (distributors.id), or 0 for 自营; empty for every shop. */
  distributor_id: Type.Optional(Type.String({ maxLength: 11, pattern: '^[0-9]*$' })),
  /** 下单时间 from / to, whole days in China time (YYYY-MM-DD, both inclusive). */
  created_from: Type.Optional(Type.String({ maxLength: 10 })),
  created_to: Type.Optional(Type.String({ maxLength: 10 })),
  /** testpay | alipay | wxpay | point. */
  pay_type: Type.Optional(Type.String({ maxLength: 32 })),
  member_id: Type.Optional(Id),
}

export const OperatorOrderQuery = CompanyInput({ ...PageQuery.properties, ...OrderFilterFields })
export type OperatorOrderQuery = Static<typeof OperatorOrderQuery>

export const OrderFilters = Type.Object(OrderFilterFields)
export type OrderFilters = Static<typeof OrderFilters>

export const OrderIdParams = Type.Object({ order_id: OrderNumber })
export type OrderIdParams = Static<typeof OrderIdParams>

export const DeliveryBody = CompanyInput({
  /** SF 顺丰速运 | YTO 圆通速递 | ZTO 中通快递 | STO 申通快递 | YD 韵达快递 | JD 京东物流 | EMS. */
  delivery_corp: Type.Optional(Type.String({ maxLength: 20 })),
  corp_code: Type.Optional(Type.String({ maxLength: 20 })),
  /** Waybill number; generated in the carrier's style when left out. */
  delivery_code: Type.Optional(Type.String({ maxLength: 64 })),
  logi_no: Type.Optional(Type.String({ maxLength: 64 })),
})
export type DeliveryBody = Static<typeof DeliveryBody>

export const BnParams = Type.Object({ aftersales_bn: Bn })
export type BnParams = Static<typeof BnParams>

export const ReviewBody = CompanyInput({
  /** approve 同意 | refuse 驳回 (is_approved 1/0 says the same). */
  result: Type.Optional(Type.String({ enum: ['approve', 'refuse'] })),
  is_approved: Type.Optional(FlagInput),
  /** Required when refusing; at most 200 characters. */
  refuse_reason: Type.Optional(Type.String({ maxLength: 1000 })),
})
export type ReviewBody = Static<typeof ReviewBody>

export const CompanyBody = Type.Object({ company_id: OptionalCompanyId })

const OperatorSession = Type.Object({
  token: Type.String(),
  expires_at: Type.Integer(),
  operator: Type.Object({ id: Type.Integer(), username: Type.String(), name: Type.String() }),
})

const OperatorOrder = Type.Composite([
  Type.Omit(OrderDetail, [
    'point_earned',
    'receipt_type',
    'receiver',
    'invoice',
    'remark',
    'cancel_reason',
    'cancelled_at',
    'remaining_seconds',
    'payments',
    'refunds',
    'refunded_fee',
    'logistics',
    'timeline',
  ]),
  Type.Object({ member_id: Type.Integer(), member_mobile: Type.String() }),
])

const Shipped = Type.Object({
  order_id: Type.String(),
  status: Type.String(),
  delivered_at: Type.Integer(),
  delivery_id: Type.Integer(),
  delivery_corp: Type.String(),
  delivery_corp_name: Type.String(),
  delivery_code: Type.String(),
})

const OperatorAftersales = Type.Composite([AftersalesView, Type.Object({ member_id: Type.Integer() })])

const route = routeSchemas('admin', errors)

export const loginSchema = route(OperatorSession, {
  summary: '运营人员登录（账号密码），返回运营令牌',
  body: OperatorLoginBody,
})

export type OperatorOrder = Static<typeof OperatorOrder>
export type OperatorAftersales = Static<typeof OperatorAftersales>
export type Shipped = Static<typeof Shipped>

const StatusCounts = Type.Object({
  /** Rows of the other filters in each status (the list's tabs), whatever the status filter says. */
  status_counts: Type.Record(Type.String(), Type.Integer()),
})

export const ordersSchema = route(Type.Composite([Paged(OperatorOrder), StatusCounts]), {
  summary: '运营：订单列表（按状态、订单号、会员手机号、店铺、下单时间、支付方式、类型筛选）',
  querystring: OperatorOrderQuery,
})

/** What the console shows of an order beyond the member's view. */
const OperatorOrderExtras = Type.Object({
  member_id: Type.Integer(),
  /** The member's account mobile. */
  member_mobile: Type.String(),
  /** The shop's name, or 自营. */
  distributor_name: Type.String(),
  /** A note only operators see (at most 200 characters). */
  operator_remark: Type.String(),
  /** Each line's 货号 (SKU code), by order_items.id. */
  item_codes: Type.Record(Type.String(), Type.String()),
  /** The carrier's tracking events, newest first. */
  traces: Type.Array(Type.Object({ time: Type.Integer(), context: Type.String() })),
})

const OperatorOrderDetail = Type.Composite([OrderDetail, OperatorOrderExtras])
export type OperatorOrderDetail = Static<typeof OperatorOrderDetail>

export const orderDetailSchema = route(OperatorOrderDetail, {
  summary: '运营：订单详情',
  params: OrderIdParams,
  querystring: Type.Object({ company_id: OptionalCompanyId }),
})

export const deliverySchema = route(Shipped, {
  summary: '运营：订单发货（待发货 → 待收货，记录物流公司与运单号）',
  params: OrderIdParams,
  body: DeliveryBody,
})

export const aftersalesListSchema = route(Type.Composite([Paged(OperatorAftersales), StatusCounts]), {
  summary: '运营：售后列表',
  querystring: AftersalesListQuery,
})

export const reviewSchema = route(AftersalesView, {
  summary: '运营：审核售后（同意：仅退款 → 待退款，退货退款 → 待寄回；驳回须填原因）',
  params: BnParams,
  body: ReviewBody,
})

export const confirmGoodsSchema = route(AftersalesView, {
  summary: '运营：确认收到退货（入库，待退款）',
  params: BnParams,
  body: CompanyBody,
})

export const refundSchema = route(AftersalesView, {
  summary: '运营：售后退款（原路退回；全部商品退款后订单关闭）',
  params: BnParams,
  body: CompanyBody,
})
