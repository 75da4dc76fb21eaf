import { Type, type Static, type TObject, type TSchema } from '@sinclair/typebox'
import { Paged } from '../envelope.ts'
import { errorAnswers } from '../errors.ts'
import { FieldErrorsSchema } from '../field-errors.ts'
import { Id, Nullable } from '../fields.ts'
import { PageQuery } from '../paging.ts'
import { routeSchemas } from '../route.ts'

/**
 * The console's goods (商品管理) API: list, editor read, save, stock edits, shelf and delete.
 * Money is integer cents (分); points are whole points. The per-field rules of the editor live in
 * schemas/goods-rules.ts and answer 400 GOODS_INVALID with `fields` (schemas/api/field-errors.ts).
 */

// Wide bounds: the rules (schemas/goods-rules.ts) give out-of-range amounts their own field message.
const Cents = Type.Integer({ minimum: -2_147_483_647, maximum: 2_147_483_647 })
const Stock = Type.Integer({ minimum: -2_147_483_647, maximum: 2_147_483_647 })
const Text = (maxLength: number) => Type.String({ maxLength })
/** Null or the schema, null first: the validator coerces types, and tried first the integer branch would turn null into 0. */
const OrNull = <T extends TSchema>(schema: T) => Type.Union([Type.Null(), schema])

export const GOODS_STATUSES = ['onsale', 'instock', 'soldout'] as const
/** onsale 出售中 (on the shelf with stock), instock 仓库中 (off the shelf), soldout 已售罄 (on the shelf, total stock 0). */
export type GoodsStatus = (typeof GOODS_STATUSES)[number]
export const GOODS_STATUS_LABELS: Record<GoodsStatus, string> = {
  onsale: '出售中',
  instock: '仓库中',
  soldout: '已售罄',
}

export const ApproveStatus = Type.Union([Type.Literal('onsale'), Type.Literal('instock')], {
  description: 'onsale 上架 | instock 下架（仓库中）',
})
export const ItemType = Type.Union([Type.Literal('normal'), Type.Literal('point')], {
  description: 'normal 普通商品 | point 积分商品',
})
export const ProductType = Type.Union([Type.Literal('normal'), Type.Literal('sale'), Type.Literal('bag')], {
  description: 'normal 普通 | sale 员工特卖 | bag 员工福袋',
})
export const ITEM_TYPE_LABELS = { normal: '普通商品', point: '积分商品' } as const
export const PRODUCT_TYPE_LABELS = { normal: '普通', sale: '员工特卖', bag: '员工福袋' } as const

// ---------------------------------------------------------------- list

export const GOODS_SORTS = ['created', 'price', 'sales', 'stock'] as const
export type GoodsSort = (typeof GOODS_SORTS)[number]

export const GoodsListQuery = Type.Object({
  ...PageQuery.properties,
  /** Words of the name, or a 货号 (SKU bn, exact or its beginning). */
  keywords: Type.Optional(Text(60)),
  /** A category of any level: its goods and those of its descendants. */
  category_id: Type.Optional(Id),
  brand_id: Type.Optional(Id),
  /** all (default) | onsale | instock | soldout. */
  status: Type.Optional(Type.Union([Type.Literal('all'), ...GOODS_STATUSES.map((s) => Type.Literal(s))])),
  item_type: Type.Optional(ItemType),
  /** '1' staff goods only, '0' other goods only. */
  staff_goods: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1')])),
  /** Goods with any SKU whose stock is below this number (库存告急). */
  stock_below: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
  /** created (default) | price | sales | stock. */
  sort: Type.Optional(Type.Union(GOODS_SORTS.map((s) => Type.Literal(s)))),
  /** desc (default) | asc. */
  order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
})
export type GoodsListQuery = Static<typeof GoodsListQuery>

