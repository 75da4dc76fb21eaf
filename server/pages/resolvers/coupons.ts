import { gettedFlag } from '../../commerce/coupon/getted.ts'
import { countHeldByCard } from '../../commerce/coupon/repo.ts'
import type { ResolvedCoupon } from '../../../schemas/resolved.ts'
import { findLiveCoupons, type CouponRow } from './repo.ts'
import { referenceOf, type Entry, type ResolveContext } from './types.ts'

/** A stored coupon entry names its coupon by card_id. */
export const couponIdOf = (entry: Entry): number | undefined =>
  'card_id' in entry ? referenceOf(entry.card_id) : undefined

export interface LiveCoupon {
  row: CouponRow
  /** Copies the viewer holds; guests hold none. */
  held: number
}

/** Active, unexpired coupons with the viewer's holdings, in two queries at most. */
export async function loadCoupons(ctx: ResolveContext, ids: number[]): Promise<Map<number, LiveCoupon>> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return new Map()
  const rows = await findLiveCoupons(ctx.db, unique, ctx.now)
  const held = ctx.viewer
    ? await countHeldByCard(
        ctx.db,
        ctx.viewer.memberId,
        rows.map((row) => row.id),
      )
    : new Map<number, number>()
  return new Map(rows.map((row) => [row.id, { row, held: held.get(row.id) ?? 0 }]))
}

/**
 * The coupon card as widgets draw it (spec 3 "Coupon"): its current terms and the viewer's
 * `getted` state, with the stored image when the designer set one.
 */
export function couponEntry(stored: Entry, { row, held }: LiveCoupon): ResolvedCoupon {
  const entry: ResolvedCoupon = {
    card_id: row.id,
    card_type: row.card_type,
    title: row.title,
    description: row.description,
    reduce_cost: row.reduce_cost,
    discount: row.discount,
    least_cost: row.least_cost,
    getted: gettedFlag(row, held),
    get_limit: row.get_limit,
    user_get_num: held,
  }
  if (typeof stored.imgUrl === 'string' && stored.imgUrl !== '') entry.imgUrl = stored.imgUrl
  return entry
}
