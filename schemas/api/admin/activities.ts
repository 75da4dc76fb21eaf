import { Type, type Static, type TObject, type TSchema } from '@sinclair/typebox'
import { Paged } from '../envelope.ts'
import { errorAnswers } from '../errors.ts'
import { FieldErrorsSchema } from '../field-errors.ts'
import { Id } from '../fields.ts'
import { PageQuery } from '../paging.ts'
import { routeSchemas } from '../route.ts'

/**
 * The console's 营销 › 满减满折 and 秒杀活动 API. Money is integer cents, times Unix seconds.
 * The editors' per-field rules live in schemas/promotion-rules.ts and schemas/seckill-rules.ts
 * and answer 400 PROMOTION_INVALID / SECKILL_INVALID with `fields`.
 */

// Wide bounds: the rules give out-of-range numbers their own field message.
const Int = Type.Integer({ minimum: -2_147_483_647, maximum: 2_147_483_647 })
const Time = Type.Integer({ minimum: 0, maximum: 99_999_999_999 })
const Text = (maxLength: number) => Type.String({ maxLength })

export const ACTIVITY_STATES = ['upcoming', 'running', 'ended', 'disabled'] as const
const State = Type.Union(
  ACTIVITY_STATES.map((state) => Type.Literal(state)),
  {
    description: 'upcoming 未开始，running 进行中，ended 已结束，disabled 已停用',
  },
)
const PromotionTypeSchema = Type.Union([Type.Literal('full_reduction'), Type.Literal('discount')], {
  description: 'full_reduction 满减，discount 满折',
})

// ---------------------------------------------------------------- 满减满折

export const PromotionTierSchema = Type.Object({ full: Int, minus: Int })

export const PromotionGoodsRef = Type.Object({ id: Type.Integer(), item_name: Type.String(), pic: Type.String() })
export type PromotionGoodsRef = Static<typeof PromotionGoodsRef>

export const PromotionView = Type.Object({
  id: Type.Integer(),
  marketing_name: Type.String(),
  /** gift promotions (seeded) are listed too; the editor saves 满减 and 满折. */
  promotion_type: Type.Union([PromotionTypeSchema, Type.Literal('gift')]),
  promotion_tag: Type.String(),
  description: Type.String(),
  tiers: Type.Array(PromotionTierSchema),
  /** 满折: percent off (12 is 8.8折); 0 for 满减. */
  discount: Type.Integer(),
  /** 满200减30，满500减100 / 8.8折. */
  rule_text: Type.String(),
  use_bound: Type.Union([Type.Literal('all'), Type.Literal('goods')]),
  goods_count: Type.Integer(),
  starts_at: Type.Integer(),
  ends_at: Type.Integer(),
  status: Type.Union([Type.Literal('active'), Type.Literal('disabled')]),
  state: State,
  created_at: Type.Integer(),
})
export type PromotionView = Static<typeof PromotionView>

export const PromotionDetail = Type.Composite([PromotionView, Type.Object({ goods: Type.Array(PromotionGoodsRef) })])
export type PromotionDetail = Static<typeof PromotionDetail>

export const PromotionQuery = Type.Object({
  ...PageQuery.properties,
  /** Words of the activity name. */
  keywords: Type.Optional(Text(50)),
  promotion_type: Type.Optional(PromotionTypeSchema),
  state: Type.Optional(State),
})
export type PromotionQuery = Static<typeof PromotionQuery>

export const PromotionSaveBody = Type.Object({
  marketing_name: Text(200),
  promotion_type: PromotionTypeSchema,
  promotion_tag: Text(100),
  description: Type.Optional(Text(2000)),
  tiers: Type.Array(PromotionTierSchema, { maxItems: 50 }),
  discount: Int,
  use_bound: Type.Union([Type.Literal('all'), Type.Literal('goods')]),
  goods_ids: Type.Array(Id, { maxItems: 2000 }),
  starts_at: Time,
  ends_at: Time,
})
export type PromotionSaveBody = Static<typeof PromotionSaveBody>

export const StatusBody = Type.Object({ status: Type.Union([Type.Literal('active'), Type.Literal('disabled')]) })
export type StatusBody = Static<typeof StatusBody>

// ---------------------------------------------------------------- 秒杀活动

export const SeckillItemView = Type.Object({
  id: Type.Integer(),
  goods_id: Type.Integer(),
  sku_id: Type.Integer(),
  item_name: Type.String(),
  spec_desc: Type.String(),
  pic: Type.String(),
  /** The SKU's own price. */
  price: Type.Integer(),
  act_price: Type.Integer(),
  stock: Type.Integer(),
  sales: Type.Integer(),
  limit_per_member: Type.Integer(),
})
export type SeckillItemView = Static<typeof SeckillItemView>

export const SeckillView = Type.Object({
  id: Type.Integer(),
  activity_name: Type.String(),
  description: Type.String(),
  starts_at: Type.Integer(),
  ends_at: Type.Integer(),
  status: Type.Union([Type.Literal('active'), Type.Literal('disabled')]),
  state: State,
  item_count: Type.Integer(),
  /** Seckill stock left and sold over all its SKUs. */
  stock: Type.Integer(),
  sales: Type.Integer(),
  created_at: Type.Integer(),
})
export type SeckillView = Static<typeof SeckillView>

export const SeckillDetail = Type.Composite([SeckillView, Type.Object({ items: Type.Array(SeckillItemView) })])
export type SeckillDetail = Static<typeof SeckillDetail>

export const SeckillQuery = Type.Object({
  ...PageQuery.properties,
  keywords: Type.Optional(Text(50)),
  state: Type.Optional(State),
})
export type SeckillQuery = Static<typeof SeckillQuery>

