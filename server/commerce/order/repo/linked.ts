import type { Kysely } from 'kysely'
import type { AftersalesStatus, Database } from '../../../db/types.ts'

// Rows other modules keep about an order (after-sales, payments, refunds), read for its views and checks.

/** Status of every after-sales application of these orders. */
export async function aftersalesOfOrders(
  db: Kysely<Database>,
  orderIds: readonly string[],
): Promise<{ order_id: string; status: AftersalesStatus }[]> {
  if (orderIds.length === 0) return []
  return db.selectFrom('aftersales').select(['order_id', 'status']).where('order_id', 'in', orderIds).execute()
}

export async function paymentsOf(db: Kysely<Database>, orderId: string) {
  return db
    .selectFrom('payments')
    .select(['trade_no', 'pay_type', 'amount', 'status', 'created_at', 'paid_at'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute()
}

export async function refundsOf(db: Kysely<Database>, orderId: string) {
  return db
    .selectFrom('refunds')
    .leftJoin('aftersales', 'aftersales.id', 'refunds.aftersales_id')
    .select([
      'refunds.refund_bn',
      'refunds.refund_fee',
      'refunds.refund_point',
      'refunds.status',
      'refunds.reason',
      'aftersales.aftersales_bn',
      'refunds.created_at',
      'refunds.refunded_at',
    ])
    .where('refunds.order_id', '=', orderId)
    .orderBy('refunds.id')
    .execute()
}

/** Whether one of the order's applications is in one of the `open` statuses. */
export async function hasAftersalesIn(
  db: Kysely<Database>,
  orderId: string,
  open: readonly AftersalesStatus[],
): Promise<boolean> {
  const row = await db
    .selectFrom('aftersales')
    .select('id')
    .where('order_id', '=', orderId)
    .where('status', 'in', open)
    .executeTakeFirst()
  return row !== undefined
}
