import type { CardType } from '../../db/types.ts'

/**
 * Money a coupon takes off `amount` (cents of the goods it covers): cash takes reduce_cost (never
 * more than the amount), discount takes its percent rounded down to whole cents, gift takes
 * nothing (it is exchanged, not deducted). Below least_cost, or on nothing, it takes nothing.
 */
export function couponFee(
  coupon: { card_type: CardType; reduce_cost: number; discount: number; least_cost: number },
  amount: number,
): number {
  if (amount <= 0 || amount < coupon.least_cost) return 0
  switch (coupon.card_type) {
    case 'cash':
      return Math.min(coupon.reduce_cost, amount)
    case 'discount':
      return Math.floor((amount * coupon.discount) / 100)
    case 'gift':
      return 0
  }
}
