import { sql, type Kysely, type SelectQueryBuilder, type Transaction, type Updateable } from 'kysely'
import { containsPattern } from '../../../db/contains.ts'
import type { AftersalesStatus, Database, Order, OrderStatus, OrdersTable, OrderType } from '../../../db/types.ts'
import { findRow } from '../../../lib/find-row-repo.ts'
import { TAB_STATUS, type OrderTab } from '../status.ts'

export interface OrderFilter {
  types: readonly OrderType[]
  tab: OrderTab
  /** Matches the order number exactly or a line's title. */
  keywords: string
  /** After-sales statuses the 售后中 tab counts as open. */
  openAftersales: readonly AftersalesStatus[]
}

function applyTab<O>(
  query: SelectQueryBuilder<Database, 'orders', O>,
  tab: OrderTab,
  openAftersales: readonly AftersalesStatus[],
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
          .where('aftersales.status', 'in', openAftersales),
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
  query = applyTab(query, filter.tab, filter.openAftersales)
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
  return findRow(db, 'orders', { order_id: orderId, member_id: memberId, member_deleted: 0 })
}

export async function findOrder(db: Kysely<Database>, orderId: string): Promise<Order | undefined> {
  return db.selectFrom('orders').selectAll().where('order_id', '=', orderId).executeTakeFirst()
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

/** Whose the order is; undefined when there is no such order. */
export async function orderOwner(db: Kysely<Database>, orderId: string) {
  return db.selectFrom('orders').select('member_id').where('order_id', '=', orderId).executeTakeFirst()
}

/** What cancelling reads of an order, inside its transaction. */
export async function cancellableOrder(trx: Transaction<Database>, orderId: string) {
  return trx
    .selectFrom('orders')
    .select([
      'order_id',
      'member_id',
      'status',
      'member_coupon_id',
      'point_used',
      'seckill_id',
      'total_fee',
      'cancel_reason',
    ])
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow()
}

/** Writes `changes` to the order only while it is in `from`; answers whether this call did it. */
async function flipStatus(
  db: Kysely<Database>,
  orderId: string,
  from: OrderStatus,
  changes: Updateable<OrdersTable>,
): Promise<boolean> {
  const flipped = await db
    .updateTable('orders')
    .set(changes)
    .where('order_id', '=', orderId)
    .where('status', '=', from)
    .executeTakeFirst()
  return Number(flipped.numUpdatedRows) > 0
}

/** `from` → CANCEL with the reason, only if the order is still in `from`; answers whether this call flipped it. */
export async function flipToCancelled(
  db: Kysely<Database>,
  orderId: string,
  from: OrderStatus,
  reason: string,
  at: number,
): Promise<boolean> {
  return flipStatus(db, orderId, from, { status: 'CANCEL', cancel_reason: reason, cancelled_at: at, updated_at: at })
}

/** Unpaid orders past their payment deadline, oldest deadline first. */
export async function unpaidPastDeadline(db: Kysely<Database>, now: number, limit: number) {
  return db
    .selectFrom('orders')
    .select('order_id')
    .where('status', '=', 'NOTPAY')
    .where('expires_at', '<=', now)
    .orderBy('expires_at')
    .limit(limit)
    .execute()
}

/** WAIT_BUYER_CONFIRM → DONE; answers whether this call did it. */
export async function markFinished(db: Kysely<Database>, orderId: string, at: number): Promise<boolean> {
  return flipStatus(db, orderId, 'WAIT_BUYER_CONFIRM', { status: 'DONE', finished_at: at, updated_at: at })
}

export async function setPointEarned(db: Kysely<Database>, orderId: string, points: number): Promise<void> {
  await db.updateTable('orders').set({ point_earned: points }).where('order_id', '=', orderId).execute()
}

/** What shipping checks of an order, inside its transaction. */
export async function shippingState(trx: Transaction<Database>, orderId: string) {
  return trx
    .selectFrom('orders')
    .select(['status', 'order_type', 'receipt_type'])
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow()
}

/** PAYED → WAIT_BUYER_CONFIRM with delivered_at; answers whether this call did it. */
export async function markShipped(db: Kysely<Database>, orderId: string, at: number): Promise<boolean> {
  return flipStatus(db, orderId, 'PAYED', { status: 'WAIT_BUYER_CONFIRM', delivered_at: at, updated_at: at })
}

const PAYABLE_FIELDS = ['order_id', 'member_id', 'status', 'order_type', 'total_fee', 'expires_at'] as const

/** What paying and refunding read of an order: whose it is, its status, type, total and deadline. */
export async function payableOrder(db: Kysely<Database>, orderId: string) {
  return db.selectFrom('orders').select(PAYABLE_FIELDS).where('order_id', '=', orderId).executeTakeFirst()
}

/** The same of one of the member's orders, deleted from their list or not. */
export async function memberPayableOrder(db: Kysely<Database>, memberId: number, orderId: string) {
  return db
    .selectFrom('orders')
    .select(PAYABLE_FIELDS)
    .where('order_id', '=', orderId)
    .where('member_id', '=', memberId)
    .executeTakeFirst()
}

/** NOTPAY → PAYED with the pay type; false when the order had already moved on (paid, cancelled). */
export async function markOrderPaid(
  db: Kysely<Database>,
  orderId: string,
  payType: string,
  at: number,
): Promise<boolean> {
  return flipStatus(db, orderId, 'NOTPAY', { status: 'PAYED', pay_type: payType, paid_at: at, updated_at: at })
}

export async function currentStatus(db: Kysely<Database>, orderId: string): Promise<OrderStatus | null> {
  const row = await db.selectFrom('orders').select('status').where('order_id', '=', orderId).executeTakeFirst()
  return row?.status ?? null
}
