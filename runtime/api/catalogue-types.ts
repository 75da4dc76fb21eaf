/** Catalogue payloads (spec 3). Prices are integer cents. */

export interface Category {
  category_id: number
  category_name: string
  image_url?: string
  children?: Category[]
}

export interface ItemPromotion {
  promotion_tag: string
  promotion_name: string
}

/** The goods card of lists and searches. */
export interface ItemCard {
  item_id: number
  title: string
  sub_title?: string
  image_default_id: string
  price: number
  quantity?: number
  color?: string
  size?: string
  /** 1 means the item is no longer valid and is shown greyed. */
  valid_lucky?: number
  promotions?: ItemPromotion[]
  /** Drives the staff badges (spec 6). */
  product_type?: 'sale' | 'bag' | 'normal'
  /** 1 flags goods sold to staff. */
  staff_goods?: number
  front_list_images?: string[]
}

export interface ItemList {
  list: ItemCard[]
  total_count: number
}

export interface SpecValue {
  spec_value_id: number
  spec_value_name: string
  spec_value?: string
  spec_image_url?: string
}

export interface SpecGroup {
  spec_name: string
  spec_values: SpecValue[]
}

/** One variant (SKU) of an item. */
export interface SpecItem {
  item_id: number
  store: number
  price: number
  member_price?: number
  act_price?: number
  market_price?: number
  item_spec: Array<Pick<SpecValue, 'spec_value_id' | 'spec_value_name'>>
  item_image_url?: string
  spec_image_url?: string
}

export interface VipGradeGuide {
  vipgrade_name: string
  gradeDiscount: number
  guide_title_desc: string
}

export interface GoodsDetail {
  item_id: number
  item_name: string
  distributor_id: number
  pics: string[]
  price: number
  market_price?: number
  member_price?: number
  act_price?: number
  activity_info?: { seckill_id: number }
  activity_type?: string
  /** instock means off the shelf: the buy buttons are replaced by a disabled notice (spec 4). */
  approve_status: 'onsale' | 'instock'
  is_gift?: boolean
  /** True when the item has a single variant and no spec groups. */
  nospec?: 0 | 1
  store: number
  item_spec_desc?: SpecGroup[]
  spec_items?: SpecItem[]
  promotion_activity?: Array<{ promotion_tag: string; marketing_name: string }>
  vipgrade_guide_title?: VipGradeGuide
  itemId?: number
  goods_id?: number
  bn?: string
  imgUrl?: string
  image?: string
  product_type?: ItemCard['product_type']
}

/** Province, city or county; ids are the national division codes. */
export interface RegionNode {
  id: string
  label: string
  children?: RegionNode[]
}
