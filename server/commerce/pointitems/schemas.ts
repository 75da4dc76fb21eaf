import { Type, type Static } from '@sinclair/typebox'
import { Envelope, ErrorResponse } from '../../lib/envelope.ts'
import { PageQuery } from '../../lib/pagination.ts'

const CompanyId = Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647, default: 1 }))
const OptionalId = Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647 }))
const Points = Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647 }))
const IsTdk = Type.Optional(Type.Integer({ minimum: 0, maximum: 1, default: 0, description: '1 also returns tdk_data (SEO)' }))

const TdkData = Type.Object({ title: Type.String(), mate_keywords: Type.String(), mate_description: Type.String() })

export const PointCard = Type.Object({
  item_id: Type.Integer(),
  goods_id: Type.Integer(),
  distributor_id: Type.Integer(),
  item_name: Type.String(),
  title: Type.String(),
  sub_title: Type.String(),
  imgUrl: Type.String(),
  image_default_id: Type.String(),
  /** Points per unit. */
  point: Type.Integer(),
  /** Cash part in cents (0 for pure points goods). */
  price: Type.Integer(),
  market_price: Type.Integer(),
  store: Type.Integer(),
  sales: Type.Integer(),
  approve_status: Type.String(),
  item_type: Type.Literal('point'),
})

export const PointListQuery = Type.Object({
  ...PageQuery.properties,
  company_id: CompanyId,
  keywords: Type.Optional(Type.String({ maxLength: 50 })),
  category_id: OptionalId,
  category: OptionalId,
  main_category: OptionalId,
  /** Points range. */
  start_price: Points,
  end_price: Points,
  /** 0 default, 1 best sellers, 2 most points first, 3 fewest points first, 4 newest. */
  goodsSort: Type.Optional(Type.Integer({ minimum: 0, maximum: 4, default: 0 })),
  is_tdk: IsTdk,
})
export type PointListQuery = Static<typeof PointListQuery>

const SpecValue = Type.Object({
  spec_value_id: Type.Integer(),
  spec_value_name: Type.String(),
  spec_value: Type.String(),
  spec_image_url: Type.String(),
  color: Type.String(),
})

const SpecItem = Type.Object({
  item_id: Type.Integer(),
  sku_id: Type.Integer(),
  goods_id: Type.Integer(),
  bn: Type.String(),
  store: Type.Integer(),
  price: Type.Integer(),
  market_price: Type.Integer(),
  point: Type.Integer(),
  item_spec: Type.Array(Type.Object({ spec_id: Type.Integer(), spec_name: Type.String(), spec_value_id: Type.Integer(), spec_value_name: Type.String() })),
  item_image_url: Type.String(),
  spec_image_url: Type.String(),
})

export const PointDetail = Type.Object({
  item_id: Type.Integer(),
  itemId: Type.Integer(),
  goods_id: Type.Integer(),
  item_name: Type.String(),
  sub_title: Type.String(),
  brief: Type.String(),
  brand: Type.String(),
  distributor_id: Type.Integer(),
  pics: Type.Array(Type.String()),
  imgUrl: Type.String(),
  image: Type.String(),
  price: Type.Integer(),
  market_price: Type.Integer(),
  point: Type.Integer(),
  store: Type.Integer(),
  sales: Type.Integer(),
  approve_status: Type.String(),
  is_gift: Type.Integer(),
  nospec: Type.Integer(),
  item_type: Type.Literal('point'),
  activity_type: Type.String(),
  product_type: Type.String(),
  unit: Type.String(),
  bn: Type.String(),
  /** Detail HTML written by operators. */
  intro: Type.String(),
  item_spec_desc: Type.Array(Type.Object({ spec_id: Type.Integer(), spec_name: Type.String(), spec_values: Type.Array(SpecValue) })),
  spec_items: Type.Array(SpecItem),
  tdk_data: Type.Optional(TdkData),
})

export const DetailParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) })
export const DetailQuery = Type.Object({ company_id: CompanyId, is_tdk: IsTdk })
export type DetailQuery = Static<typeof DetailQuery>

export const listSchema = {
  summary: '积分商城商品列表',
  tags: ['pointsmall'],
  querystring: PointListQuery,
  response: {
    200: Envelope(Type.Object({ list: Type.Array(PointCard), total_count: Type.Integer(), tdk_data: Type.Optional(TdkData) })),
    400: ErrorResponse,
  },
}

export const detailSchema = {
  summary: '积分商城商品详情',
  tags: ['pointsmall'],
  params: DetailParams,
  querystring: DetailQuery,
  response: { 200: Envelope(PointDetail), 400: ErrorResponse, 404: ErrorResponse },
}
