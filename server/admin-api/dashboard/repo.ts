import { sql, type Kysely } from 'kysely'
import type { AftersalesStatus, Database } from '../../db/types.ts'

/** The company merchant sign-up (which records none) stands for, as the shopper API's company_id defaults to. */
const DEFAULT_COMPANY_ID = 1

/**
 * The dashboard's aggregates. Each groups rows of a time window into buckets of `size` seconds
 * counted from `from` (bucket = (time − from) / size), so one query answers a whole series; every
 * window is a range of an index on its time column (orders(paid_at, …), members(company_id,
 * created_at), refunds(status, refunded_at)).
 */
export interface Window {
  /** Unix seconds, inclusive. */
  from: number
  /** Unix seconds, exclusive. */
  to: number
  /** Bucket length in seconds. */
  size: number
  companyId: number
}

export interface OrderBucket {
  bucket: number
  amount: number
  orders: number
  members: number
}

export interface AmountBucket {
  bucket: number
  amount: number
}

export interface CountBucket {
  bucket: number
  count: number
}

/** The integer bucket of a time column; the bounds are integers the server computed. */
const bucketOf = (column: string, window: Window) =>
  sql<number>`(${sql.ref(column)} - ${sql.lit(window.from)}) / ${sql.lit(window.size)}`

/**
 * Orders paid in the window: a range of orders(paid_at, member_id, total_fee, order_id), which holds
 * all the sums need, and each order's member by its key for the company. A CROSS JOIN keeps SQLite
 * on that range (it may otherwise walk every member's orders through orders(member_id, …) and read
 * each row, seconds for a month of 100,000 orders); PostgreSQL plans it as the inner join it is.
 */
function paidOrders(db: Kysely<Database>, window: Window) {
  return db
    .selectFrom('orders')
    .crossJoin('members')
    .whereRef('members.id', '=', 'orders.member_id')
    .where('orders.paid_at', '>=', window.from)
    .where('orders.paid_at', '<', window.to)
    .where('members.company_id', '=', window.companyId)
}

/** Paid amount, paid orders and distinct paying members per bucket of paid_at. */
export async function paidOrderBuckets(db: Kysely<Database>, window: Window): Promise<OrderBucket[]> {
  const bucket = bucketOf('orders.paid_at', window)
  const rows = await paidOrders(db, window)
    .select((eb) => [
      bucket.as('bucket'),
      eb.fn.sum<number>('orders.total_fee').as('amount'),
      eb.fn.countAll<number>().as('orders'),
      eb.fn.count<number>('orders.member_id').distinct().as('members'),
    ])
    .groupBy(bucket)
    .execute()
  return rows.map((row) => ({
    bucket: Number(row.bucket),
    amount: Number(row.amount ?? 0),
    orders: Number(row.orders),
    members: Number(row.members),
  }))
}

/** Members who signed up, per bucket of created_at. */
export async function newMemberBuckets(db: Kysely<Database>, window: Window): Promise<CountBucket[]> {
  const bucket = bucketOf('members.created_at', window)
  const rows = await db
    .selectFrom('members')
    .where('members.company_id', '=', window.companyId)
    .where('members.created_at', '>=', window.from)
    .where('members.created_at', '<', window.to)
    .select((eb) => [bucket.as('bucket'), eb.fn.countAll<number>().as('count')])
    .groupBy(bucket)
    .execute()
  return rows.map((row) => ({ bucket: Number(row.bucket), count: Number(row.count) }))
}

/** Money that went back to the company's members (refunds that succeeded), per bucket of refunded_at. */
export async function refundBuckets(db: Kysely<Database>, window: Window): Promise<AmountBucket[]> {
  const bucket = bucketOf('refunds.refunded_at', window)
  const rows = await db
    .selectFrom('refunds')
    .innerJoin('members', 'members.id', 'refunds.member_id')
    .where('refunds.status', '=', 'SUCCESS')
    .where('refunds.refunded_at', '>=', window.from)
    .where('refunds.refunded_at', '<', window.to)
    .where('members.company_id', '=', window.companyId)
    .select((eb) => [bucket.as('bucket'), eb.fn.sum<number>('refunds.refund_fee').as('amount')])
    .groupBy(bucket)
    .execute()
  return rows.map((row) => ({ bucket: Number(row.bucket), amount: Number(row.amount ?? 0) }))
}

