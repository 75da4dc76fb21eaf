import { sql, type Kysely } from 'kysely'
import type { Database, Order, OrderStatus, OrderType } from '../../db/types.ts'
import { containsPattern } from '../../db/contains.ts'

export interface OperatorOrderFilter {
  statuses?: readonly OrderStatus[]
  types?: readonly OrderType[]
  /** An order number, a receiver's mobile or name, or words of a line's title. */
  keywords: string
  memberId?: number
  /** Orders of this company's members only. */
  companyId: number
  orderId?: string
  /** The member's account mobile or the receiver's. */
  mobile?: string
  /** A shop (distributors.id), 0 for 自营. */
  distributorId?: number
  /** created_at within [createdFrom, createdTo] (Unix seconds). */
  createdFrom?: number
  createdTo?: number
  payType?: string
}

export function filtered(db: Kysely<Database>, filter: OperatorOrderFilter) {
  let query = db
    .selectFrom('orders')
    .innerJoin('members', 'members.id', 'orders.member_id')
    .where('members.company_id', '=', filter.companyId)
  if (filter.statuses) query = query.where('orders.status', 'in', filter.statuses)
  if (filter.types) query = query.where('orders.order_type', 'in', filter.types)
  if (filter.memberId !== undefined) query = query.where('orders.member_id', '=', filter.memberId)
  if (filter.orderId) query = query.where('orders.order_id', '=', filter.orderId)
  const mobile = filter.mobile
  if (mobile)
    query = query.where((eb) => eb.or([eb('members.mobile', '=', mobile), eb('orders.receiver_mobile', '=', mobile)]))
  if (filter.distributorId !== undefined) query = query.where('orders.distributor_id', '=', filter.distributorId)
  if (filter.createdFrom !== undefined) query = query.where('orders.created_at', '>=', filter.createdFrom)
  if (filter.createdTo !== undefined) query = query.where('orders.created_at', '<=', filter.createdTo)
  if (filter.payType) query = query.where('orders.pay_type', '=', filter.payType)
  const keywords = filter.keywords.trim()
  if (keywords) {
    const pattern = containsPattern(keywords)
    query = query.where(({ or, eb, exists, selectFrom }) =>
      or([
        eb('orders.order_id', '=', keywords),
        eb('orders.receiver_mobile', '=', keywords),
        eb('orders.receiver_name', '=', keywords),
        exists(
          selectFrom('order_items')
            .select('order_items.id')
            .whereRef('order_items.order_id', '=', 'orders.order_id')
            .where(sql<boolean>`lower(order_items.item_name) like ${pattern} escape '\\'`),
        ),
      ]),
    )
  }
  return query
}

export async function listOrders(
  db: Kysely<Database>,
  filter: OperatorOrderFilter,
  limit: number,
  offset: number,
): Promise<(Order & { member_mobile: string })[]> {
  return filtered(db, filter)
    .selectAll('orders')
    .select('members.mobile as member_mobile')
    .orderBy('orders.created_at', 'desc')
    .orderBy('orders.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute()
}

export async function countOrders(db: Kysely<Database>, filter: OperatorOrderFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** The company of the member who placed the order, or undefined when there is no such order. */
export async function orderCompany(db: Kysely<Database>, orderId: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('orders')
    .innerJoin('members', 'members.id', 'orders.member_id')
    .select('members.company_id')
    .where('orders.order_id', '=', orderId)
    .executeTakeFirst()
  return row?.company_id
}

/** The company of the member who applied for the after-sales, or undefined when there is none. */
export async function aftersalesCompany(db: Kysely<Database>, bn: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('aftersales')
    .innerJoin('members', 'members.id', 'aftersales.member_id')
    .select('members.company_id')
    .where('aftersales.aftersales_bn', '=', bn)
    .executeTakeFirst()
  return row?.company_id
}

/** How many orders of the filter (whatever its statuses) stand in each status, for the list's tabs. */
export async function countOrdersByStatus(
  db: Kysely<Database>,
  filter: OperatorOrderFilter,
): Promise<Partial<Record<OrderStatus, number>>> {
  const rows = await filtered(db, { ...filter, statuses: undefined })
    .select(['orders.status', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('orders.status')
    .execute()
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.n)]))
}
