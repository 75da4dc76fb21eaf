import { Type, type Static, type TSchema } from '@sinclair/typebox'
import { Envelope, Paged } from './envelope.ts'
import { PageQuery } from './paging.ts'
import { GoodsPromotion } from './cart.ts'

const Cents = (description: string) => Type.Integer({ description: `${description}（分）` })
const NullableCents = (description: string) =>
  Type.Union([Type.Integer(), Type.Null()], { description: `${description}（分）` })
const Flag = (description: string) => Type.Union([Type.Literal(0), Type.Literal(1)], { description })

export const SORTS = ['default', 'sales', 'price_asc', 'price_desc', 'newest'] as const
export type GoodsSort = (typeof SORTS)[number]

export const ItemListQuery = Type.Composite([
  PageQuery,
  Type.Object({
    keywords: Type.Optional(
      Type.String({ maxLength: 50, description: '搜索词，空格分隔的多个词须同时命中名称、副标题或品牌' }),
    ),
    cat_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647, description: '分类 id，含其子分类' })),
    category_id: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 2147483647, description: '同 cat_id（ECShopX 的名字）' }),
    ),
    brand_id: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 2147483647, description: '品牌 id（brand_list 的 attribute_id）' }),
    ),
    start_price: Type.Optional(Type.Number({ minimum: 0, maximum: 100_000_000, description: '最低价（元）' })),
    end_price: Type.Optional(Type.Number({ minimum: 0, maximum: 100_000_000, description: '最高价（元）' })),
    is_tdk: Type.Optional(Type.Integer({ minimum: 0, maximum: 1, description: 'ECShopX 参数；tdk_data 总是返回' })),
    type: Type.Optional(
      Type.Integer({ minimum: 0, maximum: 1, description: 'ECShopX 参数：0 普通商品（唯一支持的类型）' }),
    ),
    main_category: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 2147483647, description: '主类目 id，含其子类目' }),
    ),
    tag: Type.Optional(Type.String({ maxLength: 30, description: '商品标签名' })),
    item_id: Type.Optional(
      Type.Array(Type.String({ pattern: '^\\d{1,9}(,\\d{1,9})*$' }), {
        maxItems: 100,
        description: '商品 id，可重复传参或逗号分隔；按传入顺序返回',
      }),
    ),
    distributor_id: Type.Optional(
      Type.Integer({ minimum: 0, maximum: 2147483647, description: '店铺 id；0 或不传表示全部商品' }),
    ),
    item_type: Type.Optional(
      Type.Union([Type.Literal('normal'), Type.Literal('point')], {
        default: 'normal',
        description: 'point 为积分商城商品',
      }),
    ),
    sort: Type.Optional(
      Type.Union(
        SORTS.map((s) => Type.Literal(s)),
        { description: '排序：综合、销量、价格升序、价格降序、新品' },
      ),
    ),
    goodsSort: Type.Optional(
      Type.Integer({ minimum: 0, maximum: 4, description: '旧版数字排序：1 销量，2 价格降序，3 价格升序，4 新品' }),
    ),
    company_id: Type.Optional(Type.Integer({ minimum: 1 })),
  }),
])
export type ItemListQuery = Static<typeof ItemListQuery>

export const PromotionTag = Type.Object({
  promotion_id: Type.Integer(),
  promotion_type: Type.String(),
  promotion_tag: Type.String({ description: '角标，如 满减、折扣、满赠' }),
  promotion_name: Type.String({ description: '活动名，如 满199减30' }),
})
export type PromotionTag = Static<typeof PromotionTag>

