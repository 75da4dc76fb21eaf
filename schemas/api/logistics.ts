import { Type, type Static, type TSchema } from '@sinclair/typebox'
import { Envelope } from './envelope.ts'
import { errorAnswers } from './errors.ts'

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

const CompanyId = Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }))
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()])
const OrderNumber = Type.String({ maxLength: 32 })

export const TrackQuery = Type.Object({
  order_id: Type.Optional(OrderNumber),
  tid: Type.Optional(OrderNumber),
  company_id: CompanyId,
})
export type TrackQuery = Static<typeof TrackQuery>

export const DeliveryQuery = Type.Object({
  delivery_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
  order_id: Type.Optional(OrderNumber),
  company_id: CompanyId,
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

const tags = ['logistics']

export const trackSchema = {
  summary: '物流跟踪（订单最新一个包裹的物流事件，新事件在前）',
  tags,
  querystring: TrackQuery,
  response: { 200: Envelope(Tracking), ...errors },
}

export const deliveryListSchema = {
  summary: '订单的发货单列表（每个包裹的物流公司、运单号与最新进度）',
  tags,
  querystring: TrackQuery,
  response: { 200: Envelope(Type.Object({ list: Type.Array(Shipment), total_count: Type.Integer() })), ...errors },
}

export const deliveryTrackSchema = {
  summary: '发货单物流详情（delivery_id；或 order_id 取最新包裹）',
  tags,
  querystring: DeliveryQuery,
  response: { 200: Envelope(Tracking), ...errors },
}
