import { Type, type Static } from '@sinclair/typebox'
import { Paged } from './envelope.ts'
import { PageQuery } from './paging.ts'
import { ItemCard } from './goods.ts'
import { errorAnswers } from './errors.ts'
import { DefaultCompanyId, Id } from './fields.ts'
import { routeSchemas } from './route.ts'

/** Every refusal the routes below can answer (OpenAPI error examples). */
const errors = errorAnswers(
  'LOCATION_INCOMPLETE',
  'NOT_ZITI_ORDER',
  'ORDER_NOT_FOUND',
  'SHOP_NOT_FOUND',
  'UNAUTHORIZED',
  'VALIDATION',
  'ZITI_NOT_AVAILABLE',
)

const RegionName = Type.Optional(Type.String({ maxLength: 50 }))

export const ShopTag = Type.Object({ tag_id: Type.Integer(), tag_name: Type.String() })
export type ShopTag = Static<typeof ShopTag>

const ShopCoupon = Type.Object({
  card_id: Type.Integer(),
  title: Type.String(),
  card_type: Type.String(),
  reduce_cost: Type.Integer(),
  discount: Type.Integer(),
  least_cost: Type.Integer(),
})

const shopFields = {
  distributor_id: Type.Integer(),
  company_id: Type.Integer(),
  name: Type.String(),
  logo: Type.String(),
  banner: Type.String(),
  top_image: Type.String(),
  address: Type.String(),
  province: Type.String(),
  city: Type.String(),
  area: Type.String(),
  lat: Type.Union([Type.Number(), Type.Null()]),
  lng: Type.Union([Type.Number(), Type.Null()]),
  /** Metres from the given coordinates; null without coordinates or when the shop has none. */
  distance: Type.Union([Type.Integer(), Type.Null()]),
  distance_show: Type.String(),
  mobile: Type.String(),
  phone: Type.String(),
  hours: Type.String(),
  /** 1 when the shop offers self pickup (自提). */
  is_ziti: Type.Integer(),
}

export const ShopCard = Type.Object({
  ...shopFields,
  /** At most two tags per shop (spec 9). */
  tagList: Type.Array(ShopTag),
  discountCardList: Type.Optional(Type.Array(ShopCoupon)),
})
export type ShopCard = Static<typeof ShopCard>

export const ShopInfo = Type.Object({
  ...shopFields,
  description: Type.String(),
  tagList: Type.Array(ShopTag),
  goods_list: Type.Array(ItemCard),
  goods_count: Type.Integer(),
})
export type ShopInfo = Static<typeof ShopInfo>

/** The shop lists' query fields: a page, where the shopper is, and the region to look in. */
const pageFields = { ...PageQuery.properties, company_id: DefaultCompanyId }
const locationFields = {
  lat: Type.Optional(Type.Number({ minimum: -90, maximum: 90 })),
  lng: Type.Optional(Type.Number({ minimum: -180, maximum: 180 })),
}
const regionFields = { province: RegionName, city: RegionName, area: RegionName }

export const ShopListQuery = Type.Object({
  ...pageFields,
  ...locationFields,
  ...regionFields,
  /** 0: with coordinates the nearest shops win; 1: the given province/city/area always filter. */
  type: Type.Optional(Type.Integer({ minimum: 0, maximum: 1, default: 0 })),
  /** 0 default order (nearest first with coordinates), 1 near→far, 2 far→near, 3 best sellers first, 4 fewest sales first. */
  sort_type: Type.Optional(Type.Integer({ minimum: 0, maximum: 4, default: 0 })),
  /** 0 (the "all" tab) or a shop tag id. */
  tag_id: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647 })),
  distributor_tag_id: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647 })),
  /** 1 adds each shop's claimable coupons as discountCardList. */
  show_discount: Type.Optional(Type.Integer({ minimum: 0, maximum: 1, default: 0 })),
})
export type ShopListQuery = Static<typeof ShopListQuery>

export const ShopList = Type.Object({
  list: Type.Array(ShopCard),
  /** Every tag, for the tag tabs of the nearby-shop page (W0019). */
  tagList: Type.Array(ShopTag),
  total_count: Type.Integer(),
  defaultCity: Type.String(),
  /** 1 when neither coordinates nor a region were given and the default city was used. */
  fallback: Type.Integer(),
})
export type ShopList = Static<typeof ShopList>

