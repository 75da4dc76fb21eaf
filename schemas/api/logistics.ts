import { Type, type Static } from '@sinclair/typebox'
import { errorAnswers } from './errors.ts'
import { CompanyInput, Id, Nullable, OrderNumber } from './fields.ts'
import { routeSchemas } from './route.ts'

/** Every refusal the routes below can answer (OpenAPI error examples). */
const errors = errorAnswers(
  'DELIVERY_CODE_INVALID',
  'DELIVERY_CORP_INVALID',
  'DELIVERY_CORP_REQUIRED',
  'DELIVERY_ID_REQUIRED',
  'DELIVERY_NOT_FOUND',
  'ORDER_IN_AFTERSALES_SHIP',
  'ORDER_NOT_FOUND',
  'ORDER_NOT_SHIPPABLE',
  'ORDER_SHIPPED',
  'ORDER_STATUS_CHANGED',
  'UNAUTHORIZED',
  'VALIDATION',
  'VIP_ORDER_NOT_SHIPPED',
  'ZITI_ORDER_NOT_SHIPPED',
)

export const TrackQuery = CompanyInput({
  order_id: Type.Optional(OrderNumber),
  tid: Type.Optional(OrderNumber),
})
export type TrackQuery = Static<typeof TrackQuery>

export const DeliveryQuery = CompanyInput({
  delivery_id: Type.Optional(Id),
  order_id: Type.Optional(OrderNumber),
})
export type DeliveryQuery = Static<typeof DeliveryQuery>

const TrackEvent = Type.Object({
  time: Type.Integer(),
  context: Type.String(),
  /** collected 已揽收 | in_transit 运输中 | delivering 派送中 | signed 已签收 */
  state: Type.String(),
})

const shipmentFields = {
  order_id: Type.String(),
  delivery_id: Nullable(Type.Integer()),
  delivery_corp: Type.String(),
  delivery_corp_name: Type.String(),
  delivery_code: Type.String(),
  delivered_at: Nullable(Type.Integer()),
  /** The newest event's state; none before the parcel is collected or shipped. */
  state: Type.String(),
  state_desc: Type.String(),
}

const Tracking = Type.Object({ ...shipmentFields, list: Type.Array(TrackEvent) })
export type Tracking = Static<typeof Tracking>
export type TrackEvent = Static<typeof TrackEvent>
const Shipment = Type.Object({ ...shipmentFields, latest: Nullable(TrackEvent) })

const route = routeSchemas('logistics', errors)

export const trackSchema = route(Tracking, {
  summary: '物流跟踪（订单最新一个包裹的物流事件，新事件在前）',
  querystring: TrackQuery,
})

export const deliveryListSchema = route(Type.Object({ list: Type.Array(Shipment), total_count: Type.Integer() }), {
  summary: '订单的发货单列表（每个包裹的物流公司、运单号与最新进度）',
  querystring: TrackQuery,
})

export const deliveryTrackSchema = route(Tracking, {
  summary: '发货单物流详情（delivery_id；或 order_id 取最新包裹）',
  querystring: DeliveryQuery,
})
