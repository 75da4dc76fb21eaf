/** The catalogue: regions, categories, shops and their tags, goods, specs, SKUs and member prices. */
import type { Generated } from 'kysely'
import type { Flag, Timestamp, JsonText } from './common.ts'

/** Administrative divisions; id is the 6-digit area code (110000 北京市, 110101 东城区). */
export interface RegionsTable {
  id: string
  parent_id: string | null
  label: string
  /** 1 province, 2 city, 3 county. */
  level: 1 | 2 | 3
  sort: Generated<number>
}

export interface CategoriesTable {
  id: Generated<number>
  parent_id: number | null
  /** 1..3 */
  level: 1 | 2 | 3
  category_name: string
  image_url: Generated<string>
  sort: Generated<number>
  /** Platform ("main") categories drive /items?main_category; the same tree serves both. */
  is_main_category: Generated<Flag>
  /** Ancestor ids and its own id, each followed by '/', e.g. "1/5/23/", so descendants are `path LIKE '1/5/%'`. */
  path: string
  company_id: Generated<number>
  /** 0 hides the category (and the goods only it leads to) from the shop's menus. */
  is_show: Generated<Flag>
  created_at: Generated<Timestamp>
}

/** A brand goods can carry; ECShopX's brand filter lists them by id. */
export interface BrandsTable {
  id: Generated<number>
  company_id: Generated<number>
  name: string
  logo: Generated<string>
  sort: Generated<number>
  created_at: Generated<Timestamp>
  updated_at: Generated<Timestamp>
}

export type ShopStatus = 'active' | 'closed'

/** Shops ("distributors"); goods with distributor_id 0 belong to the platform itself (自营). */
export interface DistributorsTable {
  id: Generated<number>
  company_id: Generated<number>
  name: string
  logo: Generated<string>
  /** Wide banner 1190x400. */
  banner: Generated<string>
  /** Top image 538x96 used by recommended-shop blocks (W0020). */
  top_image: Generated<string>
  description: Generated<string>
  province: Generated<string>
  city: Generated<string>
  area: Generated<string>
  address: Generated<string>
  lat: number | null
  lng: number | null
  phone: Generated<string>
  /** Opening hours text, e.g. "10:00-22:00". */
  hours: Generated<string>
  is_default: Generated<Flag>
  /** Offers self pickup (自提). */
  is_ziti: Generated<Flag>
  status: Generated<ShopStatus>
  sort: Generated<number>
  created_at: Generated<Timestamp>
}

export interface ShopTagsTable {
  id: Generated<number>
  tag_name: string
  tag_color: Generated<string>
  sort: Generated<number>
}

export interface DistributorTagsTable {
  distributor_id: number
  tag_id: number
}

export type ApproveStatus = 'onsale' | 'instock'
export type ProductType = 'normal' | 'sale' | 'bag'
export type ItemType = 'normal' | 'point'

/** A product (SPU). Its sellable variants are `skus`. */
export interface GoodsTable {
  id: Generated<number>
  distributor_id: Generated<number>
  item_name: string
  sub_title: Generated<string>
  brief: Generated<string>
  /** Detail page HTML. */
  description: Generated<string>
  category_id: number
  main_category_id: number | null
  /** The brand (`brands.id`), or null for goods without one. */
  brand_id: number | null
  company_id: Generated<number>
  /** Set when goods that have orders are deleted: gone from the shop and the console, kept for the orders. */
  archived_at: Timestamp | null
  /** JSON array of image URLs; the first is the main image. */
  pics: Generated<JsonText>
  image_default_id: Generated<string>
  /** Lowest SKU price, kept in step with `skus` for listing and sorting. */
  price: number
  market_price: Generated<number>
  cost: Generated<number>
  sales: Generated<number>
  approve_status: Generated<ApproveStatus>
  /** A gift item cannot be bought on its own. */
  is_gift: Generated<Flag>
  /** 1 when the goods has a single SKU without spec groups. */
  nospec: Generated<Flag>
  product_type: Generated<ProductType>
  /** Staff-only purchase (员工内购). */
  staff_goods: Generated<Flag>
  /** Lowest staff price in cents, null when not sold to staff. */
  staff_price: number | null
  /** 1 greys the card out ("invalid lucky" goods). */
  valid_lucky: Generated<Flag>
  item_type: Generated<ItemType>
  /** Points per unit for points-mall goods. */
  point_price: Generated<number>
  unit: Generated<string>
  /** Grams, for freight. */
  weight: Generated<number>
  sort: Generated<number>
  created_at: Generated<Timestamp>
  updated_at: Generated<Timestamp>
}

export interface GoodsTagsTable {
  goods_id: number
  tag_name: string
}

export interface GoodsSpecGroupsTable {
  id: Generated<number>
  goods_id: number
  spec_name: string
  sort: Generated<number>
}

export interface GoodsSpecValuesTable {
  id: Generated<number>
  group_id: number
  goods_id: number
  spec_value_name: string
  spec_image_url: Generated<string>
  /** Swatch colour (#rrggbb) for colour values, '' otherwise. */
  color: Generated<string>
  sort: Generated<number>
}

/** A sellable variant. Stock can never go below 0 (CHECK). */
export interface SkusTable {
  id: Generated<number>
  goods_id: number
  /** Article number (货号), unique. */
  bn: string
  /** JSON array of goods_spec_values ids, in spec-group order; "[]" for nospec goods. */
  spec_value_ids: Generated<JsonText>
  /** The same ids sorted ascending and joined by '_' ('' for nospec); unique per goods. */
  spec_key: Generated<string>
  /** Readable spec, e.g. "颜色:曜石黑 容量:256GB". */
  spec_desc: Generated<string>
  price: number
  market_price: Generated<number>
  cost: Generated<number>
  staff_price: number | null
  store: Generated<number>
  sales: Generated<number>
  image_url: Generated<string>
  weight: Generated<number>
  sort: Generated<number>
  created_at: Generated<Timestamp>
}

/** Explicit member prices; without a row the grade discount applies. */
export interface SkuMemberPricesTable {
  sku_id: number
  grade_id: number
  price: number
}

/** The tables of this area, as they appear in `Database`. */
export interface CatalogueTables {
  regions: RegionsTable
  categories: CategoriesTable
  brands: BrandsTable
  distributors: DistributorsTable
  shop_tags: ShopTagsTable
  distributor_tags: DistributorTagsTable
  goods: GoodsTable
  goods_tags: GoodsTagsTable
  goods_spec_groups: GoodsSpecGroupsTable
  goods_spec_values: GoodsSpecValuesTable
  skus: SkusTable
  sku_member_prices: SkuMemberPricesTable
}