export const GoodsListRow = Type.Object({
  id: Type.Integer(),
  item_name: Type.String(),
  /** The main image (first of pics). */
  pic: Type.String(),
  /** Lowest and highest SKU price (the cash part for points goods). */
  price_min: Type.Integer(),
  price_max: Type.Integer(),
  /** Points per unit (points goods; 0 otherwise). */
  point_price: Type.Integer(),
  /** Total stock of all SKUs. */
  store: Type.Integer(),
  /** Lowest SKU stock (what 库存告急 is about). */
  min_store: Type.Integer(),
  sales: Type.Integer(),
  approve_status: ApproveStatus,
  status: Type.Union(GOODS_STATUSES.map((s) => Type.Literal(s))),
  item_type: ItemType,
  product_type: ProductType,
  staff_goods: Type.Boolean(),
  is_gift: Type.Boolean(),
  category_id: Type.Integer(),
  category_name: Type.String(),
  brand_id: Nullable(Type.Integer()),
  brand_name: Type.String(),
  /** Unix seconds. */
  created_at: Type.Integer(),
  sku_count: Type.Integer(),
  /** The only SKU of goods that have one (stock edited right in the list); null for goods with several. */
  sku_id: Nullable(Type.Integer()),
})
export type GoodsListRow = Static<typeof GoodsListRow>

export const GoodsStatusCounts = Type.Object({
  all: Type.Integer(),
  onsale: Type.Integer(),
  instock: Type.Integer(),
  soldout: Type.Integer(),
})
export type GoodsStatusCounts = Static<typeof GoodsStatusCounts>

export const GoodsListAnswer = Type.Composite([
  Paged(GoodsListRow),
  /** Rows of the other filters in each status (the list's tabs), whatever the status filter says. */
  Type.Object({ status_counts: GoodsStatusCounts }),
])
export type GoodsListAnswer = Static<typeof GoodsListAnswer>

// ---------------------------------------------------------------- editor input

export const SpecValueInput = Type.Object({
  /** An existing value of these goods (keeps its id, so carts and history stay linked); absent for a new one. */
  id: Type.Optional(Id),
  name: Text(100),
  /** Spec image (shown when the value is picked); '' for none. */
  image_url: Type.Optional(Text(500)),
  /** Swatch colour #rrggbb, or ''. */
  color: Type.Optional(Text(7)),
})
export type SpecValueInput = Static<typeof SpecValueInput>

export const SpecGroupInput = Type.Object({
  id: Type.Optional(Id),
  /** 规格名, e.g. 颜色. */
  name: Text(100),
  values: Type.Array(SpecValueInput, { maxItems: 100 }),
})
export type SpecGroupInput = Static<typeof SpecGroupInput>

export const MemberPriceInput = Type.Object({ grade_id: Id, price: Cents })
export type MemberPriceInput = Static<typeof MemberPriceInput>

export const SkuInput = Type.Object({
  /** An existing SKU of these goods; absent for a new one. */
  id: Type.Optional(Id),
  /** The spec value names of this SKU, one per spec group in group order; [] for goods without specs. */
  spec_values: Type.Array(Text(100), { maxItems: 10 }),
  /** Sale price; for points goods the optional cash part (0 for points only). */
  price: Cents,
  market_price: Type.Optional(Cents),
  cost: Type.Optional(Cents),
  /** Explicit member prices; a grade left out gets its grade discount. */
  member_prices: Type.Optional(Type.Array(MemberPriceInput, { maxItems: 50 })),
  /** Staff price (员工价), null when not sold to staff at a special price. */
  staff_price: Type.Optional(OrNull(Cents)),
  /** The stock as the operator typed it. */
  store: Stock,
  /**
   * The stock the editor loaded for this SKU (GET /goods/:id): the server applies
   * `store - store_loaded` as a change, so orders placed meanwhile are not undone. Required for
   * existing SKUs; new SKUs start at `store`.
   */
  store_loaded: Type.Optional(Stock),
  /** 货号, unique across the shop. */
  bn: Text(64),
  /** Grams. */
  weight: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000_000 })),
})
export type SkuInput = Static<typeof SkuInput>

export const GoodsSaveBody = Type.Object({
  item_name: Text(200),
  sub_title: Type.Optional(Text(500)),
  brand_id: Type.Optional(OrNull(Id)),
  /** A level-3 category of the company. */
  category_id: Id,
  /** 主类目; defaults to category_id. */
  main_category_id: Type.Optional(OrNull(Id)),
  tags: Type.Optional(Type.Array(Text(50), { maxItems: 50 })),
  /** 1–10 image URLs (/uploads/… or http(s)); the first is the main image. */
  pics: Type.Array(Text(500), { maxItems: 50 }),
  /** true: one SKU without spec groups (spec_groups [] and one SKU with spec_values []). */
  nospec: Type.Boolean(),
  spec_groups: Type.Array(SpecGroupInput, { maxItems: 10 }),
  /** One per combination of spec values (the matrix), or exactly one for nospec goods. */
  skus: Type.Array(SkuInput, { maxItems: 1000 }),
  /** Detail HTML; sanitized before it is stored. */
  description: Type.Optional(Type.String({ maxLength: 200_000 })),
  item_type: ItemType,
  /** Points per unit for points goods (≥ 1); ignored for normal goods. */
  point_price: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000_000 })),
  /** Sold to staff (员工内购). */
  staff_goods: Type.Optional(Type.Boolean()),
  product_type: Type.Optional(ProductType),
  /** A gift cannot be bought on its own. */
  is_gift: Type.Optional(Type.Boolean()),
  approve_status: ApproveStatus,
  /** 单位, e.g. 件. */
  unit: Type.Optional(Text(20)),
  /** Higher first in the shop's default order. */
  sort: Type.Optional(Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 })),
})
export type GoodsSaveBody = Static<typeof GoodsSaveBody>

