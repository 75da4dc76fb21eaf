import type { Insertable, Kysely, Selectable } from 'kysely'
import type { AftersalesStatus, AftersalesTable, AftersalesType, Database } from '../../db/types.ts'
import { returnStock, subtractGoodsSales } from '../goods/repo/stock.ts'
import { canMove, LIVE_AFTERSALES, REFUND_TAKEN } from './status.ts'

export type AftersalesRow = Selectable<AftersalesTable>

/** An application with the line it is about, as lists and details show it. */
export interface AftersalesWithLine extends AftersalesRow {
  goods_id: number | null
  sku_id: number | null
  item_name: string
  pic: string
  spec_desc: string
  price: number
  quantity: number
}

export interface AftersalesFilter {
  memberId?: number
  /** Applications of this company's members only (the operator's queue). */
  companyId?: number
  statuses?: readonly AftersalesStatus[]
  type?: AftersalesType
  orderId?: string
}

function withLine(db: Kysely<Database>) {
  return db
    .selectFrom('aftersales')
    .innerJoin('order_items', 'order_items.id', 'aftersales.order_item_id')
    .selectAll('aftersales')
    .select([
      'order_items.goods_id',
      'order_items.sku_id',
      'order_items.item_name',
      'order_items.pic',
      'order_items.spec_desc',
      'order_items.price',
      'order_items.quantity',
    ])
}

function filtered(db: Kysely<Database>, filter: AftersalesFilter) {
  let query = withLine(db)
  if (filter.memberId !== undefined) query = query.where('aftersales.member_id', '=', filter.memberId)
  if (filter.companyId !== undefined)
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('members')
          .select('members.id')
          .whereRef('members.id', '=', 'aftersales.member_id')
          .where('members.company_id', '=', filter.companyId!),
      ),
    )
  if (filter.statuses) query = query.where('aftersales.status', 'in', filter.statuses)
  if (filter.type) query = query.where('aftersales.aftersales_type', '=', filter.type)
  if (filter.orderId) query = query.where('aftersales.order_id', '=', filter.orderId)
  return query
}

export async function listAftersales(
  db: Kysely<Database>,
  filter: AftersalesFilter,
  limit: number,
  offset: number,
): Promise<AftersalesWithLine[]> {
  return filtered(db, filter)
    .orderBy('aftersales.created_at', 'desc')
    .orderBy('aftersales.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute()
}

export async function countAftersales(db: Kysely<Database>, filter: AftersalesFilter): Promise<number> {
  const row = await filtered(db, filter)
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** Applications of the filter (whatever its statuses) in each status, for the operator's tabs. */
export async function countAftersalesByStatus(
  db: Kysely<Database>,
  filter: AftersalesFilter,
): Promise<Partial<Record<AftersalesStatus, number>>> {
  const rows = await filtered(db, { ...filter, statuses: undefined })
    .clearSelect()
    .select(['aftersales.status', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('aftersales.status')
    .execute()
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.n)]))
}

export async function findByBn(db: Kysely<Database>, bn: string): Promise<AftersalesWithLine | undefined> {
  return withLine(db).where('aftersales.aftersales_bn', '=', bn).executeTakeFirst()
}

export async function findById(db: Kysely<Database>, id: number): Promise<AftersalesWithLine | undefined> {
  return withLine(db).where('aftersales.id', '=', id).executeTakeFirst()
}

export async function insertAftersales(db: Kysely<Database>, row: Insertable<AftersalesTable>): Promise<void> {
  await db.insertInto('aftersales').values(row).execute()
}

/** Goods lines of an order, as after-sales counts them. */
export async function goodsLines(db: Kysely<Database>, orderId: string) {
  return db
    .selectFrom('order_items')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('goods_id', 'is not', null)
    .where('is_gift', '=', 0)
    .orderBy('id')
    .execute()
}

/**
 * Takes `num` more units of a line into after-sales unless that would pass what was bought;
 * answers the line's new count, or undefined when refused.
 */
