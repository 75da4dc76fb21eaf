import { Type, type Static } from '@sinclair/typebox'
import { Envelope, Paged } from './envelope.ts'
import { PageQuery } from './paging.ts'
import { ItemCard } from './goods.ts'
import { errorAnswers } from './errors.ts'

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

const CompanyId = Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }))
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 })
/** 0 is the platform itself (自营). */
const DistributorId = Type.Integer({ minimum: 0, maximum: 2_147_483_647 })
/** An id list: an array, repeated keys, `key[]` keys or a comma list ("1,2,3"). */
const IdList = Type.Optional(Type.Array(Type.String({ maxLength: 11_000 }), { maxItems: 1000 }))
const FlagInput = Type.Optional(Type.String({ enum: ['0', '1', 'true', 'false'] }))

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
  Type.Object({ distributor_id: Type.Optional(DistributorId), item_id: Type.Optional(Id), company_id: CompanyId }),
])
export type ItemListQuery = Static<typeof ItemListQuery>

export const ItemCheckQuery = Type.Object({
  item_id: Id,
  distributor_id: Type.Optional(DistributorId),
  company_id: CompanyId,
})
export type ItemCheckQuery = Static<typeof ItemCheckQuery>

export const ItemParams = Type.Object({ item_id: Id })
export type ItemParams = Static<typeof ItemParams>

export const ItemAddBody = Type.Object({ distributor_id: Type.Optional(DistributorId), company_id: CompanyId })
export type ItemAddBody = Static<typeof ItemAddBody>

export const LegacyItemAddBody = Type.Object({
  item_id: Id,
  distributor_id: Type.Optional(DistributorId),
  company_id: CompanyId,
})
export type LegacyItemAddBody = Static<typeof LegacyItemAddBody>

/** Accepted in the query string and in the body alike. */
export const ItemRemoveInput = Type.Object({
  item_ids: IdList,
  'item_ids[]': IdList,
  item_id: IdList,
  /** 1 (or true) removes every favourite (of distributor_id's goods when given). */
  is_empty: FlagInput,
  distributor_id: Type.Optional(DistributorId),
  company_id: CompanyId,
})
export type ItemRemoveInput = Static<typeof ItemRemoveInput>

const CollectedItemResult = Type.Object({
  status: Type.Boolean(),
  fav_id: Type.Integer(),
  item_id: Type.Integer(),
  distributor_id: Type.Integer(),
})

const itemTags = ['collect']

export const itemListSchema = {
  summary: '收藏的商品（最新收藏在前；distributor_id 筛选店铺，item_id 查单个商品）',
  tags: itemTags,
  querystring: ItemListQuery,
  response: { 200: Envelope(Paged(CollectedItem)), ...errors },
}

export const itemCheckSchema = {
  summary: '商品是否已收藏（商品详情页的收藏按钮初始状态）',
  tags: itemTags,
  querystring: ItemCheckQuery,
  response: { 200: Envelope(IsCollect), ...errors },
}

export const itemAddSchema = {
  summary: '收藏商品（重复收藏无副作用；每人最多500个）',
  tags: itemTags,
  params: ItemParams,
  body: ItemAddBody,
  response: { 200: Envelope(CollectedItemResult), ...errors },
}

export const legacyItemAddSchema = {
  summary: '收藏商品（旧接口 member.favorite.item.add）',
  tags: itemTags,
  body: LegacyItemAddBody,
  response: { 200: Envelope(CollectedItemResult), ...errors },
}

export const itemRemoveSchema = {
  summary: '取消收藏商品（item_ids 或 is_empty=1 全部）',
  tags: itemTags,
  querystring: ItemRemoveInput,
  body: ItemRemoveInput,
  response: { 200: Envelope(Status), ...errors },
}

export const legacyItemRemoveSchema = {
  summary: '取消收藏商品（旧接口 member.favorite.item.remove）',
  tags: itemTags,
  querystring: ItemRemoveInput,
  response: { 200: Envelope(Status), ...errors },
}
export const legacyItemRemoveBodySchema = {
  summary: '取消收藏商品（POST）',
  tags: itemTags,
  body: ItemRemoveInput,
  response: legacyItemRemoveSchema.response,
}

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

export const ShopQuery = Type.Object({ distributor_id: Id, company_id: CompanyId })
export type ShopQuery = Static<typeof ShopQuery>

/** 0 names the platform's own shop, which cannot be collected. */
export const ShopCheckQuery = Type.Object({
  distributor_id: Type.Integer({ minimum: 0, maximum: 2_147_483_647 }),
  company_id: CompanyId,
})
export type ShopCheckQuery = Static<typeof ShopCheckQuery>

/** distributor_id may come in the query string or the body. */
export const ShopRemoveInput = Type.Object({ distributor_id: Type.Optional(Id), company_id: CompanyId })
export type ShopRemoveInput = Static<typeof ShopRemoveInput>

export const ShopListQuery = Type.Composite([PageQuery, Type.Object({ company_id: CompanyId })])
export type ShopListQuery = Static<typeof ShopListQuery>

export const CompanyBody = Type.Object({ company_id: CompanyId })

const CollectedShopResult = Type.Object({
  status: Type.Boolean(),
  fav_id: Type.Integer(),
  distributor_id: Type.Integer(),
})

const shopTags = ['collect']

export const shopAddSchema = {
  summary: '收藏店铺（重复收藏无副作用）',
  tags: shopTags,
  params: ShopParams,
  body: CompanyBody,
  response: { 200: Envelope(CollectedShopResult), ...errors },
}

export const legacyShopAddSchema = {
  summary: '收藏店铺（旧接口 member.favorite.shop.add）',
  tags: shopTags,
  querystring: ShopQuery,
  response: { 200: Envelope(CollectedShopResult), ...errors },
}
export const legacyShopAddBodySchema = {
  summary: '收藏店铺（POST）',
  tags: shopTags,
  body: ShopQuery,
  response: legacyShopAddSchema.response,
}

export const shopRemoveSchema = {
  summary: '取消收藏店铺',
  tags: shopTags,
  querystring: ShopRemoveInput,
  body: ShopRemoveInput,
  response: { 200: Envelope(Status), ...errors },
}

export const shopListSchema = {
  summary: '收藏的店铺（最新收藏在前）',
  tags: shopTags,
  querystring: ShopListQuery,
  response: { 200: Envelope(Paged(CollectedShop)), ...errors },
}

export const shopCheckSchema = {
  summary: '店铺是否已收藏',
  tags: shopTags,
  querystring: ShopCheckQuery,
  response: { 200: Envelope(ShopIsCollect), ...errors },
}
