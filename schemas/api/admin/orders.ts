import { Type, type Static } from '@sinclair/typebox'
import { errorAnswers } from '../errors.ts'
import { OrderNumber } from '../fields.ts'
import { routeSchemas } from '../route.ts'

/** The console's order actions beyond the list and detail: the shops to filter by, remark and cancel. */

const errors = errorAnswers(
  'ADMIN_FORBIDDEN',
  'CANCEL_REASON_INVALID',
  'CANCEL_REASON_REQUIRED',
  'OPERATOR_REMARK_INVALID',
  'ORDER_ALREADY_CANCELLED',
  'ORDER_NOT_FOUND',
  'ORDER_NOT_UNPAID',
  'ORDER_STATUS_CHANGED',
  'UNAUTHORIZED',
  'VALIDATION',
)

const route = routeSchemas('admin-orders', errors)

const OrderIdParams = Type.Object({ order_id: OrderNumber })

/** At most 200 characters; the service says so in Chinese (the schema only stops absurd input). */
export const OrderRemarkBody = Type.Object({ operator_remark: Type.String({ maxLength: 2000 }) })
export type OrderRemarkBody = Static<typeof OrderRemarkBody>

/** Why the shop cancels the order (shown to the member); at most 100 characters. */
export const OrderCancelBody = Type.Object({ reason: Type.Optional(Type.String({ maxLength: 1000 })) })
export type OrderCancelBody = Static<typeof OrderCancelBody>

export const OPERATOR_REMARK_MAX = 200
export const CANCEL_REASON_MAX = 100

const OrderShop = Type.Object({ value: Type.String(), label: Type.String() })
export type OrderShop = Static<typeof OrderShop>

const Remarked = Type.Object({ order_id: Type.String(), operator_remark: Type.String() })
export type Remarked = Static<typeof Remarked>

const Cancelled = Type.Object({
  order_id: Type.String(),
  status: Type.String(),
  status_desc: Type.String(),
  cancel_reason: Type.String(),
})
export type Cancelled = Static<typeof Cancelled>

export const orderShopsSchema = route(Type.Array(OrderShop), {
  summary: '运营：订单筛选用的店铺（自营与本公司店铺）',
})

export const orderRemarkSchema = route(Remarked, {
  summary: '运营：修改订单的运营备注（仅运营可见，最多200字）',
  params: OrderIdParams,
  body: OrderRemarkBody,
})

export const orderCancelSchema = route(Cancelled, {
  summary: '运营：取消待付款订单（退还库存、优惠券与积分，各一次）',
  params: OrderIdParams,
  body: OrderCancelBody,
})
