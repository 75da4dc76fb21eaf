/** The viewer's state of a coupon in lists (spec 3 "Coupon", 4 "Coupon"). */
export type Getted = 0 | 1 | 2

export const GETTED_AVAILABLE = 0
export const GETTED_LIMIT_REACHED = 1
export const GETTED_ALL_ISSUED = 2

/**
 * 2 when every copy is issued (this wins, even for a member at their limit), else 1 when the
 * viewer holds get_limit copies, else 0. Guests hold none, so they only ever see 0 or 2.
 */
export function gettedFlag(
  coupon: { quantity: number; get_num: number; get_limit: number },
  userGetNum: number,
): Getted {
  if (coupon.get_num >= coupon.quantity) return GETTED_ALL_ISSUED
  if (userGetNum >= coupon.get_limit) return GETTED_LIMIT_REACHED
  return GETTED_AVAILABLE
}
