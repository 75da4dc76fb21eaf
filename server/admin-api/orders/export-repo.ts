import type { Kysely } from 'kysely'
import type { Database, OrderExportStatus } from '../../db/types.ts'
import { filtered, type OperatorOrderFilter } from './repo.ts'

/** The order_exports rows, and the orders, lines and shipments an export writes. */

export async function insertExport(
  db: Kysely<Database>,
  row: { company_id: number; operator_id: number; filters: string; total: number; at: number },
): Promise<number> {
  const inserted = await db
    .insertInto('order_exports')
    .values({
      company_id: row.company_id,
      operator_id: row.operator_id,
      filters: row.filters,
      total: row.total,
      created_at: row.at,
      updated_at: row.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return inserted.id
}

/** The company's export, or undefined (another company's is as unknown as a missing one). */
export async function findExport(db: Kysely<Database>, companyId: number, id: number) {
  return db
    .selectFrom('order_exports')
    .selectAll()
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .executeTakeFirst()
}

export async function updateExport(
  db: Kysely<Database>,
  id: number,
  changes: { status?: OrderExportStatus; done?: number; total?: number; file_name?: string; updated_at: number },
) {
  await db.updateTable('order_exports').set(changes).where('id', '=', id).execute()
}

/** A batch of the filter's orders with the member's mobile, newest first, after the keyset (created_at, id). */
export async function exportBatch(
  db: Kysely<Database>,
  filter: OperatorOrderFilter,
  after: { createdAt: number; id: number } | null,
  limit: number,
) {
  let query = filtered(db, filter).selectAll('orders').select('members.mobile as member_mobile')
  if (after)
    query = query.where((eb) =>
      eb.or([
        eb('orders.created_at', '<', after.createdAt),
        eb.and([eb('orders.created_at', '=', after.createdAt), eb('orders.id', '<', after.id)]),
      ]),
    )
  return query.orderBy('orders.created_at', 'desc').orderBy('orders.id', 'desc').limit(limit).execute()
}

export async function linesOf(db: Kysely<Database>, orderIds: string[]) {
  if (orderIds.length === 0) return []
  return db.selectFrom('order_items').selectAll().where('order_id', 'in', orderIds).orderBy('id').execute()
}

/** The latest shipment of each order. */
export async function shipmentsOf(db: Kysely<Database>, orderIds: string[]) {
  if (orderIds.length === 0) return []
  return db
    .selectFrom('order_logistics')
    .select(['order_id', 'delivery_corp_name', 'delivery_code'])
    .where('order_id', 'in', orderIds)
    .orderBy('id')
    .execute()
}

/** Exports made before `before` (Unix seconds) that still name a file. */
export async function expiredExportFiles(db: Kysely<Database>, before: number) {
  return db
    .selectFrom('order_exports')
    .select(['id', 'file_name'])
    .where('created_at', '<', before)
    .where('file_name', '!=', '')
    .execute()
}

export async function forgetFile(db: Kysely<Database>, id: number, at: number) {
  await db.updateTable('order_exports').set({ file_name: '', updated_at: at }).where('id', '=', id).execute()
}
