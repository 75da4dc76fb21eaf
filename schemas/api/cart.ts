import { Type, type Static } from '@sinclair/typebox'
import { errorAnswers } from './errors.ts'
import { CompanyInput, DistributorId, FlagInput, Id, IdList } from './fields.ts'
import { queryOrBody, routeSchemas } from './route.ts'

/** Every refusal the routes below can answer (OpenAPI error examples). */
const errors = errorAnswers(
  'CART_FULL',
  'CART_LINE_NOT_FOUND',
  'CART_LINE_REPEATED',
  'CART_NOTHING_SELECTED',
  'CART_UPDATE_NOTHING_SELECTED',
  'FASTBUY_NOTHING_CHECKED',
  'GIFT_CONDITION_NOT_MET',
  'GIFT_LIMIT',
  'GIFT_NOT_FOR_SALE',
  'GIFT_UNAVAILABLE',
  'GOODS_NOT_FOUND',
  'GOODS_OFF_SHELF',
  'MISSING_PARAMETER',
  'NOTHING_CHECKED',
  'NOT_A_GIFT',
  'NOT_GIFT_PROMOTION',
  'PARAMETER_FORMAT',
  'PARAMETER_TOO_LONG',
  'POINT_GOODS',
  'PROMOTION_NOT_APPLICABLE',
  'PROMOTION_NOT_FOUND',
  'QUANTITY_INVALID',
  'QUANTITY_TOO_SMALL',
  'SECKILL_GOODS',
  'SOLD_OUT',
  'SPEC_REQUIRED',
  'UNAUTHORIZED',
  'VALIDATION',
)

/**
 * Request and answer shapes of the cart (spec 3 "Cart", 7.2 "Item and cart"). Quantities arrive
 * as text so that fractions, words and out-of-range values reach the service, which answers them
 * with the spec's messages. Nothing about prices is accepted: those fields are dropped unread.
 */

const Quantity = Type.String({ maxLength: 32, description: '数量，1-99999 的整数' })
export type CartType = 'cart' | 'fastbuy'
const CartTypeInput = Type.Union([Type.Literal('cart'), Type.Literal('fastbuy')], {
  description: 'cart 加入购物车；fastbuy 立即购买',
})
/** Which shop kind the client browses (ECShopX `shop_type`); only 'distributor' carts exist here. */
const ShopType = Type.String({ maxLength: 20 })

export const AddBody = CompanyInput({
  item_id: Type.Optional(Id),
  sku_id: Type.Optional(Id),
  num: Type.Optional(Quantity),
  quantity: Type.Optional(Quantity),
  cart_type: Type.Optional(CartTypeInput),
  mode: Type.Optional(CartTypeInput),
  shop_type: Type.Optional(ShopType),
  distributor_id: Type.Optional(DistributorId),
})
export type AddBody = Static<typeof AddBody>

export const ListQuery = CompanyInput({
  cart_type: Type.Optional(CartTypeInput),
  mode: Type.Optional(CartTypeInput),
  shop_type: Type.Optional(ShopType),
})
export type ListQuery = Static<typeof ListQuery>

export const CountQuery = CompanyInput({ shop_type: Type.Optional(ShopType) })

/** Accepted in the query string (ECShopX sends PUT params there) and in the body alike. */
export const NumInput = CompanyInput({
  cart_id: Type.Optional(Id),
  num: Type.Optional(Quantity),
  quantity: Type.Optional(Quantity),
  shop_type: Type.Optional(ShopType),
})
export type NumInput = Static<typeof NumInput>

export const CheckInput = CompanyInput({
  cart_id: Type.Optional(IdList),
  'cart_id[]': Type.Optional(IdList),
  is_checked: Type.Optional(FlagInput),
})
export type CheckInput = Static<typeof CheckInput>

/** One line of a batch update. */
export const CartParam = Type.Object({
  cart_id: Id,
  /** Names the line's SKU; a different SKU means the client's copy of the line is stale. */
  sku_id: Type.Optional(Id),
  num: Type.Optional(Quantity),
  quantity: Type.Optional(Quantity),
  is_checked: Type.Optional(FlagInput),
  /** A running promotion covering the line's goods; '' or 0 clears the pick. */
  selected_promotion: Type.Optional(Type.String({ maxLength: 11 })),
})
export type CartParam = Static<typeof CartParam>

/** cart_params of a batch update, checked line by line once the service has read the JSON text. */
export const CartParams = Type.Array(CartParam, { maxItems: 500 })

export const BatchInput = CompanyInput({
  /**
   * Left to the service: a JSON array text (form posts) and an array (JSON bodies) are both valid,
   * and ajv's coercion cannot try one form and then the other without mangling the value.
   */
  cart_params: Type.Optional(
    Type.Unknown({
      description: '[{cart_id, sku_id?, num?, is_checked?, selected_promotion?}]，JSON 数组文本或数组，最多500行',
    }),
  ),
})
export type BatchInput = Static<typeof BatchInput>

