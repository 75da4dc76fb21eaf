import { sql, type Kysely, type SelectQueryBuilder } from 'kysely'
import type { AftersalesStatus, Database, Order, OrderItem, OrderType } from '../../db/types.ts'
import { OPEN_AFTERSALES } from '../aftersales/status.ts'
import { TAB_STATUS, type OrderTab } from './status.ts'

export interface OrderFilter {
  types: readonly OrderType[]
  tab: OrderTab
  /** Matches the order number exactly or a line's title. */
  keywords: string
}

/** `%term%` for LIKE with its own wildcards escaped, lower-cased like the column it meets. */
function containsPattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

function applyTab<O>(
  query: SelectQueryBuilder<Database, 'orders', O>,
  tab: OrderTab,
): SelectQueryBuilder<Database, 'orders', O> {
  const status = TAB_STATUS[tab]
  if (status) return query.where('orders.status', '=', status)
  if (tab === 'wait_rate')
    return query
      .where('orders.status', '=', 'DONE')
      .where('orders.is_rated', '=', 0)
      .where('orders.order_type', '!=', 'vip')
  if (tab === 'aftersales') {
    return query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('aftersales')
          .select('aftersales.id')
          .whereRef('aftersales.order_id', '=', 'orders.order_id')
          .where('aftersales.status', 'in', OPEN_AFTERSALES),
      ),
    )
  }
  return query
}

/** The member's orders the filter selects, not counting those they removed from the list. */
function memberOrders(db: Kysely<Database>, memberId: number, filter: OrderFilter) {
  let query = db
    .selectFrom('orders')
    .where('orders.member_id', '=', memberId)
    .where('orders.member_deleted', '=', 0)
    .where('orders.order_type', 'in', filter.types)
  query = applyTab(query, filter.tab)
  const keywords = filter.keywords.trim()
  if (keywords) {
    const pattern = containsPattern(keywords)
    query = query.where(({ or, eb, exists, selectFrom }) =>
      or([
        eb('orders.order_id', '=', keywords),
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

export async function listMemberOrders(
  db: Kysely<Database>,
  memberId: number,
  filter: OrderFilter,
  limit: number,
  offset: number,
): Promise<Order[]> {
  return memberOrders(db, memberId, filter)
    .selectAll('orders')
    .orderBy('orders.created_at', 'desc')
    .orderBy('orders.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute()
}

export async function countMemberOrders(db: Kysely<Database>, memberId: number, filter: OrderFilter): Promise<number> {
  const row = await memberOrders(db, memberId, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** Orders per status, for the order tabs' badges. */
export async function countByStatus(db: Kysely<Database>, memberId: number, types: readonly OrderType[]) {
  return db
    .selectFrom('orders')
    .select((eb) => ['status', eb.fn.countAll<number>().as('n')])
    .where('member_id', '=', memberId)
    .where('member_deleted', '=', 0)
    .where('order_type', 'in', types)
    .groupBy('status')
    .execute()
}

export async function findMemberOrder(
  db: Kysely<Database>,
  memberId: number,
  orderId: string,
): Promise<Order | undefined> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('member_id', '=', memberId)
    .where('member_deleted', '=', 0)
    .executeTakeFirst()
}

export async function findOrder(db: Kysely<Database>, orderId: string): Promise<Order | undefined> {
  return db.selectFrom('orders').selectAll().where('order_id', '=', orderId).executeTakeFirst()
}

export async function itemsOfOrders(db: Kysely<Database>, orderIds: readonly string[]): Promise<OrderItem[]> {
  if (orderIds.length === 0) return []
  return db.selectFrom('order_items').selectAll().where('order_id', 'in', orderIds).orderBy('id').execute()
}

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

/** Hides a finished or cancelled order from the member's list; answers whether it changed. */
export async function markDeleted(
  db: Kysely<Database>,
  memberId: number,
  orderId: string,
  at: number,
): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ member_deleted: 1, updated_at: at })
    .where('order_id', '=', orderId)
    .where('member_id', '=', memberId)
    .where('status', 'in', ['DONE', 'CANCEL'])
    .where('member_deleted', '=', 0)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}
