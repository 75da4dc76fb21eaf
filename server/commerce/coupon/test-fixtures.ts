import type { Insertable, Kysely } from 'kysely'
import type { CouponsTable, Database } from '../../db/types.ts'

const DAY = 24 * 3600

/** A receivable cash coupon of the platform shop (valid yesterday to +30 days) unless overridden; returns card_id. */
export async function createTestCoupon(
  db: Kysely<Database>,
  values: Partial<Insertable<CouponsTable>> = {},
): Promise<number> {
  const at = Math.floor(Date.now() / 1000)
  const row = await db
    .insertInto('coupons')
    .values({
      card_type: 'cash',
      title: '满100减10',
      reduce_cost: 1000,
      least_cost: 10000,
      quantity: 100,
      get_limit: 1,
      begin_time: at - DAY,
      end_time: at + 30 * DAY,
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}
