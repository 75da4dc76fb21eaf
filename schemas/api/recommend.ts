import { Type, type Static } from '@sinclair/typebox'
import { Paged } from './envelope.ts'
import { PageQuery } from './paging.ts'
import { ItemCard } from './goods.ts'
import { errorAnswers } from './errors.ts'
import { routeSchemas } from './route.ts'
import { DefaultCompanyId, Id } from './fields.ts'

/** Every refusal the routes below can answer (OpenAPI error examples). */
const moduleErrors = errorAnswers('GOODS_NOT_FOUND', 'VALIDATION')

export const RecommendQuery = Type.Object({
  ...PageQuery.properties,
  company_id: DefaultCompanyId,
  /** The item being viewed: excluded, and its category is recommended first. */
  item_id: Type.Optional(Id),
})
export type RecommendQuery = Static<typeof RecommendQuery>

const route = routeSchemas('recommend', moduleErrors)

export const recommendLikeSchema = route(Paged(ItemCard), {
  summary: '猜你喜欢：同类商品优先，其余按销量',
  querystring: RecommendQuery,
})

export const goodsRecommendSchema = route(Paged(ItemCard), {
  summary: '推荐商品（商品详情页推荐栏，默认第1页5件）',
  querystring: RecommendQuery,
})
