import { Type, type Static } from '@sinclair/typebox'
import { Envelope, Paged } from './envelope.ts'
import { PageQuery } from './paging.ts'
import { ItemCard } from './goods.ts'
import { errorAnswers } from './errors.ts'

/** Every refusal the routes below can answer (OpenAPI error examples). */
const moduleErrors = errorAnswers('GOODS_NOT_FOUND', 'VALIDATION')

export const RecommendQuery = Type.Object({
  ...PageQuery.properties,
  company_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647, default: 1 })),
  /** The item being viewed: excluded, and its category is recommended first. */
  item_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
})
export type RecommendQuery = Static<typeof RecommendQuery>

const response = { 200: Envelope(Paged(ItemCard)), ...moduleErrors }

export const recommendLikeSchema = {
  summary: '猜你喜欢：同类商品优先，其余按销量',
  tags: ['recommend'],
  querystring: RecommendQuery,
  response,
}

export const goodsRecommendSchema = {
  summary: '推荐商品（商品详情页推荐栏，默认第1页5件）',
  tags: ['recommend'],
  querystring: RecommendQuery,
  response,
}
