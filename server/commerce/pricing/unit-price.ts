import type { ItemType } from '../../db/types.ts'
import { memberPrice } from './member-price.ts'

/** Who a price is for: the grade's percent off, and whether the member is staff. */
export interface PriceViewer {
  discount: number
  isStaff: boolean
}

export interface PricedSku {
  sku_id: number
  /** The SKU's sale price, cents. */
  price: number
  staff_price: number | null
  staff_goods: 0 | 1
  item_type: ItemType
}

/**
 * What one unit costs this member now, the way checkout charges it: the grade's member price
 * (an explicit price for the grade wins), or the staff price for staff on staff goods when it is
 * lower. Points-mall goods cost points, not cash.
 */
export function cartUnitPrice(
  sku: PricedSku,
  viewer: PriceViewer | null,
  explicit: ReadonlyMap<number, number>,
): number {
  if (sku.item_type === 'point') return 0
  const member = memberPrice(sku.price, viewer?.discount ?? null, explicit.get(sku.sku_id))
  if (viewer?.isStaff && sku.staff_goods === 1 && sku.staff_price !== null && sku.staff_price < member)
    return Math.max(0, sku.staff_price)
  return member
}
