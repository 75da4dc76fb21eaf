import type { Insertable, Kysely } from 'kysely'
import type { CartType, Database, OrderItemsTable, OrdersTable } from '../../db/types.ts'
import { SKU_COLUMNS } from '../cart/repo.ts'

/** Goods and SKU columns a checkout line is priced and validated from. */
// A checkout line reads the same SKU-with-goods columns as a cart line.
const LINE_COLUMNS = SKU_COLUMNS

/** The member's cart lines of one kind, with their goods and SKU. */
export function cartLines(db: Kysely<Database>, memberId: number, cartType: CartType) {
  return db
    .selectFrom('carts')
    .innerJoin('skus', 'skus.id', 'carts.sku_id')
    .innerJoin('goods', 'goods.id', 'skus.goods_id')
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
    .orderBy('carts.id', 'desc')
    .execute()
}

export type CartLineRow = Awaited<ReturnType<typeof cartLines>>[number]

/** SKUs with their goods, keyed by SKU id. */
export async function skuLines(db: Kysely<Database>, skuIds: number[]) {
  if (skuIds.length === 0) return new Map<number, SkuLineRow>()
  const rows = await db.selectFrom('skus').innerJoin('goods', 'goods.id', 'skus.goods_id').select(LINE_COLUMNS).where('skus.id', 'in', skuIds).execute()
  return new Map(rows.map((row) => [row.sku_id, row]))
}

export type SkuLineRow = Omit<CartLineRow, 'cart_id' | 'quantity' | 'is_checked' | 'selected_promotion' | 'rel_promotion_id'>

/** SKU ids of one goods, in display order. */
export async function skuIdsOfGoods(db: Kysely<Database>, goodsId: number): Promise<number[]> {
  const rows = await db.selectFrom('skus').select('id').where('goods_id', '=', goodsId).orderBy('sort').orderBy('id').execute()
  return rows.map((row) => row.id)
}

export function findGrade(db: Kysely<Database>, gradeId: number) {
  return db.selectFrom('vip_grades').select(['id', 'discount', 'is_default']).where('id', '=', gradeId).executeTakeFirst()
}

export function findOrderByKey(db: Kysely<Database>, memberId: number, key: string) {
  return db.selectFrom('orders').selectAll().where('member_id', '=', memberId).where('idempotency_key', '=', key).executeTakeFirst()
}

export function findMemberOrder(db: Kysely<Database>, memberId: number, orderId: string) {
  return db.selectFrom('orders').selectAll().where('order_id', '=', orderId).where('member_id', '=', memberId).executeTakeFirst()
}

export function orderItems(db: Kysely<Database>, orderId: string) {
  return db.selectFrom('order_items').selectAll().where('order_id', '=', orderId).orderBy('id').execute()
}

/**
 * Takes `num` units of a SKU only if that many are in stock, in one statement, so parallel orders
 * can never oversell; answers whether it did. Sales move with it.
 */
export async function takeStock(db: Kysely<Database>, skuId: number, num: number): Promise<boolean> {
  const result = await db
    .updateTable('skus')
    .set((eb) => ({ store: eb('store', '-', num), sales: eb('sales', '+', num) }))
    .where('id', '=', skuId)
    .where('store', '>=', num)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/** Puts units back (a cancelled order); sales never drop below 0. */
export async function returnStock(db: Kysely<Database>, skuId: number, num: number): Promise<void> {
  await db
    .updateTable('skus')
    .set((eb) => ({ store: eb('store', '+', num), sales: eb.case().when('sales', '>=', num).then(eb('sales', '-', num)).else(0).end() }))
    .where('id', '=', skuId)
    .execute()
}

export async function currentStore(db: Kysely<Database>, skuId: number): Promise<number> {
  const row = await db.selectFrom('skus').select('store').where('id', '=', skuId).executeTakeFirst()
  return row?.store ?? 0
}

export async function addGoodsSales(db: Kysely<Database>, goodsId: number, num: number): Promise<void> {
  await db.updateTable('goods').set((eb) => ({ sales: eb('sales', '+', num) })).where('id', '=', goodsId).execute()
}

export async function subtractGoodsSales(db: Kysely<Database>, goodsId: number, num: number): Promise<void> {
  await db
    .updateTable('goods')
    .set((eb) => ({ sales: eb.case().when('sales', '>=', num).then(eb('sales', '-', num)).else(0).end() }))
    .where('id', '=', goodsId)
    .execute()
}

export async function insertOrder(db: Kysely<Database>, values: Insertable<OrdersTable>): Promise<void> {
  await db.insertInto('orders').values(values).execute()
}

export async function insertOrderItems(db: Kysely<Database>, rows: Insertable<OrderItemsTable>[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('order_items').values(rows).execute()
}

/** Removes the cart lines the order consumed. */
export async function removeCartLines(db: Kysely<Database>, memberId: number, cartIds: number[]): Promise<void> {
  if (cartIds.length === 0) return
  await db.deleteFrom('carts').where('member_id', '=', memberId).where('id', 'in', cartIds).execute()
}
