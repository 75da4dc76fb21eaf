/**
 * Catalogue payloads (spec 3), as the server's schemas define them. Prices are integer cents.
 */
import type { CategoryTop } from '../../schemas/api/category.ts'
import type { GoodsItemDetail } from '../../schemas/api/goods.ts'

export type {
  ItemCard,
  PromotionTag as ItemPromotion,
  SpecGroup,
  SpecItem,
  SpecValue,
  VipGuide as VipGradeGuide,
} from '../../schemas/api/goods.ts'
export type { RegionNode } from './address.ts'

/**
 * Any level of the category tree as the list pages walk it: the server's node fields, with the
 * children of every level under one name (leaves have none).
 */
export type Category = Pick<CategoryTop, 'category_id' | 'category_name'> &
  Partial<Pick<CategoryTop, 'image_url' | 'level'>> & { children?: Category[] }

/**
 * The goods detail answer (GET goods/items/{id}) without the fields only ECShopX clients read
 * (schemas/api/goods.ts GoodsItemDetail).
 */
export type GoodsDetail = Omit<GoodsItemDetail, 'intro' | 'item_category_info' | 'company_id' | 'tdk_data'>