export const PickupQuery = Type.Object({ ...pageFields, ...locationFields, ...regionFields })
export type PickupQuery = Static<typeof PickupQuery>

export const StoreSearchQuery = Type.Object({
  ...pageFields,
  keywords: Type.Optional(
    Type.String({ maxLength: 100, description: '店铺名称、地址或标签中的词，空格分隔（全部命中）' }),
  ),
  ...regionFields,
})
export type StoreSearchQuery = Static<typeof StoreSearchQuery>

export const ShopIdParams = Type.Object({ id: Id })
export const ShopInfoQuery = Type.Object({ company_id: DefaultCompanyId, distributor_id: Id })
export const CompanyQuery = Type.Object({ company_id: DefaultCompanyId })
export type CompanyQuery = Static<typeof CompanyQuery>

export const ValidityQuery = Type.Object({
  company_id: DefaultCompanyId,
  distributor_id: Type.Integer({ minimum: 0, maximum: 2_147_483_647, description: '店铺 id；0 为商城自营' }),
})
export type ValidityQuery = Static<typeof ValidityQuery>

/** ECShopX distributor/is_valid: always an object, so a page that asks about a closed shop still renders. */
export const ShopValidity = Type.Object({
  distributor_id: Type.Integer(),
  company_id: Type.Integer(),
  is_valid: Type.Boolean({ description: '营业中的店铺或商城自营为 true' }),
  name: Type.String({ description: '店铺名；无效店铺为空' }),
  logo: Type.String(),
})
export type ShopValidity = Static<typeof ShopValidity>

export const ShopSettingQuery = Type.Object({
  company_id: DefaultCompanyId,
  domain: Type.Optional(Type.String({ maxLength: 255, description: '前端站点域名（每个域名同一设置）' })),
})
export type ShopSettingQuery = Static<typeof ShopSettingQuery>

/** The sign-in page's pictures (ECShopX shops/setting); empty means the frontend's own. */
export const ShopSetting = Type.Object({ background: Type.String(), logo: Type.String() })

export const ZitiQuery = Type.Object({
  company_id: DefaultCompanyId,
  order_id: Type.String({ minLength: 1, maxLength: 64 }),
})
export const ZitiCode = Type.Object({
  order_id: Type.String(),
  ziti_code: Type.String(),
  /** PNG data URL of the pickup code, scanned at the shop counter. */
  qrcode_url: Type.String(),
  distributor: Type.Union([
    Type.Object({
      distributor_id: Type.Integer(),
      name: Type.String(),
      address: Type.String(),
      hours: Type.String(),
      phone: Type.String(),
    }),
    Type.Null(),
  ]),
})

const route = routeSchemas('distributor', errors)

export const listSchema = route(ShopList, {
  summary: '附近店铺列表（最多10家，按距离排序）',
  querystring: ShopListQuery,
})

export const storeSearchSchema = route(Paged(ShopCard), {
  summary: '搜索店铺（名称、地址、标签；可按省市区筛选）',
  description: '每页默认10家，最多50家；按默认店铺、排序权重排列。',
})

export const infoSchema = route(ShopInfo, {
  summary: '店铺详情（含标签与部分商品）',
  params: ShopIdParams,
  querystring: CompanyQuery,
})

export const infoByQuerySchema = route(ShopInfo, {
  summary: '店铺详情（distributor_id 查询参数）',
  querystring: ShopInfoQuery,
})

export const validitySchema = route(ShopValidity, {
  summary: '店铺是否有效（ECShopX distributor/is_valid；0 为商城自营）',
  querystring: ValidityQuery,
})

export const shopSettingSchema = route(ShopSetting, {
  summary: '商城登录页设置：背景图与标志（ECShopX shops/setting）',
  querystring: ShopSettingQuery,
})

export const pickupSchema = route(Paged(ShopCard), {
  summary: '自提点列表（提供自提的店铺，按距离排序）',
  querystring: PickupQuery,
})

export const zitiSchema = route(ZitiCode, { summary: '自提订单的提货码', querystring: ZitiQuery })
