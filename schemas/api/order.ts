import { Type, type Static } from '@sinclair/typebox'
import { Paged } from './envelope.ts'
import { PageQuery } from './paging.ts'
import { errorAnswers } from './errors.ts'
import { CompanyInput, Nullable, OptionalCompanyId, OrderNumber } from './fields.ts'
import { routeSchemas } from './route.ts'

/** Every refusal the order routes below can answer (OpenAPI error examples). */
const errors = errorAnswers(
  'ORDER_ID_REQUIRED',
  'ORDER_IN_AFTERSALES',
  'ORDER_IN_AFTERSALES_CANCEL',
  'ORDER_IN_AFTERSALES_DELETE',
  'ORDER_NOT_CANCELLABLE',
  'ORDER_NOT_CONFIRMABLE',
  'ORDER_NOT_DELETABLE',
  'ORDER_NOT_FOUND',
  'ORDER_PAID',
  'ORDER_STATUS_CHANGED',
  'ORDER_STATUS_INVALID',
  'ORDER_TYPE_INVALID',
  'REFUND_UNAVAILABLE',
  'UNAUTHORIZED',
  'VALIDATION',
)

const Flag = Type.Union([Type.Literal(0), Type.Literal(1)])

export type OrderStatus = 'NOTPAY' | 'PAYED' | 'WAIT_BUYER_CONFIRM' | 'DONE' | 'CANCEL'
const ORDER_STATUSES: OrderStatus[] = ['NOTPAY', 'PAYED', 'WAIT_BUYER_CONFIRM', 'DONE', 'CANCEL']
/** A plain string enum, so the answer serialiser writes it as text and the client gets the union type. */
export const OrderStatusText = Type.Unsafe<OrderStatus>(Type.String({ enum: ORDER_STATUSES }))

export const OrderListQuery = CompanyInput({
  ...PageQuery.properties,
  /** 0/all 全部, 1 待付款, 2 待发货, 3 待收货, 4 已完成, 5 已取消, 6 待评价, 7 售后中 (or the status name). */
  status: Type.Optional(Type.String({ maxLength: 20 })),
  /** normal (default: goods orders, seckill included) | normal_seckill | point | vip | all. */
  order_type: Type.Optional(Type.String({ maxLength: 20 })),
  /** An order number, or words of a bought item's title. */
  keywords: Type.Optional(Type.String({ maxLength: 50 })),
})
export type OrderListQuery = Static<typeof OrderListQuery>

export const OrderCountQuery = CompanyInput({
  order_type: Type.Optional(Type.String({ maxLength: 20 })),
})
export type OrderCountQuery = Static<typeof OrderCountQuery>

export const OrderIdParams = Type.Object({ order_id: OrderNumber })
export type OrderIdParams = Static<typeof OrderIdParams>

/** `order_id`, or `tid` as the legacy /trade.* calls name it. */
export const OrderIdQuery = CompanyInput({
  order_id: Type.Optional(OrderNumber),
  tid: Type.Optional(OrderNumber),
})
export type OrderIdQuery = Static<typeof OrderIdQuery>

export const CancelBody = CompanyInput({
  order_id: Type.Optional(OrderNumber),
  tid: Type.Optional(OrderNumber),
  cancel_reason: Type.Optional(Type.String({ maxLength: 200 })),
  /** Legacy name of cancel_reason. */
  reason: Type.Optional(Type.String({ maxLength: 200 })),
})
export type CancelBody = Static<typeof CancelBody>

/** A bought line as the cashier (checkout.ts) and the order pages show it. */
export const orderItemFields = {
  item_id: Nullable(Type.Integer()),
  sku_id: Nullable(Type.Integer()),
  title: Type.String(),
  pic: Type.String(),
  spec_desc: Type.String(),
  price: Type.Integer(),
  point_price: Type.Integer(),
  num: Type.Integer(),
  item_fee: Type.Integer(),
  discount_fee: Type.Integer(),
  total_fee: Type.Integer(),
  is_gift: Flag,
}

const OrderLine = Type.Object({
  /** order_items.id: names the line in after-sales and ratings. */
  id: Type.Integer(),
  ...orderItemFields,
  /** Units in open or refunded after-sales, and units refunded. */
  aftersales_num: Type.Integer(),
  refunded_num: Type.Integer(),
  refunded_fee: Type.Integer(),
  is_rated: Flag,
  can_aftersales: Flag,
})

const orderCardFields = {
  order_id: Type.String(),
  status: OrderStatusText,
  /** 待付款 待发货 待收货 已完成 已取消, or 售后中 while an application is open. */
  status_desc: Type.String(),
  order_type: Type.String(),
  distributor_id: Type.Integer(),
  total_fee: Type.Integer(),
  item_fee: Type.Integer(),
  freight_fee: Type.Integer(),
  discount_fee: Type.Integer(),
  coupon_fee: Type.Integer(),
  member_discount: Type.Integer(),
  point_fee: Type.Integer(),
  point_used: Type.Integer(),
  total_num: Type.Integer(),
  created_at: Type.Integer(),
  expires_at: Nullable(Type.Integer()),
  paid_at: Nullable(Type.Integer()),
  delivered_at: Nullable(Type.Integer()),
  finished_at: Nullable(Type.Integer()),
  is_rated: Flag,
  in_aftersales: Flag,
  items: Type.Array(OrderLine),
  can_cancel: Flag,
  can_pay: Flag,
  can_confirm: Flag,
  can_rate: Flag,
  can_aftersales: Flag,
  can_delete: Flag,
}

