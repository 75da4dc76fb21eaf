import { sql, type Kysely } from 'kysely'
import type { CartType, Database } from '../../db/types.ts'

/** SKU and goods columns a cart line is shown, priced and validated from. */
/** A SKU with the goods fields that price and validate it; checkout reads the same. */
export const SKU_COLUMNS = [
  'skus.id as sku_id',
  'skus.goods_id',
  'skus.bn',
  'skus.spec_value_ids',
  'skus.spec_desc',
  'skus.price',
  'skus.market_price',
  'skus.staff_price',
  'skus.store',
  'skus.image_url',
  'goods.distributor_id',
  'goods.item_name',
  'goods.market_price as goods_market_price',
  'goods.pics',
  'goods.image_default_id',
  'goods.approve_status',
  'goods.is_gift',
  'goods.item_type',
  'goods.point_price',
  'goods.staff_goods',
] as const

/** One SKU with its goods. */
export function findSku(db: Kysely<Database>, skuId: number) {
  return db.selectFrom('skus').innerJoin('goods', 'goods.id', 'skus.goods_id').select(SKU_COLUMNS).where('skus.id', '=', skuId).executeTakeFirst()
}

export type SkuRow = NonNullable<Awaited<ReturnType<typeof findSku>>>

/** SKUs with their goods, keyed by SKU id. */
export async function findSkus(db: Kysely<Database>, skuIds: number[]): Promise<Map<number, SkuRow>> {
  if (skuIds.length === 0) return new Map()
  const rows = await db.selectFrom('skus').innerJoin('goods', 'goods.id', 'skus.goods_id').select(SKU_COLUMNS).where('skus.id', 'in', skuIds).execute()
  return new Map(rows.map((row) => [row.sku_id, row]))
}

export async function goodsExists(db: Kysely<Database>, goodsId: number): Promise<boolean> {
  return (await db.selectFrom('goods').select('id').where('id', '=', goodsId).executeTakeFirst()) !== undefined
}

/** SKU ids of one goods, in display order. */
export async function skuIdsOfGoods(db: Kysely<Database>, goodsId: number): Promise<number[]> {
  const rows = await db.selectFrom('skus').select('id').where('goods_id', '=', goodsId).orderBy('sort').orderBy('id').execute()
  return rows.map((row) => row.id)
}

/**
 * The member's lines of one kind with their SKU and goods, newest first (the order checkout reads
 * them in); only those among `cartIds` when given, so another member's ids are simply not found.
 */
export function cartRows(db: Kysely<Database>, memberId: number, cartType: CartType, cartIds?: number[]) {
  return db
    .selectFrom('carts')
    .innerJoin('skus', 'skus.id', 'carts.sku_id')
    .innerJoin('goods', 'goods.id', 'skus.goods_id')
    .select([
      ...SKU_COLUMNS,
      'carts.id as cart_id',
      'carts.cart_type',
      'carts.distributor_id as line_distributor_id',
      'carts.quantity',
      'carts.is_checked',
      'carts.selected_promotion',
      'carts.rel_promotion_id',
    ])
    .where('carts.member_id', '=', memberId)
    .where('carts.cart_type', '=', cartType)
    .$if(cartIds !== undefined, (q) => q.where('carts.id', 'in', cartIds!.length > 0 ? cartIds! : [0]))
    .orderBy('carts.created_at', 'desc')
    .orderBy('carts.id', 'desc')
    .execute()
}

export type CartRow = Awaited<ReturnType<typeof cartRows>>[number]

export function findLine(db: Kysely<Database>, memberId: number, cartType: CartType, distributorId: number, skuId: number, relPromotionId: number) {
  return db
    .selectFrom('carts')
    .select(['id', 'quantity'])
    .where('member_id', '=', memberId)
    .where('cart_type', '=', cartType)
    .where('distributor_id', '=', distributorId)
    .where('sku_id', '=', skuId)
    .where('rel_promotion_id', '=', relPromotionId)
    .executeTakeFirst()
}

