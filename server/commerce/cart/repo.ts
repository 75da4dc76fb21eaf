import { sql, type Kysely } from 'kysely'
import type { CartType, Database } from '../../db/types.ts'
import { preparedQuery } from '../../db/prepared.ts'

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

// Adding to the cart reads these on every call: prepared once (see db/prepared.ts).
const findSkuQuery = preparedQuery((db, skuId: number) =>
  db
    .selectFrom('skus')
    .innerJoin('goods', 'goods.id', 'skus.goods_id')
    .select(SKU_COLUMNS)
    .where('skus.id', '=', skuId),
)

/** One SKU with its goods. */
export async function findSku(db: Kysely<Database>, skuId: number) {
  return (await findSkuQuery(db, skuId)).rows[0]
}

export type SkuRow = NonNullable<Awaited<ReturnType<typeof findSku>>>

const storeQuery = preparedQuery((db, skuId: number) => db.selectFrom('skus').select('store').where('id', '=', skuId))

/** Units of a SKU in stock now; 0 for a SKU that is gone. */
export async function currentStore(db: Kysely<Database>, skuId: number): Promise<number> {
  return (await storeQuery(db, skuId)).rows[0]?.store ?? 0
}

const findSkusQuery = preparedQuery((db, skuIds: number[]) =>
  db
    .selectFrom('skus')
    .innerJoin('goods', 'goods.id', 'skus.goods_id')
    .select(SKU_COLUMNS)
    .where('skus.id', 'in', skuIds),
)

/** SKUs with their goods, keyed by SKU id. */
export async function findSkus(db: Kysely<Database>, skuIds: number[]): Promise<Map<number, SkuRow>> {
  if (skuIds.length === 0) return new Map()
  const { rows } = await findSkusQuery(db, skuIds)
  return new Map(rows.map((row) => [row.sku_id, row]))
}

const skuIdsQuery = preparedQuery((db, goodsId: number) =>
  db.selectFrom('skus').select('id').where('goods_id', '=', goodsId).orderBy('sort').orderBy('id'),
)

/** SKU ids of one goods, in display order. */
export async function skuIdsOfGoods(db: Kysely<Database>, goodsId: number): Promise<number[]> {
  return (await skuIdsQuery(db, goodsId)).rows.map((row) => row.id)
}

const CART_ROW_COLUMNS = [
  ...SKU_COLUMNS,
  'carts.id as cart_id',
  'carts.cart_type',
  'carts.distributor_id as line_distributor_id',
  'carts.quantity',
  'carts.is_checked',
  'carts.selected_promotion',
  'carts.rel_promotion_id',
] as const

/** A member's lines of one cart type with their SKU and goods. */
const memberCartRows = (db: Kysely<Database>, memberId: number, cartType: CartType) =>
  db
    .selectFrom('carts')
    .innerJoin('skus', 'skus.id', 'carts.sku_id')
    .innerJoin('goods', 'goods.id', 'skus.goods_id')
    .select(CART_ROW_COLUMNS)
    .where('carts.member_id', '=', memberId)
    .where('carts.cart_type', '=', cartType)

const cartRowsQuery = preparedQuery((db, memberId: number, cartType: CartType) =>
  memberCartRows(db, memberId, cartType).orderBy('carts.created_at', 'desc').orderBy('carts.id', 'desc'),
)

const cartRowsAmongQuery = preparedQuery((db, memberId: number, cartType: CartType, cartIds: number[]) =>
  memberCartRows(db, memberId, cartType)
    .where('carts.id', 'in', cartIds)
    .orderBy('carts.created_at', 'desc')
    .orderBy('carts.id', 'desc'),
)

/**
 * The member's lines of one kind with their SKU and goods, newest first (the order checkout reads
 * them in); only those among `cartIds` when given, so another member's ids are simply not found.
 */
export async function cartRows(db: Kysely<Database>, memberId: number, cartType: CartType, cartIds?: number[]) {
  if (cartIds === undefined) return (await cartRowsQuery(db, memberId, cartType)).rows
  return (await cartRowsAmongQuery(db, memberId, cartType, cartIds.length > 0 ? cartIds : [0])).rows
}

export type CartRow = Awaited<ReturnType<typeof cartRows>>[number]

const findLineQuery = preparedQuery(
  (db, memberId: number, cartType: CartType, distributorId: number, skuId: number, relPromotionId: number) =>
    db
      .selectFrom('carts')
      .select(['id', 'quantity'])
      .where('member_id', '=', memberId)
      .where('cart_type', '=', cartType)
      .where('distributor_id', '=', distributorId)
      .where('sku_id', '=', skuId)
      .where('rel_promotion_id', '=', relPromotionId),
)

export async function findLine(
  db: Kysely<Database>,
  memberId: number,
  cartType: CartType,
  distributorId: number,
  skuId: number,
  relPromotionId: number,
) {
  return (await findLineQuery(db, memberId, cartType, distributorId, skuId, relPromotionId)).rows[0]
}

const countLinesQuery = preparedQuery((db, memberId: number, cartType: CartType) =>
  db
    .selectFrom('carts')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('member_id', '=', memberId)
    .where('cart_type', '=', cartType),
)

