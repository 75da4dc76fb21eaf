import type { CartInfo } from '../../api/cart.ts'

/**
 * Σ price × quantity − discount over the lines that can still be bought (spec 9); lines the
 * server marks invalid (sold out, off the shelf) would not be paid for, so they add nothing.
 */
export function miniCartSubtotal(cartInfo: CartInfo['cartInfo'] | null): number {
  if (!cartInfo) return 0
  let cents = 0
  for (const group of cartInfo.resultCartData) {
    for (const line of group.cartitemlist) {
      if (line.valid) cents += line.price * line.quantity - line.discount_price
    }
  }
  return cents
}
