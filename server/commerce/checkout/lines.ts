import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import { type AppError, fail } from '../../lib/errors.ts'
import { skuIdsOfGoods } from '../cart/repo.ts'
import { categoryIdsOfPath, type GoodsScope } from '../coupon/scope.ts'
import { parseStringList } from '../goods/json-list.ts'
import { linePrice, type LinePriceOptions } from '../pricing/line-price.ts'
import type { Viewer } from '../goods/viewer.ts'
import { liveTicket } from '../seckill/service.ts'
import { parseQuantity, stockRefusal } from '../pricing/quantity.ts'
import type { QuoteLine, QuoteOrderType } from '../pricing/quote-types.ts'
import { cartLines, skuLines, type CartLineRow, type SkuLineRow } from './repo.ts'
import type { LineSource } from './request.ts'

/** The lines of a checkout and where they came from, so the order can clear them from the cart. */
export interface ResolvedLines {
  lines: QuoteLine[]
  /** Cart lines (checked cart lines, or the "buy now" line) the order consumes. */
  cartLines: ConsumedLine[]
  seckill: { seckillId: number; ticket: string } | null
  /** What coupon scopes are checked against, per goods of the lines. */
  scopes: Map<number, GoodsScope>
}

function scopeOf(row: SkuLineRow): GoodsScope {
  return {
    goodsId: row.goods_id,
    distributorId: row.distributor_id,
    categoryIds: [...categoryIdsOfPath(row.category_path), ...categoryIdsOfPath(row.main_category_path)],
  }
}

const goodsGone = () => fail('GOODS_NOT_FOUND')

/** Why a SKU cannot be bought in an order of this type, or null when it can. */
function refusal(row: SkuLineRow, orderType: QuoteOrderType): AppError | null {
  if (row.approve_status !== 'onsale') return fail('GOODS_OFF_SHELF_NAMED', { name: row.item_name })
  if (row.is_gift === 1) return fail('GIFT_NOT_FOR_SALE')
  if (orderType === 'point' && row.item_type !== 'point') return fail('NOT_POINT_GOODS')
  if (orderType !== 'point' && row.item_type === 'point') return fail('POINT_GOODS')
  return null
}

function checkStock(row: SkuLineRow, num: number, store = row.store): void {
  const refused = stockRefusal(store, num)
  if (refused) throw refused
}

function toLine(picked: PickedLine, options: LinePriceOptions): QuoteLine {
  const { row, num } = picked
  const price = linePrice(row, { ...options, actPrice: picked.actPrice })
  return {
    cart_id: picked.cartId,
    goods_id: row.goods_id,
    sku_id: row.sku_id,
    distributor_id: row.distributor_id,
    title: row.item_name,
    pic: row.image_url || row.image_default_id || parseStringList(row.pics)[0] || '',
    spec_desc: row.spec_desc,
    bn: row.bn,
    market_price: row.market_price,
    sale_price: price.sale,
    unit_price: price.unit,
    price_kind: price.kind,
    point_price: options.orderType === 'point' ? row.point_price : 0,
    num,
    store: row.store,
    selected_promotion: picked.selectedPromotion,
  }
}

/** A validated line before it is priced. */
interface PickedLine {
  row: SkuLineRow
  num: number
  cartId: number | null
  selectedPromotion: number | null
  /** Seckill price, for a seckill ticket's line. */
  actPrice?: number
}

interface Picked extends Omit<ResolvedLines, 'lines' | 'scopes'> {
  picked: PickedLine[]
}

/** The cart lines a checkout consumes, as they were read: the order takes them only if unchanged. */
export interface ConsumedLine {
  id: number
  quantity: number
  is_checked: 0 | 1
  selected_promotion: number | null
  /** Gift lines go with the order whatever became of them; only bought lines price it. */
  priced: boolean
}

const consumed = (row: CartLineRow, priced: boolean): ConsumedLine => ({
  id: row.cart_id,
  quantity: row.quantity,
  is_checked: row.is_checked,
  selected_promotion: row.selected_promotion,
  priced,
})

async function fromCart(db: Kysely<Database>, viewer: Viewer, distributorId: number | undefined): Promise<Picked> {
  const all = await cartLines(db, viewer.memberId, 'cart', viewer.gradeId)
  // Lines that cannot be bought any more (off the shelf, sold out) stay in the cart's invalid
  // list and out of its totals, so checkout leaves them out too.
  const checked = all.filter(
    (row) =>
      row.is_checked === 1 &&
      row.rel_promotion_id === 0 &&
      refusal(row, 'normal') === null &&
      (distributorId === undefined || row.distributor_id === distributorId),
  )
  const rows = checked.filter((row) => row.store > 0)
  // With only sold-out lines checked, saying so beats "nothing selected".
  if (rows.length === 0 && checked[0]) checkStock(checked[0], parseQuantity(checked[0].quantity))
  if (rows.length === 0) throw fail('NOTHING_CHECKED')
  if (new Set(rows.map((row) => row.distributor_id)).size > 1) throw fail('MIXED_SHOPS')
  const picked = rows.map((row) => {
    const num = parseQuantity(row.quantity)
    checkStock(row, num)
    return { row, num, cartId: row.cart_id, selectedPromotion: row.selected_promotion }
  })
  // Gift lines (rel_promotion_id) are never charged: the order hands out the gifts its promotions
  // earn, so the shop's gift lines go with the order too.
  const shop = rows[0]!.distributor_id
  const gifts = all.filter((row) => row.rel_promotion_id > 0 && row.distributor_id === shop)
  return {
    picked,
    cartLines: [...rows.map((row) => consumed(row, true)), ...gifts.map((row) => consumed(row, false))],
    seckill: null,
  }
}

