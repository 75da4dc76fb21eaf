import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'

/** What the console's order detail reads beyond the member's view, and the operator remark. */

export async function memberMobile(db: Kysely<Database>, memberId: number): Promise<string> {
  const row = await db.selectFrom('members').select('mobile').where('id', '=', memberId).executeTakeFirst()
  return row?.mobile ?? ''
}

export async function shopName(db: Kysely<Database>, distributorId: number): Promise<string | undefined> {
  if (distributorId === 0) return undefined
  const row = await db.selectFrom('distributors').select('name').where('id', '=', distributorId).executeTakeFirst()
  return row?.name
}

/** The company's shops, by their sort and id. */
export async function companyShops(db: Kysely<Database>, companyId: number) {
  return db
    .selectFrom('distributors')
    .select(['id', 'name'])
    .where('company_id', '=', companyId)
    .orderBy('sort', 'desc')
    .orderBy('id')
    .execute()
}

/** Each line's 货号: the SKU code written on the line at order time. */
export async function lineCodes(db: Kysely<Database>, orderId: string) {
  return db.selectFrom('order_items').select(['id', 'bn']).where('order_id', '=', orderId).execute()
}

/** The carrier's events of the order's shipments, newest first. */
export async function logisticsTraces(db: Kysely<Database>, orderId: string) {
  return db
    .selectFrom('logistics_traces')
    .innerJoin('order_logistics', 'order_logistics.id', 'logistics_traces.logistics_id')
    .select(['logistics_traces.event_time as time', 'logistics_traces.context'])
    .where('order_logistics.order_id', '=', orderId)
    .orderBy('logistics_traces.event_time', 'desc')
    .orderBy('logistics_traces.id', 'desc')
    .execute()
}

export async function setOperatorRemark(db: Kysely<Database>, orderId: string, remark: string, at: number) {
  await db
    .updateTable('orders')
    .set({ operator_remark: remark, updated_at: at })
    .where('order_id', '=', orderId)
    .execute()
}
