import { Type, type Static } from '@sinclair/typebox'
import { errorAnswers } from './errors.ts'
import { CompanyInput, Id } from './fields.ts'
import { routeSchemas } from './route.ts'

/** Every refusal the routes below can answer (OpenAPI error examples). */
const moduleErrors = errorAnswers(
  'GOODS_OFF_SHELF',
  'SECKILL_ENDED',
  'SECKILL_ITEM_NOT_FOUND',
  'SECKILL_LIMIT',
  'SECKILL_NOT_FOUND',
  'SECKILL_NOT_STARTED',
  'SECKILL_TICKET_EXPIRED',
  'SECKILL_TICKET_INVALID',
  'SECKILL_TICKET_USED',
  'SOLD_OUT',
  'SPEC_REQUIRED',
  'UNAUTHORIZED',
  'VALIDATION',
)

export const TicketQuery = CompanyInput({
  seckill_id: Id,
  /** The SKU (spec_items item_id) or, for a goods with one seckill SKU, the goods id. */
  item_id: Type.Optional(Id),
  sku_id: Type.Optional(Id),
  num: Type.Optional(Type.Number()),
})
export type TicketQuery = Static<typeof TicketQuery>

const Ticket = Type.Object({
  ticket: Type.String(),
  seckill_id: Type.Integer(),
  item_id: Type.Integer(),
  sku_id: Type.Integer(),
  num: Type.Integer(),
  expires_at: Type.Integer(),
})
export type SeckillTicket = Static<typeof Ticket>

const route = routeSchemas('seckill', moduleErrors)

export const ticketSchema = route(Ticket, {
  summary: '获取秒杀资格（ticket 绑定会员、活动、规格与数量，5 分钟内下单一次有效；每人限购）',
  querystring: TicketQuery,
})
