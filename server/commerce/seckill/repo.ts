import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import { findRow } from '../../lib/find-row-repo.ts'

export function findActivity(db: Kysely<Database>, seckillId: number) {
  return db
    .selectFrom('seckill_activities')
    .select(['id', 'activity_name', 'starts_at', 'ends_at', 'status'])
    .where('id', '=', seckillId)
    .executeTakeFirst()
}

/** The activity's SKUs that match `itemId` as a SKU id, or else as a goods id. */
export async function itemsMatching(db: Kysely<Database>, seckillId: number, itemId: number) {
  const bySku = await db
    .selectFrom('seckill_items')
    .selectAll()
    .where('seckill_id', '=', seckillId)
    .where('sku_id', '=', itemId)
    .execute()
  if (bySku.length > 0) return bySku
  return db
    .selectFrom('seckill_items')
    .selectAll()
    .where('seckill_id', '=', seckillId)
    .where('goods_id', '=', itemId)
    .orderBy('id')
    .execute()
}

export function findItem(db: Kysely<Database>, seckillId: number, skuId: number) {
  return findRow(db, 'seckill_items', { seckill_id: seckillId, sku_id: skuId })
}

export type SeckillItem = NonNullable<Awaited<ReturnType<typeof findItem>>>

/** A SKU's stock and whether its goods is on sale. */
export function skuForSale(db: Kysely<Database>, skuId: number) {
  return db
    .selectFrom('skus')
    .innerJoin('goods', 'goods.id', 'skus.goods_id')
    .select(['skus.store', 'goods.approve_status'])
    .where('skus.id', '=', skuId)
    .executeTakeFirst()
}

/** Units the member holds in live (issued, unexpired) tickets for one seckill SKU. */
export async function unitsInLiveTickets(
  db: Kysely<Database>,
  memberId: number,
  seckillItemId: number,
  now: number,
): Promise<number> {
  const row = await db
    .selectFrom('seckill_tickets')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('num'), eb.lit(0)).as('n'))
    .where('member_id', '=', memberId)
    .where('seckill_item_id', '=', seckillItemId)
    .where('status', '=', 'issued')
    .where('expires_at', '>', now)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** Units of one seckill SKU in the member's orders that were not cancelled. */
export async function unitsOrdered(
  db: Kysely<Database>,
  memberId: number,
  seckillId: number,
  skuId: number,
): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .innerJoin('order_items', 'order_items.order_id', 'orders.order_id')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('order_items.quantity'), eb.lit(0)).as('n'))
    .where('orders.member_id', '=', memberId)
    .where('orders.seckill_id', '=', seckillId)
    .where('orders.status', '!=', 'CANCEL')
    .where('order_items.sku_id', '=', skuId)
    .where('order_items.is_gift', '=', 0)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

export async function insertTicket(
  db: Kysely<Database>,
  ticket: {
    id: string
    seckillId: number
    seckillItemId: number
    memberId: number
    skuId: number
    num: number
    expiresAt: number
    now: number
  },
): Promise<void> {
  await db
    .insertInto('seckill_tickets')
    .values({
      id: ticket.id,
      seckill_id: ticket.seckillId,
      seckill_item_id: ticket.seckillItemId,
      member_id: ticket.memberId,
      sku_id: ticket.skuId,
      num: ticket.num,
      expires_at: ticket.expiresAt,
      created_at: ticket.now,
    })
    .execute()
}

export function findTicket(db: Kysely<Database>, memberId: number, ticketId: string) {
  return findRow(db, 'seckill_tickets', { id: ticketId, member_id: memberId })
}

/** Marks a live ticket used by an order; a ticket is used at most once even under races. */
export async function markTicketUsed(
  db: Kysely<Database>,
  memberId: number,
  ticketId: string,
  orderId: string,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('seckill_tickets')
    .set({ status: 'used', order_id: orderId })
    .where('id', '=', ticketId)
    .where('member_id', '=', memberId)
    .where('status', '=', 'issued')
    .where('expires_at', '>', now)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}