export const DeleteInput = CompanyInput({
  cart_id: Type.Optional(IdList),
  'cart_id[]': Type.Optional(IdList),
})
export type DeleteInput = Static<typeof DeleteInput>

export const GiftBody = CompanyInput({
  rel_promotion_id: Id,
  sku_id: Id,
  quantity: Type.Optional(Quantity),
  gift_num: Type.Optional(Quantity),
  num: Type.Optional(Quantity),
})
export type GiftBody = Static<typeof GiftBody>

export const CheckReadyInput = CompanyInput({
  mode: Type.Optional(CartTypeInput),
  cart_type: Type.Optional(CartTypeInput),
})
export type CheckReadyInput = Static<typeof CheckReadyInput>

// ─── answers ─────────────────────────────────────────────────────────────────────────────────

const Cents = (description: string) => Type.Integer({ description: `${description}（分）` })

export const GoodsPromotion = Type.Object({
  promotion_id: Type.Integer(),
  promotion_type: Type.String(),
  promotion_tag: Type.String(),
  marketing_name: Type.String(),
})
export type GoodsPromotion = Static<typeof GoodsPromotion>

export const CartLine = Type.Object({
  cart_id: Type.Integer(),
  cart_type: CartTypeInput,
  sku_id: Type.Integer(),
  item_id: Type.Integer({ description: '商品（SPU）id' }),
  goods_id: Type.Integer(),
  distributor_id: Type.Integer(),
  shop_id: Type.Integer(),
  is_checked: Type.Boolean(),
  goodspromotion: Type.Array(GoodsPromotion, { description: '覆盖该商品的进行中促销' }),
  selected_promotion: Type.Union([Type.Integer(), Type.Null()], { description: '该行实际参加的促销' }),
  price: Cents('当前单价（会员价/员工价）'),
  market_price: Cents('市场价'),
  point: Type.Integer({ description: '积分商品每件所需积分' }),
  quantity: Type.Integer(),
  num: Type.Integer(),
  item_fee: Cents('单价 × 数量'),
  discount_price: Cents('促销分摊到该行的优惠'),
  total_fee: Cents('item_fee − discount_price'),
  store: Type.Integer({ description: '当前库存' }),
  spec_info: Type.Object({ color: Type.String(), size: Type.String(), desc: Type.String() }),
  item_spec_desc: Type.String(),
  title: Type.String(),
  item_name: Type.String(),
  pics: Type.Array(Type.String()),
  imgUrl: Type.String(),
  bn: Type.String(),
  approve_status: Type.String(),
  item_type: Type.String(),
  is_gift: Type.Boolean({ description: '满赠赠品行（价格为 0）' }),
  rel_promotion_id: Type.Integer(),
  valid: Type.Boolean({ description: 'false：已下架、已售罄或不再满足条件，不计入合计' }),
  invalid_reason: Type.String(),
})
export type CartLine = Static<typeof CartLine>

export const AppliedPromotion = Type.Object({ ...GoodsPromotion.properties, discount_fee: Cents('优惠') })
export type AppliedPromotion = Static<typeof AppliedPromotion>

export const GiftOption = Type.Object({
  rel_promotion_id: Type.Integer(),
  marketing_name: Type.String(),
  sku_id: Type.Integer(),
  item_id: Type.Integer(),
  title: Type.String(),
  imgUrl: Type.String(),
  item_spec_desc: Type.String(),
  gift_num: Type.Integer({ description: '最多可领件数' }),
  store: Type.Integer(),
})
export type GiftOption = Static<typeof GiftOption>

export const CartGroup = Type.Object({
  shop_id: Type.Integer(),
  distributor_id: Type.Integer(),
  shop_name: Type.String(),
  cartitemlist: Type.Array(CartLine),
  item_fee: Cents('勾选有效商品金额'),
  discount_fee: Cents('促销优惠'),
  total_fee: Cents('item_fee − discount_fee'),
  promotions: Type.Array(AppliedPromotion, { description: '本店勾选商品参加并生效的促销' }),
  gifts: Type.Array(GiftOption, { description: '已满足条件、可加入购物车的赠品' }),
})
export type CartGroup = Static<typeof CartGroup>

export const TotalCart = Type.Object({
  totalQuantity: Type.Integer({ description: '勾选有效商品件数' }),
  number: Type.Integer({ description: '勾选有效商品行数' }),
  item_fee: Cents('勾选有效商品金额'),
  discount_fee: Cents('促销优惠'),
  total_fee: Cents('item_fee − discount_fee'),
})
export type TotalCart = Static<typeof TotalCart>

