import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'

/** What the console's after-sales detail reads beyond the application. */

export async function refundsOf(db: Kysely<Database>, aftersalesId: number) {
  return db
    .selectFrom('refunds')
    .select(['refund_bn', 'refund_fee', 'status', 'created_at', 'refunded_at'])
    .where('aftersales_id', '=', aftersalesId)
    .orderBy('id')
    .execute()
}

/** The company's audit entries about the application, oldest first (who reviewed, received, refunded). */
export async function auditOf(db: Kysely<Database>, companyId: number, bn: string) {
  return db
    .selectFrom('audit_log')
    .select(['action', 'operator_name', 'summary', 'created_at'])
    .where('company_id', '=', companyId)
    .where('area', '=', 'aftersales')
    .where('target', '=', bn)
    .orderBy('id')
    .execute()
}

export async function orderAndMember(db: Kysely<Database>, orderId: string) {
  return db
    .selectFrom('orders')
    .innerJoin('members', 'members.id', 'orders.member_id')
    .select(['orders.status', 'orders.total_fee', 'members.mobile'])
    .where('orders.order_id', '=', orderId)
    .executeTakeFirst()
}
