import { Type, type Static } from '@sinclair/typebox'
import { PageQuery } from './paging.ts'
import { errorAnswers } from './errors.ts'
import { CompanyInput, FlagInput, Id } from './fields.ts'
import { routeSchemas } from './route.ts'

/** Every refusal the rating routes below can answer (OpenAPI error examples). */
const moduleErrors = errorAnswers(
  'ORDER_NOTHING_TO_RATE',
  'ORDER_NOT_FOUND',
  'ORDER_NOT_RATEABLE',
  'ORDER_RATED',
  'RATE_CONTENT_INVALID',
  'RATE_CONTENT_TOO_LONG',
  'RATE_LINE_AMBIGUOUS',
  'RATE_LINE_DUPLICATE',
  'RATE_LINE_UNKNOWN',
  'RATE_PICS_TOO_MANY',
  'RATE_PIC_INVALID',
  'RATE_STAR_INVALID',
  'UNAUTHORIZED',
  'UPLOAD_NOT_OWNED',
  'VALIDATION',
)

/** One line's rating; the line is named by its order_items id, or by item_id (and sku_id). */
const RateLine = Type.Object({
  order_item_id: Type.Optional(Id),
  id: Type.Optional(Id),
  item_id: Type.Optional(Id),
  sku_id: Type.Optional(Id),
  /** 1–5 stars; 5 when left out. */
  star: Type.Optional(Type.Integer({ minimum: 1, maximum: 5 })),
  /** At most 500 characters (checked by the service with its own message). */
  content: Type.Optional(Type.String({ maxLength: 2000 })),
  /** Up to 9 photos the member uploaded (uploads/token, then uploads/storage). */
  pics: Type.Optional(Type.Array(Type.String({ maxLength: 500 }), { maxItems: 9 })),
  anonymous: Type.Optional(FlagInput),
})

export const RateCreateBody = CompanyInput({
  order_id: Type.Optional(Type.String({ maxLength: 32 })),
  /** A list, or its JSON text in form posts; lines left out get 5 stars. */
  rates: Type.Optional(Type.Array(RateLine, { maxItems: 100 })),
  /** Default for lines that do not say. */
  anonymous: Type.Optional(FlagInput),
})
export type RateCreateBody = Static<typeof RateCreateBody>
export type RateLineInput = Static<typeof RateLine>

export const RateListQuery = CompanyInput({
  ...PageQuery.properties,
  item_id: Id,
})
export type RateListQuery = Static<typeof RateListQuery>

const Rate = Type.Object({
  rate_id: Type.Integer(),
  item_id: Type.Integer(),
  spec_desc: Type.String(),
  star: Type.Integer(),
  content: Type.String(),
  pics: Type.Array(Type.String()),
  anonymous: Type.Union([Type.Literal(0), Type.Literal(1)]),
  /** Nickname, or the masked mobile (138****0000); 匿名用户 for anonymous ratings. */
  username: Type.String(),
  /** Masked mobile; empty for anonymous ratings. */
  mobile: Type.String(),
  avatar: Type.String(),
  created_at: Type.Integer(),
})

export type ItemRate = Static<typeof Rate>

const RateList = Type.Object({
  list: Type.Array(Rate),
  total_count: Type.Integer(),
  /** Mean stars, one decimal; 0 without ratings. */
  average_star: Type.Number(),
  /** Percent of ratings with 4 or 5 stars. */
  good_rate: Type.Integer(),
})

export type ItemRateList = Static<typeof RateList>

const Created = Type.Object({ order_id: Type.String(), rated: Type.Integer() })
export type RateCreated = Static<typeof Created>

const route = routeSchemas('order', moduleErrors)

export const rateCreateSchema = route(Created, {
  summary: '评价订单（已完成且未评价的订单；每件商品 1–5 星，未评的商品默认 5 星）',
  body: RateCreateBody,
})

export const rateListSchema = route(RateList, {
  summary: '商品评价列表（商品详情页，手机号打码，新评价在前）',
  querystring: RateListQuery,
})
