import { sql, type Kysely } from 'kysely'
import type { Database, Order, OrderStatus, OrderType } from '../../db/types.ts'

export interface OperatorOrderFilter {
  statuses?: readonly OrderStatus[]
  types?: readonly OrderType[]
  /** An order number, a receiver's mobile or name, or words of a line's title. */
  keywords: string
  memberId?: number
}

function containsPattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

function filtered(db: Kysely<Database>, filter: OperatorOrderFilter) {
  let query = db.selectFrom('orders')
  if (filter.statuses) query = query.where('orders.status', 'in', filter.statuses)
  if (filter.types) query = query.where('orders.order_type', 'in', filter.types)
  if (filter.memberId !== undefined) query = query.where('orders.member_id', '=', filter.memberId)
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
    .innerJoin('members', 'members.id', 'orders.member_id')
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

export async function findOperator(db: Kysely<Database>, username: string) {
  return db.selectFrom('operators').selectAll().where('username', '=', username).executeTakeFirst()
}

export async function recordLogin(db: Kysely<Database>, operatorId: number, at: number): Promise<void> {
  await db.updateTable('operators').set({ last_login_at: at }).where('id', '=', operatorId).execute()
}
