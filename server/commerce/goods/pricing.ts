/** Price after a percent-off discount, rounded to the cent. */
export function percentOff(price: number, discount: number): number {
  return Math.round((price * (100 - discount)) / 100)
}

/**
 * A SKU's price for a grade: an explicit member price wins, else the grade discount applies.
 * Guests (no grade) pay the sale price.
 */
export function memberPrice(price: number, discount: number | null, explicit: number | undefined): number {
  if (discount === null) return price
  return Math.min(price, explicit ?? percentOff(price, discount))
}

/** `rule` of a 'discount' promotion: `{ "discount": percentOff }`; 0 when unreadable. */
export function promotionDiscount(rule: string): number {
  try {
    const value = (JSON.parse(rule) as { discount?: unknown }).discount
    return typeof value === 'number' && value > 0 && value < 100 ? value : 0
  } catch {
    return 0
  }
}
