import { zoneOf } from './freight-zones.ts'

export interface FreightInput {
  /** Delivery province; null when there is no address yet or nothing to ship. */
  region: { provinceCode?: string; province?: string } | null
  /** Cents the goods cost after promotions and coupon: what the free-shipping threshold is measured on. */
  goodsAmount: number
  /** The member's grade ships free (gradeRights.free_shipping). */
  freeShipping: boolean
}

/**
 * Freight of one order, in cents: with nowhere (or nothing) to ship it costs nothing yet; members
 * whose grade ships free and orders reaching their zone's threshold pay nothing; otherwise the
 * zone's fee.
 */
export function freightFee(input: FreightInput): number {
  if (input.region === null || input.freeShipping) return 0
  const zone = zoneOf(input.region)
  if (zone.freeOver !== null && input.goodsAmount >= zone.freeOver) return 0
  return zone.fee
}
