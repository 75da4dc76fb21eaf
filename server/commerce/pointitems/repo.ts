import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../../db/types.ts'

type Db = Kysely<Database> | Transaction<Database>

/** The points price and quantity of an order's lines, gifts left out. */
export function pointLines(db: Db, orderId: string) {
  return db
    .selectFrom('order_items')
    .select(['point_price', 'quantity'])
    .where('order_id', '=', orderId)
    .where('is_gift', '=', 0)
    .execute()
}

/** What an order has to pay in cash and the points already spent on it. */
export function findOrderPayment(db: Db, orderId: string) {
  return db.selectFrom('orders').select(['total_fee', 'point_used']).where('order_id', '=', orderId).executeTakeFirst()
}

/** One of the member's orders as the points cashier decides on it. */
export function findMemberPointOrder(db: Db, memberId: number, orderId: string) {
  return db
    .selectFrom('orders')
    .select(['order_type', 'status', 'pay_type', 'expires_at', 'total_fee', 'point_used'])
    .where('order_id', '=', orderId)
    .where('member_id', '=', memberId)
    .executeTakeFirst()
}

/**
 * Records the points spent on an unpaid order whose points are not spent yet: with a cash part
 * the order stays NOTPAY, without one it is paid in points. Answers whether it flipped.
 */
export async function markPointsSpent(
  db: Db,
  orderId: string,
  due: number,
  withCash: boolean,
  now: number,
): Promise<boolean> {
  const flipped = await db
    .updateTable('orders')
    .set(
      withCash
        ? { point_used: due, updated_at: now }
        : { status: 'PAYED', pay_type: 'point', paid_at: now, point_used: due, updated_at: now },
    )
    .where('order_id', '=', orderId)
    .where('status', '=', 'NOTPAY')
    .where('point_used', '=', 0)
    .executeTakeFirst()
  return Number(flipped.numUpdatedRows) > 0
}

/** The stored JSON of the site-wide SEO setting (settings 'tdk_data'). */
export function findTdkSetting(db: Kysely<Database>, companyId: number) {
  return db
    .selectFrom('settings')
    .select('value')
    .where('company_id', '=', companyId)
    .where('name', '=', 'tdk_data')
    .executeTakeFirst()
}