/** Spec 3 "Item card" and "Goods card" in one shape. */
export const ItemCard = Type.Object({
  item_id: Type.Integer(),
  goods_id: Type.Integer(),
  item_name: Type.String(),
  title: Type.String(),
  sub_title: Type.String(),
  brand: Type.String(),
  imgUrl: Type.String(),
  image_default_id: Type.String(),
  pics: Type.Array(Type.String()),
  price: Cents('最低售价'),
  market_price: Cents('市场价'),
  member_price: Cents('当前会员等级价，游客等于售价'),
  activity_price: NullableCents('进行中的秒杀或折扣价'),
  activity_type: Type.Union([Type.Literal('seckill'), Type.Literal('discount'), Type.Null()]),
  staff_price: NullableCents('员工内购价，仅员工可见'),
  store: Type.Integer({ description: '各规格库存之和' }),
  sales: Type.Integer(),
  approve_status: Type.Union([Type.Literal('onsale'), Type.Literal('instock')]),
  item_type: Type.Union([Type.Literal('normal'), Type.Literal('point')]),
  product_type: Type.Union([Type.Literal('normal'), Type.Literal('sale'), Type.Literal('bag')]),
  staff_goods: Flag('员工内购商品'),
  valid_lucky: Flag('1 表示置灰'),
  is_gift: Flag('赠品不可单独购买'),
  nospec: Flag('1 表示单规格商品，列表可直接加入购物车'),
  distributor_id: Type.Integer(),
  promotions: Type.Array(PromotionTag),
  point: Type.Integer({ description: '积分价（积分商城商品）' }),
})
export type ItemCard = Static<typeof ItemCard>

/** SEO words as ECShopX spells them ("mate", not "meta"). */
export const TdkData = Type.Object({
  title: Type.String(),
  mate_keywords: Type.String(),
  mate_description: Type.String(),
})
export type TdkData = Static<typeof TdkData>

/** A brand of the listed goods; its id is the smallest goods id carrying it. */
export const BrandEntry = Type.Object({ attribute_id: Type.Integer(), attribute_name: Type.String() })
export type BrandEntry = Static<typeof BrandEntry>

export const ItemList = Type.Composite([
  Paged(ItemCard),
  Type.Object({
    brand_list: Type.Object(
      { list: Type.Array(BrandEntry), total_count: Type.Integer() },
      { description: '符合其它筛选条件的商品的品牌' },
    ),
    tdk_data: TdkData,
  }),
])
export type ItemList = Static<typeof ItemList>

export const ItemListResponse = Envelope(ItemList)

export const ItemParams = Type.Object({ item_id: Type.String({ maxLength: 32 }) })
export type ItemParams = Static<typeof ItemParams>

export const ItemDetailQuery = Type.Object({
  /** Sent by shop pages; goods ids are global, so it does not change the answer. */
  distributor_id: Type.Optional(Type.Integer({ minimum: 0 })),
  company_id: Type.Optional(Type.Integer({ minimum: 1 })),
  is_tdk: Type.Optional(Type.Integer({ minimum: 0, maximum: 1, description: 'ECShopX 参数；tdk_data 总是返回' })),
})
export type ItemDetailQuery = Static<typeof ItemDetailQuery>

export const SpecValue = Type.Object({
  spec_value_id: Type.Integer(),
  spec_value_name: Type.String(),
  spec_value: Type.String(),
  spec_image_url: Type.String(),
  color: Type.String({ description: '颜色规格的色值，其它为空' }),
})
export type SpecValue = Static<typeof SpecValue>

export const SpecGroup = Type.Object({
  spec_id: Type.Integer(),
  spec_name: Type.String(),
  spec_values: Type.Array(SpecValue),
})
export type SpecGroup = Static<typeof SpecGroup>

export const SpecItem = Type.Object({
  item_id: Type.Integer({ description: 'SKU id' }),
  sku_id: Type.Integer(),
  bn: Type.String(),
  store: Type.Integer(),
  price: Cents('售价'),
  market_price: Cents('市场价'),
  member_price: Cents('会员价'),
  act_price: NullableCents('秒杀价'),
  staff_price: NullableCents('员工价，仅员工可见'),
  item_spec: Type.Array(
    Type.Object({
      spec_id: Type.Integer(),
      spec_name: Type.String(),
      spec_value_id: Type.Integer(),
      spec_value_name: Type.String(),
      spec_image_url: Type.String(),
    }),
  ),
  spec_desc: Type.String(),
  item_image_url: Type.String(),
  spec_image_url: Type.String(),
})
export type SpecItem = Static<typeof SpecItem>

export const PromotionActivity = Type.Object({
  ...GoodsPromotion.properties,
  description: Type.String(),
  start_time: Type.Integer(),
  end_time: Type.Integer(),
})