// ---------------------------------------------------------------- editor read

export const SpecValueView = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  image_url: Type.String(),
  color: Type.String(),
})
export const SpecGroupView = Type.Object({ id: Type.Integer(), name: Type.String(), values: Type.Array(SpecValueView) })

export const SkuView = Type.Object({
  id: Type.Integer(),
  spec_values: Type.Array(Type.String()),
  spec_value_ids: Type.Array(Type.Integer()),
  /** "颜色:曜石黑 容量:256GB" ('' for goods without specs). */
  spec_desc: Type.String(),
  price: Type.Integer(),
  market_price: Type.Integer(),
  cost: Type.Integer(),
  member_prices: Type.Array(Type.Object({ grade_id: Type.Integer(), price: Type.Integer() })),
  staff_price: Nullable(Type.Integer()),
  /** Current stock: send it back as store_loaded. */
  store: Type.Integer(),
  sales: Type.Integer(),
  bn: Type.String(),
  weight: Type.Integer(),
  image_url: Type.String(),
})
export type SkuView = Static<typeof SkuView>

export const GoodsDetail = Type.Object({
  id: Type.Integer(),
  item_name: Type.String(),
  sub_title: Type.String(),
  brand_id: Nullable(Type.Integer()),
  brand_name: Type.String(),
  category_id: Type.Integer(),
  category_name: Type.String(),
  main_category_id: Nullable(Type.Integer()),
  tags: Type.Array(Type.String()),
  pics: Type.Array(Type.String()),
  nospec: Type.Boolean(),
  spec_groups: Type.Array(SpecGroupView),
  skus: Type.Array(SkuView),
  description: Type.String(),
  item_type: ItemType,
  point_price: Type.Integer(),
  staff_goods: Type.Boolean(),
  product_type: ProductType,
  is_gift: Type.Boolean(),
  approve_status: ApproveStatus,
  status: Type.Union(GOODS_STATUSES.map((s) => Type.Literal(s))),
  unit: Type.String(),
  sort: Type.Integer(),
  /** Kept in step with the SKUs: lowest price, lowest market price, lowest staff price. */
  price: Type.Integer(),
  market_price: Type.Integer(),
  staff_price: Nullable(Type.Integer()),
  store: Type.Integer(),
  sales: Type.Integer(),
  /** Orders contain these goods: deleting archives them instead. */
  has_orders: Type.Boolean(),
  created_at: Type.Integer(),
  updated_at: Type.Integer(),
})
export type GoodsDetail = Static<typeof GoodsDetail>

export const VipGradeOption = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** Percent off the sale price (5 means 95折). */
  discount: Type.Integer(),
  is_default: Type.Boolean(),
})
export type VipGradeOption = Static<typeof VipGradeOption>

export const GoodsEditorOptions = Type.Object({ grades: Type.Array(VipGradeOption) })
export type GoodsEditorOptions = Static<typeof GoodsEditorOptions>

// ---------------------------------------------------------------- stock, bulk, delete

export const StockPatchBody = Type.Object({
  /** set: make the stock `value`, only if it is still `expected`; add: change it by `value` (may be negative). */
  mode: Type.Union([Type.Literal('set'), Type.Literal('add')]),
  value: Stock,
  /** Required for set: the stock the operator saw; a different current stock answers 409 GOODS_STOCK_CHANGED with `store`. */
  expected: Type.Optional(Stock),
})
export type StockPatchBody = Static<typeof StockPatchBody>

