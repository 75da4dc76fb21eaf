import { Type, type Static } from '@sinclair/typebox'
import { PageQuery } from './paging.ts'
import { ItemCard, ItemDetail, SORTS, SpecItem } from './goods.ts'
import { errorAnswers } from './errors.ts'
import { OrderSummary } from './checkout.ts'
import { DefaultCompanyId, DefaultCompanyInput, Id } from './fields.ts'
import { routeSchemas } from './route.ts'

/** Every refusal the routes below can answer (OpenAPI error examples). */
const moduleErrors = errorAnswers('VALIDATION')

const CategoryId = Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647 }))
const IsTdk = Type.Optional(
  Type.Integer({ minimum: 0, maximum: 1, default: 0, description: '1 also returns tdk_data (SEO)' }),
)

const TdkData = Type.Object({ title: Type.String(), mate_keywords: Type.String(), mate_description: Type.String() })

export const PointListQuery = Type.Object({
  ...PageQuery.properties,
  company_id: DefaultCompanyId,
  keywords: Type.Optional(Type.String({ maxLength: 50 })),
  /** Category with its descendants; the storefront sends it under any of these names. */
  category_id: CategoryId,
  category: CategoryId,
  cat_id: CategoryId,
  main_category: CategoryId,
  sort: Type.Optional(Type.Union(SORTS.map((s) => Type.Literal(s)))),
  /** 0 default, 1 best sellers, 2 most points first, 3 fewest points first, 4 newest. */
  goodsSort: Type.Optional(Type.Integer({ minimum: 0, maximum: 4 })),
  is_tdk: IsTdk,
})
export type PointListQuery = Static<typeof PointListQuery>

export const DetailParams = Type.Object({ id: Id })
export const DetailQuery = Type.Object({ company_id: DefaultCompanyId, is_tdk: IsTdk })
export type DetailQuery = Static<typeof DetailQuery>

const PointItemList = Type.Object({
  list: Type.Array(ItemCard),
  total_count: Type.Integer(),
  tdk_data: Type.Optional(TdkData),
})
export type PointItemList = Static<typeof PointItemList>

const PointItemDetail = Type.Object({
  ...ItemDetail.properties,
  /** Each variant carries the points price too, so a points checkout reads it per SKU. */
  spec_items: Type.Array(Type.Object({ ...SpecItem.properties, point: Type.Integer() })),
  tdk_data: Type.Optional(TdkData),
})
export type PointItemDetail = Static<typeof PointItemDetail>
export type PointSpecItem = PointItemDetail['spec_items'][number]

const route = routeSchemas('pointsmall', moduleErrors)

export const listSchema = route(PointItemList, {
  summary: '积分商城商品列表（积分价 point、库存 store）',
  querystring: PointListQuery,
})

export const detailSchema = route(PointItemDetail, {
  summary: '积分商城商品详情（商品详情字段加积分价 point）',
  params: DetailParams,
  querystring: DetailQuery,
})

/** What the points cashier refuses (besides validation and sign-in). */
const payErrors = errorAnswers(
  'VALIDATION',
  'UNAUTHORIZED',
  'ORDER_NOT_FOUND',
  'NOT_POINT_ORDER',
  'ORDER_NOT_PAYABLE',
  'ORDER_EXPIRED',
  'POINTS_NOT_ENOUGH',
)

export const PointOrderQuery = DefaultCompanyInput({
  order_id: Type.String({ pattern: '^\\d{1,32}$' }),
})
export type PointOrderQuery = Static<typeof PointOrderQuery>
export const PointOrderPayBody = DefaultCompanyInput({
  order_id: Type.String({ pattern: '^\\d{1,32}$' }),
})
export type PointOrderPayBody = Static<typeof PointOrderPayBody>

/** A points-mall order at the points cashier: the cashier's order summary plus the points due and the balance. */
export const PointOrder = Type.Object({
  ...OrderSummary.properties,
  /** Points the order costs (Σ points price × quantity). */
  point_total: Type.Integer(),
  /** The member's points balance now. */
  point_balance: Type.Integer(),
  /** Whether the points are spent (a paid order, or one with a cash part whose points are spent). */
  point_paid: Type.Boolean(),
  /** Cash (cents) still to pay at the normal cashier: the cash part of an unpaid order, else 0. */
  cash_due: Type.Integer(),
})
export type PointOrder = Static<typeof PointOrder>

const payRoute = routeSchemas('pointsmall', payErrors)

export const pointOrderSchema = payRoute(PointOrder, {
  summary: '积分支付页订单信息（仅本人积分订单；应付积分 point_total、积分余额 point_balance）',
  querystring: PointOrderQuery,
})

export const pointOrderPaySchema = payRoute(PointOrder, {
  summary:
    '积分支付：扣减积分；纯积分订单标记为已支付，积分+现金订单保持待支付并到收银台支付现金部分 cash_due（条件更新，重复提交返回同一结果）',
  body: PointOrderPayBody,
})