export interface GoodsSales {
  goods_id: number | null
  units: number
  amount: number
}

/**
 * The goods most units of which were sold in the orders paid in the window, most first (then by
 * amount): read from orders(paid_at, …, order_id) and order_items(order_id, goods_id, quantity,
 * total_fee) alone.
 */
export async function bestSellers(db: Kysely<Database>, window: Window, limit: number): Promise<GoodsSales[]> {
  const rows = await paidOrders(db, window)
    .innerJoin('order_items', 'order_items.order_id', 'orders.order_id')
    .select((eb) => [
      'order_items.goods_id',
      eb.fn.sum<number>('order_items.quantity').as('units'),
      eb.fn.sum<number>('order_items.total_fee').as('amount'),
    ])
    .groupBy('order_items.goods_id')
    .orderBy('units', 'desc')
    .orderBy('amount', 'desc')
    .orderBy('order_items.goods_id')
    .limit(limit)
    .execute()
  return rows.map((row) => ({ goods_id: row.goods_id, units: Number(row.units), amount: Number(row.amount ?? 0) }))
}

/** The name and picture of goods as they are now. */
export function goodsCards(db: Kysely<Database>, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([])
  return db.selectFrom('goods').select(['id', 'item_name', 'image_default_id']).where('id', 'in', ids).execute()
}

/** What an order line of goods (deleted since, or none recorded) called it, the latest line first. */
export function lineCard(db: Kysely<Database>, goodsId: number | null) {
  return db
    .selectFrom('order_items')
    .select(['item_name', 'pic'])
    .where('goods_id', goodsId === null ? 'is' : '=', goodsId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst()
}

/** 待发货: the company's paid orders not shipped yet (orders(status, …) index). */
export async function countOrdersToShip(db: Kysely<Database>, companyId: number): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .innerJoin('members', 'members.id', 'orders.member_id')
    .where('orders.status', '=', 'PAYED')
    .where('members.company_id', '=', companyId)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** After-sales of the company's members in the given statuses (aftersales(status, created_at) index). */
export async function countAftersales(
  db: Kysely<Database>,
  companyId: number,
  statuses: readonly AftersalesStatus[],
): Promise<number> {
  const row = await db
    .selectFrom('aftersales')
    .innerJoin('members', 'members.id', 'aftersales.member_id')
    .where('aftersales.status', 'in', statuses)
    .where('members.company_id', '=', companyId)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/**
 * Settlement applications waiting for review. An application made by a member belongs to the
 * member's company; one made through merchant sign-up records no company, and merchant sign-up
 * stands for the default company, so it counts there.
 */
export async function countMerchantsToReview(db: Kysely<Database>, companyId: number): Promise<number> {
  const row = await db
    .selectFrom('merchant_applications')
    .leftJoin('members', 'members.id', 'merchant_applications.member_id')
    .where('merchant_applications.audit_status', '=', 'auditing')
    .where(({ eb, or }) =>
      companyId === DEFAULT_COMPANY_ID
        ? or([eb('members.company_id', '=', companyId), eb('merchant_applications.member_id', 'is', null)])
        : eb('members.company_id', '=', companyId),
    )
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/**
 * 库存告急: the company's goods (not archived) with a SKU whose stock is below `threshold`, found
 * from the low end of skus(store): what the goods list shows for `stock_below`.
 */
export async function countLowStockGoods(db: Kysely<Database>, companyId: number, threshold: number): Promise<number> {
  const row = await db
    .selectFrom('skus')
    .innerJoin('goods', 'goods.id', 'skus.goods_id')
    .where('skus.store', '<', threshold)
    .where('goods.company_id', '=', companyId)
    .where('goods.archived_at', 'is', null)
    .select((eb) => eb.fn.count<number>('skus.goods_id').distinct().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}