export const SeckillInfo = Type.Object({
  seckill_id: Type.Integer(),
  activity_name: Type.String(),
  start_time: Type.Integer(),
  end_time: Type.Integer(),
  last_seconds: Type.Integer({ description: '距结束秒数' }),
  limit_num: Type.Integer({ description: '每人限购件数' }),
  store: Type.Integer({ description: '秒杀剩余库存' }),
})

export const VipGuide = Type.Object({
  grade_id: Type.Integer(),
  vipgrade_name: Type.String(),
  gradeDiscount: Type.Integer({ description: '折扣百分比，5 即 9.5 折' }),
  price: Cents('开通价格'),
  guide_title_desc: Type.String(),
})
export type VipGuide = Static<typeof VipGuide>

/** A goods' category path, top first, as nested levels: each level's `children` holds the next (empty at the leaf). */
const chainLevel = <T extends TSchema>(children: T) =>
  Type.Object({
    category_id: Type.Integer(),
    category_name: Type.String(),
    children: Type.Array(children, { maxItems: 1 }),
  })
export const CategoryChain = chainLevel(chainLevel(chainLevel(Type.Object({}))))
export type CategoryChain = Static<typeof CategoryChain>

/** Spec 3 "Item detail". */
export const ItemDetail = Type.Object({
  item_id: Type.Integer(),
  itemId: Type.Integer(),
  goods_id: Type.Integer(),
  item_name: Type.String(),
  title: Type.String(),
  sub_title: Type.String(),
  brief: Type.String(),
  brand: Type.String(),
  bn: Type.String({ description: '默认规格货号' }),
  distributor_id: Type.Integer(),
  category_id: Type.Integer(),
  main_category_id: Type.Union([Type.Integer(), Type.Null()]),
  category_path: Type.Array(Type.Object({ category_id: Type.Integer(), category_name: Type.String() })),
  tags: Type.Array(Type.String()),
  pics: Type.Array(Type.String()),
  imgUrl: Type.String(),
  image: Type.String(),
  image_default_id: Type.String(),
  price: Cents('最低售价'),
  market_price: Cents('市场价'),
  member_price: Cents('当前会员等级最低价'),
  act_price: NullableCents('最低秒杀价'),
  staff_price: NullableCents('员工价，仅员工可见'),
  store: Type.Integer(),
  sales: Type.Integer(),
  unit: Type.String(),
  approve_status: Type.Union([Type.Literal('onsale'), Type.Literal('instock')]),
  is_gift: Flag('赠品不可单独购买'),
  nospec: Flag('单规格商品'),
  item_type: Type.Union([Type.Literal('normal'), Type.Literal('point')]),
  point: Type.Integer(),
  product_type: Type.Union([Type.Literal('normal'), Type.Literal('sale'), Type.Literal('bag')]),
  staff_goods: Flag('员工内购商品'),
  valid_lucky: Flag('1 表示置灰'),
  default_sku_id: Type.Integer({ description: '默认选中的规格：第一个有库存的 SKU' }),
  item_spec_desc: Type.Array(SpecGroup),
  spec_items: Type.Array(SpecItem),
  activity_type: Type.Union([Type.Literal('seckill'), Type.Null()]),
  activity_info: Type.Union([SeckillInfo, Type.Null()]),
  promotion_activity: Type.Array(PromotionActivity),
  vipgrade_guide_title: Type.Union([VipGuide, Type.Null()]),
  description: Type.String({ description: '详情 HTML' }),
})
export type ItemDetail = Static<typeof ItemDetail>

/**
 * GET goods/items/:item_id: the detail with what the ECShopX desktop frontend also reads — a
 * boolean `nospec`, `intro`, the category path as `item_category_info`, `company_id`, `tdk_data`.
 */
export const GoodsItemDetail = Type.Object({
  ...ItemDetail.properties,
  nospec: Type.Boolean({ description: 'true：单规格商品，商品本身即 SKU' }),
  intro: Type.String({ description: '详情 HTML（同 description）' }),
  item_category_info: Type.Array(CategoryChain, { description: '分类路径（ECShopX 格式）：每级的 children 含下一级' }),
  company_id: Type.Integer(),
  tdk_data: TdkData,
})
export type GoodsItemDetail = Static<typeof GoodsItemDetail>

export const ItemDetailResponse = Envelope(GoodsItemDetail)
