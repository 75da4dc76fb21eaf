import type { GoodsDetail, ItemCard, SpecGroup, SpecValue } from '../../../api/catalogue-types.ts'
import type { ItemCoupon } from '../../../api/item.ts'

/** A spec value as the picker reads it: the answer's fields, of which only the id and name are relied on. */
export type DetailSpecValue = Pick<SpecValue, 'spec_value_id' | 'spec_value_name'> &
  Partial<Pick<SpecValue, 'spec_value' | 'spec_image_url' | 'color'>>

/** A spec group as the picker reads it: the answer's group, its id optional and its values as above. */
export type DetailSpecGroup = Pick<SpecGroup, 'spec_name'> &
  Partial<Pick<SpecGroup, 'spec_id'>> & { spec_values: DetailSpecValue[] }

export interface DetailSku {
  /** The SKU id under its legacy name (spec_items item_id). */
  item_id: number
  sku_id: number
  store: number
  price: number
  market_price?: number | null
  member_price?: number | null
  act_price?: number | null
  item_spec: Array<{ spec_value_id: number; spec_value_name: string }>
  item_image_url?: string
  spec_image_url?: string
}

/** The goods detail as the item page reads it. */
export interface ItemPageDetail
  extends Omit<
    GoodsDetail,
    | 'item_spec_desc'
    | 'spec_items'
    | 'is_gift'
    | 'activity_info'
    | 'nospec'
    | 'title'
    | 'sub_title'
    | 'description'
    | 'category_path'
    | 'default_sku_id'
    | 'staff_goods'
  > {
  title?: string
  sub_title?: string
  description?: string
  category_path?: Array<{ category_id: number; category_name: string }>
  is_gift?: boolean | number
  nospec?: boolean | number
  default_sku_id?: number
  staff_goods?: number
  activity_info?: { seckill_id: number; activity_price?: number; end_time?: number; last_seconds?: number } | null
  item_spec_desc?: DetailSpecGroup[]
  spec_items?: DetailSku[]
}

export interface ItemPageData {
  item: ItemPageDetail
  distributorId: number
  coupons: ItemCoupon[]
  recommendations: ItemCard[]
}