export async function countLines(db: Kysely<Database>, memberId: number, cartType: CartType): Promise<number> {
  return Number((await countLinesQuery(db, memberId, cartType)).rows[0]!.count)
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

const insertLineQuery = preparedQuery((db, line: NewLine) =>
  db
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
    .returning('id'),
)

export async function insertLine(db: Kysely<Database>, line: NewLine): Promise<number> {
  return (await insertLineQuery(db, line)).rows[0]!.id
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

export async function updateLine(
  db: Kysely<Database>,
  memberId: number,
  cartId: number,
  change: LineChange,
  now: number,
): Promise<void> {
  await db
    .updateTable('carts')
    .set({ ...change, updated_at: now })
    .where('id', '=', cartId)
    .where('member_id', '=', memberId)
    .execute()
}

/** Checks or unchecks the listed lines, or all of the member's lines of this kind when `cartIds` is 'all'. */
export async function setChecked(
  db: Kysely<Database>,
  memberId: number,
  cartType: CartType,
  cartIds: number[] | 'all',
  checked: 0 | 1,
  now: number,
): Promise<void> {
  let query = db
    .updateTable('carts')
    .set({ is_checked: checked, updated_at: now })
    .where('member_id', '=', memberId)
    .where('cart_type', '=', cartType)
  if (cartIds !== 'all') query = query.where('id', 'in', cartIds)
  await query.execute()
}

export async function deleteLines(db: Kysely<Database>, memberId: number, cartIds: number[]): Promise<void> {
  if (cartIds.length === 0) return
  await db.deleteFrom('carts').where('member_id', '=', memberId).where('id', 'in', cartIds).execute()
}

const deleteFastbuyQuery = preparedQuery((db, memberId: number) =>
  db.deleteFrom('carts').where('member_id', '=', memberId).where('cart_type', '=', 'fastbuy'),
)

export async function deleteFastbuy(db: Kysely<Database>, memberId: number): Promise<void> {
  await deleteFastbuyQuery(db, memberId)
}

/** Quantity and line count of the member's cart, gift lines left out. */
const cartCountQuery = preparedQuery((db, memberId: number) =>
  db
    .selectFrom('carts')
    .select([sql<number>`coalesce(sum(quantity), 0)`.as('quantity'), (eb) => eb.fn.countAll<number>().as('lines')])
    .where('member_id', '=', memberId)
    .where('cart_type', '=', 'cart')
    .where('rel_promotion_id', '=', 0),
)

export async function cartCount(db: Kysely<Database>, memberId: number): Promise<{ quantity: number; lines: number }> {
  const row = (await cartCountQuery(db, memberId)).rows[0]
  return { quantity: Number(row?.quantity ?? 0), lines: Number(row?.lines ?? 0) }
}

const specValuesQuery = preparedQuery((db, valueIds: number[]) =>
  db
    .selectFrom('goods_spec_values')
    .innerJoin('goods_spec_groups', 'goods_spec_groups.id', 'goods_spec_values.group_id')
    .select(['goods_spec_values.id', 'goods_spec_values.spec_value_name', 'goods_spec_groups.spec_name'])
    .where('goods_spec_values.id', 'in', valueIds),
)

/** Spec value names of these ids with the name of their group (颜色, 尺码 ...). */
export async function specValues(db: Kysely<Database>, valueIds: number[]) {
  if (valueIds.length === 0) return []
  return (await specValuesQuery(db, valueIds)).rows
}

const shopNamesQuery = preparedQuery((db, ids: number[]) =>
  db.selectFrom('distributors').select(['id', 'name']).where('id', 'in', ids),
)

export async function shopNames(db: Kysely<Database>, distributorIds: number[]): Promise<Map<number, string>> {
  const ids = [...new Set(distributorIds.filter((id) => id > 0))]
  if (ids.length === 0) return new Map()
  const { rows } = await shopNamesQuery(db, ids)
  return new Map(rows.map((row) => [row.id, row.name]))
}

const memberPricesQuery = preparedQuery((db, skuIds: number[], gradeId: number) =>
  db
    .selectFrom('sku_member_prices')
    .select(['sku_id', 'price'])
    .where('sku_id', 'in', skuIds)
    .where('grade_id', '=', gradeId),
)

/** The grade's explicit member prices of these SKUs, keyed by SKU id (the cart shows one per line). */
export async function memberPrices(
  db: Kysely<Database>,
  skuIds: number[],
  gradeId: number,
): Promise<Map<number, number>> {
  if (skuIds.length === 0) return new Map()
  const { rows } = await memberPricesQuery(db, [...new Set(skuIds)], gradeId)
  return new Map(rows.map((row) => [row.sku_id, row.price]))
}

/** A promotion by id whatever its state, to tell "not running" from "not a gift promotion". */
export function findPromotion(db: Kysely<Database>, promotionId: number) {
  return db
    .selectFrom('promotions')
    .select(['id', 'promotion_type', 'rule', 'status', 'starts_at', 'ends_at'])
    .where('id', '=', promotionId)
    .executeTakeFirst()
}