export const CartInfo = Type.Object({
  cartInfo: Type.Object({
    resultCartData: Type.Array(CartGroup, { description: '按店铺分组的全部行（含失效行，valid=false）' }),
    totalCart: TotalCart,
    valid_cart: Type.Array(CartGroup, { description: '只含有效行的店铺分组' }),
    invalid_cart: Type.Array(CartLine, { description: '已失效的行' }),
  }),
})
export type CartInfo = Static<typeof CartInfo>

/** A cart line as the ECShopX desktop frontend reads it: one picture URL, a numeric discount. */
export const EcshopxCartLine = Type.Object({
  cart_id: Type.Integer(),
  item_id: Type.Integer({ description: '商品（SPU）id' }),
  sku_id: Type.Integer(),
  distributor_id: Type.Integer(),
  item_name: Type.String(),
  item_spec_desc: Type.String(),
  pics: Type.String({ description: '一张图片地址' }),
  price: Cents('当前单价'),
  market_price: Cents('市场价'),
  num: Type.Integer(),
  total_fee: Cents('单价 × 数量 − 优惠'),
  discount_fee: Cents('促销分摊到该行的优惠'),
  is_checked: Type.Boolean(),
  store: Type.Integer(),
  approve_status: Type.String(),
  is_gift: Type.Boolean(),
})
export type EcshopxCartLine = Static<typeof EcshopxCartLine>

export const EcshopxCartGroup = Type.Object({
  shop_id: Type.Integer(),
  distributor_id: Type.Integer(),
  shop_name: Type.String(),
  list: Type.Array(EcshopxCartLine),
})
export type EcshopxCartGroup = Static<typeof EcshopxCartGroup>

/**
 * Every cart answer: ours under `cartInfo`, plus the same cart at the top level in the ECShopX
 * shape (`valid_cart` shop groups with `list`, `invalid_cart` lines), empty lists for an empty cart.
 */
export const CartAnswer = Type.Composite([
  CartInfo,
  Type.Object({
    valid_cart: Type.Array(EcshopxCartGroup, { description: '有效行，按店铺分组（ECShopX 格式）' }),
    invalid_cart: Type.Array(EcshopxCartLine, { description: '已失效的行（ECShopX 格式）' }),
  }),
])
export type CartAnswer = Static<typeof CartAnswer>

export const FastbuyResult = Type.Object({
  cart_id: Type.Integer(),
  cart_type: Type.Literal('fastbuy'),
  item_id: Type.Integer(),
  sku_id: Type.Integer(),
  num: Type.Integer(),
  distributor_id: Type.Integer(),
})
export type FastbuyResult = Static<typeof FastbuyResult>

export const CartCount = Type.Object({
  item_count: Type.Integer({ description: '购物车商品总件数（不含赠品）' }),
  cart_count: Type.Integer({ description: '购物车商品行数（不含赠品）' }),
})
export type CartCount = Static<typeof CartCount>

export const CheckReady = Type.Object({
  status: Type.Boolean(),
  mode: CartTypeInput,
  totalCart: TotalCart,
})

const route = routeSchemas('购物车', errors)

export const addSchema = route(Type.Union([CartAnswer, FastbuyResult]), {
  summary: '加入购物车（cart_type=cart 累加到已有行）或立即购买（fastbuy 只保留一行）',
  body: AddBody,
})

export const listSchema = route(CartAnswer, {
  summary: '购物车列表（价格、库存、促销均为当前值）',
  querystring: ListQuery,
})

export const countSchema = route(CartCount, { summary: '购物车数量（迷你购物车角标）', querystring: CountQuery })

export const numSchema = route(CartAnswer, {
  summary: '修改购物车商品数量（1 至库存）',
  ...queryOrBody(NumInput),
})

export const checkSchema = route(CartAnswer, {
  summary: '勾选/取消勾选购物车商品（不传 cart_id 为全选/全不选）',
  ...queryOrBody(CheckInput),
})

export const batchSchema = route(CartAnswer, {
  summary: '批量更新购物车（数量、勾选、所选促销；全部成功或全部不变）',
  body: BatchInput,
})

export const deleteSchema = route(CartAnswer, {
  summary: '删除购物车商品',
  ...queryOrBody(DeleteInput),
})

export const giftSchema = route(CartAnswer, {
  summary: '领取满赠赠品（满足条件时加入购物车，价格为 0）',
  body: GiftBody,
})

export const totalSchema = route(TotalCart, {
  summary: '购物车勾选商品合计（旧接口 cart.total）',
  ...queryOrBody(ListQuery),
})

export const checkReadySchema = route(CheckReady, {
  summary: '结算前检查购物车（旧接口 cart.check）：有勾选的有效商品且库存足够',
  ...queryOrBody(CheckReadyInput),
})
