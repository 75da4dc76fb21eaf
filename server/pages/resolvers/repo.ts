import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'

/**
 * The resolvers' own reads of live data for widgets; the rest they take from the commerce repos
 * (goods tiles, shop tags, coupon holdings).
 */

/** Active coupons among `ids` that have not ended by `now`, with the terms a coupon card shows. */
export function findLiveCoupons(db: Kysely<Database>, ids: number[], now: number) {
  return db
    .selectFrom('coupons')
    .select([
      'id',
      'card_type',
      'title',
      'description',
      'reduce_cost',
      'discount',
      'least_cost',
      'get_limit',
      'quantity',
      'get_num',
    ])
    .where('id', 'in', ids)
    .where('status', '=', 'active')
    .where('end_time', '>=', now)
    .execute()
}
export type CouponRow = Awaited<ReturnType<typeof findLiveCoupons>>[number]

/** Open shops among `ids`, with the name and images a shop block shows. */
export function findOpenShops(db: Kysely<Database>, ids: number[]) {
  return db
    .selectFrom('distributors')
    .select(['id', 'name', 'logo', 'banner', 'top_image'])
    .where('id', 'in', ids)
    .where('status', '=', 'active')
    .execute()
}