export async function countLines(db: Kysely<Database>, memberId: number, cartType: CartType): Promise<number> {
  const row = await db
    .selectFrom('carts')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('member_id', '=', memberId)
    .where('cart_type', '=', cartType)
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

export interface NewLine {
  memberId: number
  cartType: CartType
  distributorId: number
  goodsId: number
  skuId: number
  quantity: number
  relPromotionId: number
  now: number
}

export async function insertLine(db: Kysely<Database>, line: NewLine): Promise<number> {
  const row = await db
    .insertInto('carts')
    .values({
      member_id: line.memberId,
      cart_type: line.cartType,
      distributor_id: line.distributorId,
      goods_id: line.goodsId,
      sku_id: line.skuId,
      quantity: line.quantity,
      is_checked: 1,
      selected_promotion: null,
      rel_promotion_id: line.relPromotionId,
      created_at: line.now,
      updated_at: line.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/**
 * Sets a line's quantity (checking the line when asked) only while the SKU still has that many in stock, in one
 * statement; answers whether it did.
 */
export async function setQuantityWithinStock(
  db: Kysely<Database>,
  memberId: number,
  cartId: number,
  quantity: number,
  options: { check: boolean; now: number },
): Promise<boolean> {
  const result = await db
    .updateTable('carts')
    .set({ quantity, updated_at: options.now, ...(options.check ? { is_checked: 1 as const } : {}) })
    .where('id', '=', cartId)
    .where('member_id', '=', memberId)
    .where((eb) => eb(eb.selectFrom('skus').select('store').whereRef('skus.id', '=', 'carts.sku_id'), '>=', quantity))
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

export interface LineChange {
  quantity?: number
  is_checked?: 0 | 1
  /** undefined leaves it; null clears the shopper's pick. */
  selected_promotion?: number | null
}

export async function updateLine(db: Kysely<Database>, memberId: number, cartId: number, change: LineChange, now: number): Promise<void> {
  await db
    .updateTable('carts')
    .set({ ...change, updated_at: now })
    .where('id', '=', cartId)
    .where('member_id', '=', memberId)
    .execute()
}

/** Checks or unchecks the listed lines, or all of the member's lines of this kind when `cartIds` is 'all'. */
export async function setChecked(db: Kysely<Database>, memberId: number, cartType: CartType, cartIds: number[] | 'all', checked: 0 | 1, now: number): Promise<void> {
  let query = db.updateTable('carts').set({ is_checked: checked, updated_at: now }).where('member_id', '=', memberId).where('cart_type', '=', cartType)
  if (cartIds !== 'all') query = query.where('id', 'in', cartIds)
  await query.execute()
}

export async function deleteLines(db: Kysely<Database>, memberId: number, cartIds: number[]): Promise<void> {
  if (cartIds.length === 0) return
  await db.deleteFrom('carts').where('member_id', '=', memberId).where('id', 'in', cartIds).execute()
}

export async function deleteFastbuy(db: Kysely<Database>, memberId: number): Promise<void> {
  await db.deleteFrom('carts').where('member_id', '=', memberId).where('cart_type', '=', 'fastbuy').execute()
}

/** Quantity and line count of the member's cart, gift lines left out. */
export async function cartCount(db: Kysely<Database>, memberId: number): Promise<{ quantity: number; lines: number }> {
  const row = await db
    .selectFrom('carts')
    .select([sql<number>`coalesce(sum(quantity), 0)`.as('quantity'), (eb) => eb.fn.countAll<number>().as('lines')])
    .where('member_id', '=', memberId)
    .where('cart_type', '=', 'cart')
    .where('rel_promotion_id', '=', 0)
    .executeTakeFirstOrThrow()
  return { quantity: Number(row.quantity), lines: Number(row.lines) }
}

/** Spec value names of these ids with the name of their group (颜色, 尺码 ...). */
export function specValues(db: Kysely<Database>, valueIds: number[]) {
  if (valueIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('goods_spec_values')
    .innerJoin('goods_spec_groups', 'goods_spec_groups.id', 'goods_spec_values.group_id')
    .select(['goods_spec_values.id', 'goods_spec_values.spec_value_name', 'goods_spec_groups.spec_name'])
    .where('goods_spec_values.id', 'in', valueIds)
    .execute()
}

export async function shopNames(db: Kysely<Database>, distributorIds: number[]): Promise<Map<number, string>> {
  const ids = distributorIds.filter((id) => id > 0)
  if (ids.length === 0) return new Map()
  const rows = await db.selectFrom('distributors').select(['id', 'name']).where('id', 'in', ids).execute()
  return new Map(rows.map((row) => [row.id, row.name]))
}

/** A promotion by id whatever its state, to tell "not running" from "not a gift promotion". */
export function findPromotion(db: Kysely<Database>, promotionId: number) {
  return db.selectFrom('promotions').select(['id', 'promotion_type', 'rule', 'status', 'starts_at', 'ends_at']).where('id', '=', promotionId).executeTakeFirst()
}