async function fromFastbuy(db: Kysely<Database>, viewer: Viewer, orderType: QuoteOrderType): Promise<Picked> {
  const [row] = await cartLines(db, viewer.memberId, 'fastbuy', viewer.gradeId)
  if (!row) throw fail('NO_FASTBUY_LINE')
  const refused = refusal(row, orderType)
  if (refused) throw refused
  const num = parseQuantity(row.quantity)
  checkStock(row, num)
  return {
    picked: [{ row, num, cartId: row.cart_id, selectedPromotion: row.selected_promotion }],
    cartLines: [consumed(row, true)],
    seckill: null,
  }
}

async function fromSeckill(
  db: Kysely<Database>,
  viewer: Viewer,
  seckillId: number,
  ticketId: string,
  now: number,
): Promise<Picked> {
  const { ticket, item } = await liveTicket(db, viewer.memberId, seckillId, ticketId, now)
  const row = (await skuLines(db, [ticket.sku_id])).get(ticket.sku_id)
  if (!row) throw goodsGone()
  const refused = refusal(row, 'normal_seckill')
  if (refused) throw refused
  checkStock(row, ticket.num, Math.min(row.store, item.stock))
  // The "buy now" line the seckill page put in place for this SKU goes with the order.
  const fastbuy = (await cartLines(db, viewer.memberId, 'fastbuy', viewer.gradeId)).filter(
    (line) => line.sku_id === ticket.sku_id,
  )
  return {
    picked: [{ row, num: ticket.num, cartId: null, selectedPromotion: null, actPrice: item.act_price }],
    cartLines: fastbuy.map((line) => consumed(line, false)),
    seckill: { seckillId, ticket: ticket.id },
  }
}

/** A goods id names its SKU when it has only one; a SKU id is taken as it is. */
async function pickSku(db: Kysely<Database>, itemId: number | undefined, skuId: number | undefined): Promise<number> {
  if (skuId !== undefined) return skuId
  if (itemId === undefined) throw fail('SPEC_REQUIRED')
  const ids = await skuIdsOfGoods(db, itemId)
  if (ids.length === 0) throw goodsGone()
  if (ids.length > 1) throw fail('SPEC_REQUIRED')
  return ids[0]!
}

async function fromItem(
  db: Kysely<Database>,
  viewer: Viewer,
  source: Extract<LineSource, { kind: 'item' }>,
  orderType: QuoteOrderType,
): Promise<Picked> {
  const num = parseQuantity(source.num)
  const skuId = await pickSku(db, source.itemId, source.skuId)
  const row = (await skuLines(db, [skuId], viewer.gradeId)).get(skuId)
  if (!row || (source.itemId !== undefined && source.skuId !== undefined && row.goods_id !== source.itemId))
    throw goodsGone()
  const refused = refusal(row, orderType)
  if (refused) throw refused
  checkStock(row, num)
  return { picked: [{ row, num, cartId: null, selectedPromotion: null }], cartLines: [], seckill: null }
}

function pick(
  db: Kysely<Database>,
  viewer: Viewer,
  orderType: QuoteOrderType,
  source: LineSource,
  now: number,
): Promise<Picked> {
  switch (source.kind) {
    case 'cart':
      return fromCart(db, viewer, source.distributorId)
    case 'fastbuy':
      return fromFastbuy(db, viewer, orderType)
    case 'seckill':
      return fromSeckill(db, viewer, source.seckillId, source.ticket, now)
    case 'item':
      return fromItem(db, viewer, source, orderType)
  }
}

/** Reads and validates the lines a checkout names (stock included) and prices them for this viewer. */
export async function resolveLines(
  db: Kysely<Database>,
  viewer: Viewer,
  orderType: QuoteOrderType,
  source: LineSource,
  now: number,
): Promise<ResolvedLines> {
  const { picked, cartLines, seckill } = await pick(db, viewer, orderType, source, now)
  // The lines were read with the grade's explicit member prices; only ordinary orders use them.
  const explicit = new Map<number, number>()
  if (orderType === 'normal')
    for (const { row } of picked) if (row.member_price !== null) explicit.set(row.sku_id, row.member_price)
  const lines = picked.map((p) => toLine(p, { viewer, explicit, orderType }))
  return { lines, cartLines, seckill, scopes: new Map(picked.map(({ row }) => [row.goods_id, scopeOf(row)])) }
}
