import type { Kysely } from 'kysely'
import { createIndex } from './kit.ts'

/**
 * What the console's 概况 needed beside migration 0300's indexes, found with its 100,000-order
 * benchmark (bench/dashboard.ts): paid orders by time carrying the member, the amount and the order
 * number, and order lines by order carrying the goods, units and amount, so the sums read the indexes alone; refunded
 * money by the time it went back; settlement applications waiting for review.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await createIndex(db, 'orders_paid_sums_idx', 'orders', ['paid_at', 'member_id', 'total_fee', 'order_id'])
  await createIndex(db, 'order_items_sales_idx', 'order_items', ['order_id', 'goods_id', 'quantity', 'total_fee'])
  await createIndex(db, 'refunds_refunded_idx', 'refunds', ['status', 'refunded_at'])
  await createIndex(db, 'merchant_applications_audit_idx', 'merchant_applications', ['audit_status'])
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of [
    'orders_paid_sums_idx',
    'order_items_sales_idx',
    'refunds_refunded_idx',
    'merchant_applications_audit_idx',
  ]) {
    await db.schema.dropIndex(index).ifExists().execute()
  }
}