export const StockAnswer = Type.Object({
  sku_id: Type.Integer(),
  goods_id: Type.Integer(),
  store: Type.Integer(),
  /** Total stock of the goods after the change. */
  goods_store: Type.Integer(),
})
export type StockAnswer = Static<typeof StockAnswer>

export const GOODS_BULK_ACTIONS = ['onsale', 'instock', 'delete'] as const
export type GoodsBulkAction = (typeof GOODS_BULK_ACTIONS)[number]

export const BulkBody = Type.Object({
  ids: Type.Array(Id, { minItems: 1, maxItems: 200 }),
  action: Type.Union(GOODS_BULK_ACTIONS.map((a) => Type.Literal(a))),
})
export type BulkBody = Static<typeof BulkBody>

/** What happened to each goods: put on / off the shelf, deleted, or archived (it has orders). */
export const GoodsOutcome = Type.Object({
  id: Type.Integer(),
  result: Type.Union([
    Type.Literal('onsale'),
    Type.Literal('instock'),
    Type.Literal('deleted'),
    Type.Literal('archived'),
  ]),
})
export type GoodsOutcome = Static<typeof GoodsOutcome>

export const BulkAnswer = Type.Object({ results: Type.Array(GoodsOutcome) })
export type BulkAnswer = Static<typeof BulkAnswer>

export const GoodsIdParams = Type.Object({ id: Id })
export const SkuIdParams = Type.Object({ sku_id: Id })

// ---------------------------------------------------------------- routes

function withDetails(answers: Record<number, TSchema>): Record<number, TObject> {
  const details = { fields: Type.Optional(FieldErrorsSchema), store: Type.Optional(Type.Integer()) }
  return Object.fromEntries(
    Object.entries(answers).map(([status, schema]) => [
      status,
      Type.Object({ ...(schema as TObject).properties, ...details }, { examples: schema.examples }),
    ]),
  )
}

/**
 * The refusals of these routes; a 400 GOODS_INVALID carries `fields` (schemas/api/field-errors.ts)
 * and a 409 about stock carries `store`, the SKU's current stock.
 */
const errors = withDetails(
  errorAnswers(
    'UNAUTHORIZED',
    'SESSION_EXPIRED',
    'ADMIN_FORBIDDEN',
    'VALIDATION',
    'ADMIN_GOODS_NOT_FOUND',
    'GOODS_INVALID',
    'GOODS_SKU_NOT_FOUND',
    'GOODS_STOCK_CHANGED',
    'GOODS_STOCK_BELOW_ZERO',
    'GOODS_IN_ACTIVITY',
  ),
)
const route = routeSchemas('admin-goods', errors)

export const goodsListSchema = route(GoodsListAnswer, {
  summary: '运营：商品列表（搜索名称或货号，按类目、品牌、状态、类型、员工商品、库存告急筛选，排序，分页）',
  querystring: GoodsListQuery,
})

export const goodsEditorOptionsSchema = route(GoodsEditorOptions, {
  summary: '运营：商品编辑器选项（会员等级，用于会员价列）',
})

export const goodsDetailSchema = route(GoodsDetail, {
  summary: '运营：商品详情（编辑器所需的全部字段）',
  params: GoodsIdParams,
})

export const goodsCreateSchema = route(GoodsDetail, {
  summary: '运营：新增商品',
  description: '字段问题答 400 GOODS_INVALID，fields 为“字段路径 → 提示”；全部写入在一个事务中。',
  body: GoodsSaveBody,
})

export const goodsUpdateSchema = route(GoodsDetail, {
  summary: '运营：保存商品',
  description:
    '库存按 store − store_loaded 增减，期间售出的不被覆盖；减到0以下答 409 GOODS_STOCK_CHANGED。已下单的价格不变（订单保存下单时的价格）。',
  params: GoodsIdParams,
  body: GoodsSaveBody,
})

export const stockPatchSchema = route(StockAnswer, {
  summary: '运营：修改规格库存（add 增减；set 在库存仍为 expected 时设为新值，否则 409 并返回当前库存）',
  params: SkuIdParams,
  body: StockPatchBody,
})

export const goodsBulkSchema = route(BulkAnswer, {
  summary: '运营：批量上架、下架或删除商品（有订单的商品删除时归档）',
  body: BulkBody,
})

export const goodsDeleteSchema = route(GoodsOutcome, {
  summary: '运营：删除商品（有订单的商品归档：下架并从后台与商城隐藏，订单仍可查看）',
  params: GoodsIdParams,
})
