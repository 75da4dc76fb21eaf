import type { Insertable, Kysely } from 'kysely'
import type { AftersalesStatus, Database, OrderLogisticsTable } from '../../db/types.ts'

export type Shipment = {
  id: number
  order_id: string
  delivery_corp: string
  delivery_corp_name: string
  delivery_code: string
  created_at: number
}

/** The order's shipments, latest first. */
export async function shipmentsOf(db: Kysely<Database>, orderId: string): Promise<Shipment[]> {
  return db
    .selectFrom('order_logistics')
    .select(['id', 'order_id', 'delivery_corp', 'delivery_corp_name', 'delivery_code', 'created_at'])
    .where('order_id', '=', orderId)
    .orderBy('id', 'desc')
    .execute()
}

export async function findShipment(db: Kysely<Database>, id: number): Promise<Shipment | undefined> {
  return db
    .selectFrom('order_logistics')
    .select(['id', 'order_id', 'delivery_corp', 'delivery_corp_name', 'delivery_code', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirst()
}

export async function insertShipment(db: Kysely<Database>, row: Insertable<OrderLogisticsTable>): Promise<number> {
  const inserted = await db.insertInto('order_logistics').values(row).returning('id').executeTakeFirstOrThrow()
  return inserted.id
}

/** The city a shop ships from; '' when the shop has none on file. */
export async function shopCity(db: Kysely<Database>, distributorId: number): Promise<string> {
  const row = await db.selectFrom('distributors').select('city').where('id', '=', distributorId).executeTakeFirst()
  return row?.city ?? ''
}

/**
 * Orders shipped at or before `shippedBy` and still waiting for the member's confirmation, with no
 * after-sales application in one of the `open` statuses; earliest shipped first.
 */
export async function shippedUnconfirmed(
  db: Kysely<Database>,
  shippedBy: number,
  open: readonly AftersalesStatus[],
  limit: number,
  shops: { only: number } | { except: readonly number[] },
) {
  let query = db
    .selectFrom('orders')
    .innerJoin('members', 'members.id', 'orders.member_id')
    .select('orders.order_id')
    .where('orders.status', '=', 'WAIT_BUYER_CONFIRM')
    .where('orders.delivered_at', '<=', shippedBy)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('aftersales')
            .select('aftersales.id')
            .whereRef('aftersales.order_id', '=', 'orders.order_id')
            .where('aftersales.status', 'in', open),
        ),
      ),
    )
  if ('only' in shops) query = query.where('members.company_id', '=', shops.only)
  else if (shops.except.length > 0) query = query.where('members.company_id', 'not in', shops.except)
  return query.orderBy('orders.delivered_at').limit(limit).execute()
}
