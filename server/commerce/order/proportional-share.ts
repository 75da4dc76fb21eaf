/**
 * ⌊total × part / whole⌋ without floating point (BigInt keeps large products exact): the share of
 * points or cash that goes with part of an order, as completion points and after-sales refunds
 * split them.
 */
export function proportionalShare(total: number, part: number, whole: number): number {
  if (whole <= 0) return 0
  return Number((BigInt(total) * BigInt(part)) / BigInt(whole))
}