export const SeckillItemBody = Type.Object({
  id: Type.Optional(Id),
  sku_id: Id,
  act_price: Int,
  stock: Int,
  limit_per_member: Int,
})

export const SeckillSaveBody = Type.Object({
  activity_name: Text(200),
  description: Type.Optional(Text(2000)),
  starts_at: Time,
  ends_at: Time,
  items: Type.Array(SeckillItemBody, { maxItems: 500 }),
})
export type SeckillSaveBody = Static<typeof SeckillSaveBody>

export const SeckillStockBody = Type.Object({
  /** set: make the stock `value`, only if it is still `expected`; add: change it by `value` (may be negative). */
  mode: Type.Union([Type.Literal('set'), Type.Literal('add')]),
  value: Int,
  /** Required for set: the stock the operator saw; a different current stock answers 409 SECKILL_STOCK_CHANGED with `stock`. */
  expected: Type.Optional(Int),
})
export type SeckillStockBody = Static<typeof SeckillStockBody>

export const SeckillStockAnswer = Type.Object({ id: Type.Integer(), stock: Type.Integer(), sales: Type.Integer() })
export type SeckillStockAnswer = Static<typeof SeckillStockAnswer>

/** A SKU of the company's goods, for the seckill editor's picker. */
export const SkuChoice = Type.Object({
  sku_id: Type.Integer(),
  goods_id: Type.Integer(),
  item_name: Type.String(),
  spec_desc: Type.String(),
  pic: Type.String(),
  price: Type.Integer(),
  store: Type.Integer(),
})
export type SkuChoice = Static<typeof SkuChoice>

export const IdParams = Type.Object({ id: Id })

// ---------------------------------------------------------------- routes

function withDetails(answers: Record<number, TSchema>): Record<number, TObject> {
  const details = { fields: Type.Optional(FieldErrorsSchema), stock: Type.Optional(Type.Integer()) }
  return Object.fromEntries(
    Object.entries(answers).map(([status, schema]) => [
      status,
      Type.Object({ ...(schema as TObject).properties, ...details }, { examples: schema.examples }),
    ]),
  )
}

const signedIn = ['UNAUTHORIZED', 'SESSION_EXPIRED', 'ADMIN_FORBIDDEN', 'VALIDATION'] as const

const promotionRoute = routeSchemas(
  'admin-promotions',
  withDetails(errorAnswers(...signedIn, 'PROMOTION_ADMIN_NOT_FOUND', 'PROMOTION_INVALID')),
)
const seckillRoute = routeSchemas(
  'admin-seckill',
  withDetails(
    errorAnswers(
      ...signedIn,
      'SECKILL_NOT_FOUND',
      'SECKILL_INVALID',
      'SECKILL_ADMIN_ITEM_NOT_FOUND',
      'SECKILL_ITEM_SOLD',
      'SECKILL_STOCK_CHANGED',
      'SECKILL_STOCK_BELOW_ZERO',
    ),
  ),
)

export const promotionListSchema = promotionRoute(Paged(PromotionView), {
  summary: '满减满折列表（按名称搜索，按类型、状态筛选，分页）',
  querystring: PromotionQuery,
})
export const promotionDetailSchema = promotionRoute(PromotionDetail, {
  summary: '满减满折详情（编辑器所需的全部字段与所选商品）',
  params: IdParams,
})
export const promotionCreateSchema = promotionRoute(PromotionDetail, {
  summary: '新增满减满折活动',
  description: '字段问题答 400 PROMOTION_INVALID，fields 为“字段路径 → 提示”。',
  body: PromotionSaveBody,
})
export const promotionUpdateSchema = promotionRoute(PromotionDetail, {
  summary: '保存满减满折活动',
  params: IdParams,
  body: PromotionSaveBody,
})
export const promotionStatusSchema = promotionRoute(PromotionView, {
  summary: '停用或启用满减满折活动',
  params: IdParams,
  body: StatusBody,
})

export const seckillListSchema = seckillRoute(Paged(SeckillView), {
  summary: '秒杀活动列表（按名称搜索，按状态筛选，分页）',
  querystring: SeckillQuery,
})
export const seckillDetailSchema = seckillRoute(SeckillDetail, {
  summary: '秒杀活动详情（含各规格的秒杀价、库存、销量与限购）',
  params: IdParams,
})
export const seckillCreateSchema = seckillRoute(SeckillDetail, {
  summary: '新增秒杀活动',
  description: '字段问题答 400 SECKILL_INVALID，fields 为“字段路径 → 提示”；秒杀价不能高于规格原价。',
  body: SeckillSaveBody,
})
export const seckillUpdateSchema = seckillRoute(SeckillDetail, {
  summary: '保存秒杀活动',
  description: '已有规格（带 id）的秒杀库存不在这里修改（用 PATCH /seckill/items/:id/stock），已有订单的规格不能移除。',
  params: IdParams,
  body: SeckillSaveBody,
})
export const seckillStatusSchema = seckillRoute(SeckillView, {
  summary: '停用或启用秒杀活动',
  params: IdParams,
  body: StatusBody,
})
export const seckillStockSchema = seckillRoute(SeckillStockAnswer, {
  summary: '修改秒杀库存（add 增减；set 在库存仍为 expected 时设为新值，否则 409 并返回当前库存）',
  params: IdParams,
  body: SeckillStockBody,
})
export const seckillSkuChoicesSchema = seckillRoute(Type.Array(SkuChoice), {
  summary: '秒杀编辑器：某件商品的规格与原价',
  params: IdParams,
})