export async function takeUnits(db: Kysely<Database>, orderItemId: number, num: number): Promise<number | undefined> {
  const row = await db
    .updateTable('order_items')
    .set((eb) => ({ aftersales_num: eb('aftersales_num', '+', num) }))
    .where('id', '=', orderItemId)
    .where((eb) => eb(eb('aftersales_num', '+', num), '<=', eb.ref('quantity')))
    .returning('aftersales_num')
    .executeTakeFirst()
  return row?.aftersales_num
}

/** Gives units back when an application is withdrawn, refused or made smaller. */
export async function releaseUnits(db: Kysely<Database>, orderItemId: number, num: number): Promise<void> {
  await db
    .updateTable('order_items')
    .set((eb) => ({ aftersales_num: eb('aftersales_num', '-', num) }))
    .where('id', '=', orderItemId)
    .where('aftersales_num', '>=', num)
    .execute()
}

/** Cash and points that the order's live applications (open or refunded) already claim, per line and in all. */
export async function liveClaims(db: Kysely<Database>, orderId: string, exceptId?: number) {
  let query = db
    .selectFrom('aftersales')
    .select(['id', 'order_item_id', 'refund_fee', 'refund_point', 'refund_freight'])
    .where('order_id', '=', orderId)
    .where('status', 'in', LIVE_AFTERSALES)
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId)
  return query.execute()
}

/**
 * Moves an application from one of `from` to `to` with the given changes, only if it is still in
 * one of them; answers whether it moved. A move AFTERSALES_TRANSITIONS does not allow is a bug,
 * refused before anything is written.
 */
export async function transition(
  db: Kysely<Database>,
  id: number,
  from: readonly AftersalesStatus[],
  changes: Partial<Omit<AftersalesRow, 'id'>>,
): Promise<boolean> {
  const to = changes.status
  if (to !== undefined && !from.every((status) => canMove(status, to)))
    throw new Error(`after-sales may not move from ${from.join('/')} to ${to}`)
  const result = await db
    .updateTable('aftersales')
    .set(changes)
    .where('id', '=', id)
    .where('status', 'in', from)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/** Puts returned (or never shipped) units back into stock, with the stock writes cancelled orders use. */
export async function restock(
  db: Kysely<Database>,
  line: { goods_id: number | null; sku_id: number | null },
  num: number,
): Promise<void> {
  if (line.sku_id !== null) await returnStock(db, line.sku_id, num)
  if (line.goods_id !== null) await subtractGoodsSales(db, line.goods_id, num)
}

/** Refund rows PAYMENT wrote for an application, by status. */
export async function refundsOfAftersales(db: Kysely<Database>, aftersalesId: number) {
  return db
    .selectFrom('refunds')
    .select(['refund_bn', 'refund_fee', 'status'])
    .where('aftersales_id', '=', aftersalesId)
    .orderBy('id')
    .execute()
}

/** Applications of the order whose money is being or has been sent back, other than `exceptId`. */
export async function refundingOrRefunded(db: Kysely<Database>, orderId: string, exceptId: number) {
  return db
    .selectFrom('aftersales')
    .select(['order_item_id', 'num', 'refund_freight'])
    .where('order_id', '=', orderId)
    .where('status', 'in', REFUND_TAKEN)
    .where('id', '!=', exceptId)
    .execute()
}

/** Takes over a REFUNDING application nobody has touched since `updatedAt`; answers whether this call did. */
export async function takeOverRefund(
  db: Kysely<Database>,
  id: number,
  updatedAt: number,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('aftersales')
    .set({ updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'REFUNDING')
    .where('updated_at', '=', updatedAt)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/** Counts refunded units and cash on the line. */
export async function markLineRefunded(
  db: Kysely<Database>,
  orderItemId: number,
  num: number,
  fee: number,
): Promise<void> {
  await db
    .updateTable('order_items')
    .set((eb) => ({ refunded_num: eb('refunded_num', '+', num), refunded_fee: eb('refunded_fee', '+', fee) }))
    .where('id', '=', orderItemId)
    .execute()
}
