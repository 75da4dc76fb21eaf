import type { Insertable, Kysely, Transaction } from 'kysely'
import { dialectOf } from '../../db/dialect.ts'
import type { CartType, Database, Order, OrderItemsTable, OrdersTable } from '../../db/types.ts'
import { findRow } from '../../lib/find-row-repo.ts'
import { preparedQuery } from '../../db/prepared.ts'
import { SKU_COLUMNS } from '../cart/repo.ts'
import { lockMember } from '../member/repo.ts'

/**
 * Checkout's queries. Those every order runs are prepared (built and compiled once, see
 * db/prepared.ts); the rest are ordinary kysely queries.
 */

/**
 * A checkout line reads the same SKU-with-goods columns as a cart line, plus what prices it for
 * the buyer's grade (an explicit member price, null when the grade has none) and what coupon
 * scopes are checked against (the paths of its categories), so one query reads all of it.
 */
const LINE_COLUMNS = [
  ...SKU_COLUMNS,
  'smp.price as member_price',
  'c.path as category_path',
  'mc.path as main_category_path',
] as const

const cartLinesQuery = preparedQuery((db, memberId: number, cartType: CartType, gradeId: number) =>
  db
    .selectFrom('carts')
    .innerJoin('skus', 'skus.id', 'carts.sku_id')
    .innerJoin('goods', 'goods.id', 'skus.goods_id')
    .leftJoin('sku_member_prices as smp', (join) =>
      join.onRef('smp.sku_id', '=', 'skus.id').on('smp.grade_id', '=', gradeId),
    )
    .leftJoin('categories as c', 'c.id', 'goods.category_id')
    .leftJoin('categories as mc', 'mc.id', 'goods.main_category_id')
    .select([
      ...LINE_COLUMNS,
      'carts.id as cart_id',
      'carts.quantity',
      'carts.is_checked',
      'carts.selected_promotion',
      'carts.rel_promotion_id',
    ])
    .where('carts.member_id', '=', memberId)
    .where('carts.cart_type', '=', cartType)
    .orderBy('carts.created_at', 'desc')
    .orderBy('carts.id', 'desc'),
)

/** The member's cart lines of one kind, with their goods and SKU, priced for `gradeId`; newest first. */
export async function cartLines(db: Kysely<Database>, memberId: number, cartType: CartType, gradeId: number) {
  return (await cartLinesQuery(db, memberId, cartType, gradeId)).rows
}

export type CartLineRow = Awaited<ReturnType<typeof cartLines>>[number]

const skuLinesQuery = preparedQuery((db, skuIds: number[], gradeId: number) =>
  db
    .selectFrom('skus')
    .innerJoin('goods', 'goods.id', 'skus.goods_id')
    .leftJoin('sku_member_prices as smp', (join) =>
      join.onRef('smp.sku_id', '=', 'skus.id').on('smp.grade_id', '=', gradeId),
    )
    .leftJoin('categories as c', 'c.id', 'goods.category_id')
    .leftJoin('categories as mc', 'mc.id', 'goods.main_category_id')
    .select(LINE_COLUMNS)
    .where('skus.id', 'in', skuIds),
)

/** SKUs with their goods, priced for `gradeId` (0 reads no member price), keyed by SKU id. */
export async function skuLines(db: Kysely<Database>, skuIds: number[], gradeId = 0) {
  if (skuIds.length === 0) return new Map<number, SkuLineRow>()
  const { rows } = await skuLinesQuery(db, skuIds, gradeId)
  return new Map(rows.map((row) => [row.sku_id, row]))
}

export type SkuLineRow = Omit<
  CartLineRow,
  'cart_id' | 'quantity' | 'is_checked' | 'selected_promotion' | 'rel_promotion_id'
>

const orderByKeyQuery = preparedQuery((db, memberId: number, key: string) =>
  db.selectFrom('orders').selectAll().where('member_id', '=', memberId).where('idempotency_key', '=', key),
)

export async function findOrderByKey(db: Kysely<Database>, memberId: number, key: string): Promise<Order | undefined> {
  return (await orderByKeyQuery(db, memberId, key)).rows[0]
}

const lockedOrderByKeyQuery = preparedQuery((db, memberId: number, key: string) =>
  db
    .selectFrom('members as m')
    .leftJoin('orders as o', (join) => join.onRef('o.member_id', '=', 'm.id').on('o.idempotency_key', '=', key))
    .selectAll('o')
    .where('m.id', '=', memberId)
    .forUpdate('m'),
)

/**
 * Serialises the member's order writes (see lockMember in member/repo.ts) and finds the order an earlier submit
 * with this idempotency key made: one statement on PostgreSQL, where every statement is a round
 * trip; SQLite, which writes one transaction at a time, needs no lock.
 */
export async function lockMemberFindingOrder(
  trx: Transaction<Database>,
  memberId: number,
  key: string | undefined,
): Promise<Order | undefined> {
  if (!dialectOf(trx).rowLocks) return key === undefined ? undefined : findOrderByKey(trx, memberId, key)
  if (key === undefined) {
    await lockMember(trx, memberId)
    return undefined
  }
  const [row] = (await lockedOrderByKeyQuery(trx, memberId, key)).rows
  return row?.order_id ? (row as Order) : undefined
}

export function findMemberOrder(db: Kysely<Database>, memberId: number, orderId: string) {
  return findRow(db, 'orders', { order_id: orderId, member_id: memberId })
}

export function orderItems(db: Kysely<Database>, orderId: string) {
  return db.selectFrom('order_items').selectAll().where('order_id', '=', orderId).orderBy('id').execute()
}

const insertOrderQuery = preparedQuery((db, values: Insertable<OrdersTable>) => db.insertInto('orders').values(values))

/** Every order row names the same columns (the query is prepared once for them). */
export async function insertOrder(db: Kysely<Database>, values: Insertable<OrdersTable>): Promise<void> {
  await insertOrderQuery(db, values)
}

const insertOrderItemsQuery = preparedQuery((db, rows: Insertable<OrderItemsTable>[]) =>
  db.insertInto('order_items').values(rows),
)

/** Every row names every column, as one multi-row insert needs. */
export async function insertOrderItems(db: Kysely<Database>, rows: Insertable<OrderItemsTable>[]): Promise<void> {
  if (rows.length > 0) await insertOrderItemsQuery(db, rows)
}

const removeCartLinesQuery = preparedQuery((db, memberId: number, cartIds: number[]) =>
  db
    .deleteFrom('carts')
    .where('member_id', '=', memberId)
    .where('id', 'in', cartIds)
    .returning(['id', 'quantity', 'is_checked', 'selected_promotion']),
)

/** Removes the cart lines the order consumed; answers the lines removed as they were. */
export async function removeCartLines(db: Kysely<Database>, memberId: number, cartIds: number[]) {
  if (cartIds.length === 0) return []
  return (await removeCartLinesQuery(db, memberId, cartIds)).rows
}
