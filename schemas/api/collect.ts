import { Type, type Static } from '@sinclair/typebox'
import { Paged } from './envelope.ts'
import { PageQuery } from './paging.ts'
import { ItemCard } from './goods.ts'
import { errorAnswers } from './errors.ts'
import { CompanyInput, DistributorId, FlagInput, Id, IdList, OptionalCompanyId } from './fields.ts'
import { queryOrBody, routeSchemas } from './route.ts'

/** Every refusal the routes below can answer (OpenAPI error examples). */
const errors = errorAnswers(
  'COLLECT_LIMIT',
  'COLLECT_NOTHING_SELECTED',
  'COLLECT_SHOP_LIMIT',
  'GOODS_NOT_FOUND',
  'MISSING_PARAMETER',
  'PARAMETER_FORMAT',
  'PARAMETER_TOO_MANY',
  'SHOP_NOT_FOUND',
  'UNAUTHORIZED',
  'VALIDATION',
)

const Status = Type.Object({ status: Type.Boolean() })
const IsCollect = Type.Object({ is_collect: Type.Boolean() })
/** ECShopX clients read `is_fav`, ours `is_collect`: the same answer under both names. */
const ShopIsCollect = Type.Object({ is_collect: Type.Boolean(), is_fav: Type.Boolean() })

// ─── goods ────────────────────────────────────────────────────────────────────────────────────

/** The goods card as the goods list shows it (off-shelf goods included, approve_status instock). */
export const CollectedItem = Type.Composite([
  ItemCard,
  Type.Object({
    fav_id: Type.Integer(),
    /** imgUrl and the price the member pays now (activity, else member price), under the ECShopX names. */
    item_image: Type.String(),
    item_price: Type.Integer(),
    /** When it was collected, unix seconds. */
    created: Type.Integer(),
  }),
])
export type CollectedItem = Static<typeof CollectedItem>

export const ItemListQuery = Type.Composite([
  PageQuery,
  Type.Object({
    distributor_id: Type.Optional(DistributorId),
    item_id: Type.Optional(Id),
    company_id: OptionalCompanyId,
  }),
])
export type ItemListQuery = Static<typeof ItemListQuery>

export const ItemCheckQuery = CompanyInput({
  item_id: Id,
  distributor_id: Type.Optional(DistributorId),
})
export type ItemCheckQuery = Static<typeof ItemCheckQuery>

export const ItemParams = Type.Object({ item_id: Id })
export type ItemParams = Static<typeof ItemParams>

export const ItemAddBody = CompanyInput({ distributor_id: Type.Optional(DistributorId) })
export type ItemAddBody = Static<typeof ItemAddBody>

export const LegacyItemAddBody = CompanyInput({
  item_id: Id,
  distributor_id: Type.Optional(DistributorId),
})
export type LegacyItemAddBody = Static<typeof LegacyItemAddBody>

/** Accepted in the query string and in the body alike. */
export const ItemRemoveInput = CompanyInput({
  item_ids: Type.Optional(IdList),
  'item_ids[]': Type.Optional(IdList),
  item_id: Type.Optional(IdList),
  /** 1 (or true) removes every favourite (of distributor_id's goods when given). */
  is_empty: Type.Optional(FlagInput),
  distributor_id: Type.Optional(DistributorId),
})
export type ItemRemoveInput = Static<typeof ItemRemoveInput>

const CollectedItemResult = Type.Object({
  status: Type.Boolean(),
  fav_id: Type.Integer(),
  item_id: Type.Integer(),
  distributor_id: Type.Integer(),
})

const route = routeSchemas('collect', errors)

export const itemListSchema = route(Paged(CollectedItem), {
  summary: '收藏的商品（最新收藏在前；distributor_id 筛选店铺，item_id 查单个商品）',
  querystring: ItemListQuery,
})

export const itemCheckSchema = route(IsCollect, {
  summary: '商品是否已收藏（商品详情页的收藏按钮初始状态）',
  querystring: ItemCheckQuery,
})

export const itemAddSchema = route(CollectedItemResult, {
  summary: '收藏商品（重复收藏无副作用；每人最多500个）',
  params: ItemParams,
  body: ItemAddBody,
})

export const legacyItemAddSchema = route(CollectedItemResult, {
  summary: '收藏商品（旧接口 member.favorite.item.add）',
  body: LegacyItemAddBody,
})

export const itemRemoveSchema = route(Status, {
  summary: '取消收藏商品（item_ids 或 is_empty=1 全部）',
  ...queryOrBody(ItemRemoveInput),
})

export const legacyItemRemoveSchema = route(Status, {
  summary: '取消收藏商品（旧接口 member.favorite.item.remove）',
  querystring: ItemRemoveInput,
})
export const legacyItemRemoveBodySchema = route(Status, { summary: '取消收藏商品（POST）', body: ItemRemoveInput })

// ─── shops ────────────────────────────────────────────────────────────────────────────────────

export const ShopTag = Type.Object({ tag_id: Type.Integer(), tag_name: Type.String(), tag_color: Type.String() })

export const CollectedShop = Type.Object({
  fav_id: Type.Integer(),
  distributor_id: Type.Integer(),
  company_id: Type.Integer(),
  name: Type.String(),
  logo: Type.String(),
  banner: Type.String(),
  province: Type.String(),
  city: Type.String(),
  area: Type.String(),
  address: Type.String(),
  phone: Type.String(),
  /** active, or closed (kept in the list so the member can remove it). */
  status: Type.String(),
  tagList: Type.Array(ShopTag),
  /** When it was collected, unix seconds. */
  created: Type.Integer(),
})
export type CollectedShop = Static<typeof CollectedShop>

export const ShopParams = Type.Object({ distributor_id: Id })
export type ShopParams = Static<typeof ShopParams>

export const ShopQuery = CompanyInput({ distributor_id: Id })
export type ShopQuery = Static<typeof ShopQuery>

/** 0 names the platform's own shop, which cannot be collected. */
export const ShopCheckQuery = CompanyInput({
  distributor_id: DistributorId,
})
export type ShopCheckQuery = Static<typeof ShopCheckQuery>

/** distributor_id may come in the query string or the body. */
export const ShopRemoveInput = CompanyInput({ distributor_id: Type.Optional(Id) })
export type ShopRemoveInput = Static<typeof ShopRemoveInput>

export const ShopListQuery = Type.Composite([PageQuery, Type.Object({ company_id: OptionalCompanyId })])
export type ShopListQuery = Static<typeof ShopListQuery>

export const CompanyBody = Type.Object({ company_id: OptionalCompanyId })

const CollectedShopResult = Type.Object({
  status: Type.Boolean(),
  fav_id: Type.Integer(),
  distributor_id: Type.Integer(),
})

export const shopAddSchema = route(CollectedShopResult, {
  summary: '收藏店铺（重复收藏无副作用）',
  params: ShopParams,
  body: CompanyBody,
})

export const legacyShopAddSchema = route(CollectedShopResult, {
  summary: '收藏店铺（旧接口 member.favorite.shop.add）',
  querystring: ShopQuery,
})
export const legacyShopAddBodySchema = route(CollectedShopResult, { summary: '收藏店铺（POST）', body: ShopQuery })

export const shopRemoveSchema = route(Status, {
  summary: '取消收藏店铺',
  ...queryOrBody(ShopRemoveInput),
})

export const shopListSchema = route(Paged(CollectedShop), {
  summary: '收藏的店铺（最新收藏在前）',
  querystring: ShopListQuery,
})

export const shopCheckSchema = route(ShopIsCollect, { summary: '店铺是否已收藏', querystring: ShopCheckQuery })
