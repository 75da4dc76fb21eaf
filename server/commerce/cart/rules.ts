import type { CartType } from '../../db/types.ts'
import { type AppError, fail } from '../../lib/errors.ts'
import type { SkuRow } from './repo.ts'

/** Distinct lines one member's cart may hold. */
export const CART_LIMIT = 120

export const lineNotFound = () => fail('CART_LINE_NOT_FOUND')
export const goodsGone = () => fail('GOODS_NOT_FOUND')

/**
 * Why a SKU cannot be bought through this kind of cart line now, or null when it can. The cart
 * list shows the message of a line that fails as its invalid_reason.
 */
export function purchaseRefusal(
  sku: Pick<SkuRow, 'approve_status' | 'is_gift' | 'item_type' | 'store'>,
  cartType: CartType,
): AppError | null {
  if (sku.approve_status !== 'onsale') return fail('GOODS_OFF_SHELF')
  if (sku.is_gift === 1) return fail('GIFT_NOT_FOR_SALE')
  // Points-mall goods are bought one at a time through "buy now", never from the cart.
  if (cartType === 'cart' && sku.item_type === 'point') return fail('POINT_GOODS')
  if (sku.store <= 0) return fail('SOLD_OUT')
  return null
}