const OrderCard = Type.Object(orderCardFields)

const Receiver = Type.Object({
  name: Type.String(),
  mobile: Type.String(),
  province: Type.String(),
  city: Type.String(),
  county: Type.String(),
  address: Type.String(),
  zip: Type.String(),
})

const Payment = Type.Object({
  trade_no: Type.String(),
  pay_type: Type.String(),
  amount: Type.Integer(),
  status: Type.String(),
  created_at: Type.Integer(),
  paid_at: Nullable(Type.Integer()),
})

const Refund = Type.Object({
  refund_bn: Type.String(),
  refund_fee: Type.Integer(),
  refund_point: Type.Integer(),
  status: Type.String(),
  reason: Type.String(),
  aftersales_bn: Nullable(Type.String()),
  created_at: Type.Integer(),
  refunded_at: Nullable(Type.Integer()),
})

const LogisticsSummary = Type.Object({
  delivery_corp: Type.String(),
  delivery_corp_name: Type.String(),
  delivery_code: Type.String(),
  delivered_at: Type.Integer(),
  /** collected | in_transit | delivering | signed */
  state: Type.String(),
  state_desc: Type.String(),
  latest: Nullable(Type.Object({ time: Type.Integer(), context: Type.String() })),
})

const TimelineEntry = Type.Object({
  /** created | paid | delivered | finished | cancelled */
  key: Type.String(),
  title: Type.String(),
  time: Type.Integer(),
})

const Invoice = Type.Object({ type: Type.String(), title: Type.String(), tax_number: Type.String() })

export const OrderDetail = Type.Object({
  ...orderCardFields,
  pay_type: Nullable(Type.String()),
  point_earned: Type.Integer(),
  receipt_type: Type.String(),
  receiver: Receiver,
  receiver_name: Type.String(),
  receiver_mobile: Type.String(),
  receiver_address: Type.String(),
  invoice: Nullable(Invoice),
  remark: Type.String(),
  cancel_reason: Nullable(Type.String()),
  cancelled_at: Nullable(Type.Integer()),
  /** Seconds left to pay a NOTPAY order. */
  remaining_seconds: Type.Integer(),
  payments: Type.Array(Payment),
  refunds: Type.Array(Refund),
  refunded_fee: Type.Integer(),
  logistics: Nullable(LogisticsSummary),
  timeline: Type.Array(TimelineEntry),
})
export type OrderDetail = Static<typeof OrderDetail>
export type OrderCard = Static<typeof OrderCard>
export type OrderLine = Static<typeof OrderLine>
export type LogisticsSummary = Static<typeof LogisticsSummary>

const OrderCounts = Type.Object({
  all: Type.Integer(),
  notpay: Type.Integer(),
  payed: Type.Integer(),
  wait_confirm: Type.Integer(),
  done: Type.Integer(),
  cancel: Type.Integer(),
  wait_rate: Type.Integer(),
  aftersales: Type.Integer(),
})
export type OrderCounts = Static<typeof OrderCounts>

const Cancelled = Type.Object({
  order_id: Type.String(),
  status: OrderStatusText,
  cancel_reason: Type.String(),
  refund_fee: Type.Integer(),
})
export type CancelledOrder = Static<typeof Cancelled>
const Confirmed = Type.Object({
  order_id: Type.String(),
  status: OrderStatusText,
  finished_at: Type.Integer(),
  point_earned: Type.Integer(),
})
export type ConfirmedOrder = Static<typeof Confirmed>
const Deleted = Type.Object({ order_id: Type.String(), deleted: Type.Boolean() })
export type DeletedOrder = Static<typeof Deleted>

const route = routeSchemas('order', errors)

export const listSchema = route(Paged(OrderCard), {
  summary: '我的订单（按状态页签、订单类型、关键字筛选，新单在前）',
  querystring: OrderListQuery,
})

export const countSchema = route(OrderCounts, {
  summary: '各订单页签的数量（order_type 默认 normal）',
  querystring: OrderCountQuery,
})

export const detailSchema = route(OrderDetail, {
  summary: '订单详情：商品、金额、收货人、发票、支付、退款、物流与进度',
  params: OrderIdParams,
  querystring: Type.Object({ company_id: OptionalCompanyId }),
})

export const detailByQuerySchema = route(OrderDetail, {
  summary: '订单详情（trade/detail，order_id 或 tid）',
  querystring: OrderIdQuery,
})

export const cancelSchema = route(Cancelled, {
  summary: '取消订单（待付款订单释放库存、优惠券与积分；已付款未发货订单全额退款）',
  body: CancelBody,
})

export const confirmSchema = route(Confirmed, {
  summary: '确认收货（待收货 → 已完成，赠送积分，重复确认不重复赠送）',
  body: Type.Object({
    order_id: Type.Optional(OrderNumber),
    tid: Type.Optional(OrderNumber),
    company_id: OptionalCompanyId,
  }),
})

export const deleteSchema = route(Deleted, {
  summary: '删除订单（已完成或已取消的订单不再出现在订单列表中）',
  body: Type.Object({
    order_id: Type.Optional(OrderNumber),
    tid: Type.Optional(OrderNumber),
    company_id: OptionalCompanyId,
  }),
})
