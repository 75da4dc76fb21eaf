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
