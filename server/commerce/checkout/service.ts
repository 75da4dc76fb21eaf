import type { Kysely } from 'kysely'
import { writeAtomically } from '../../db/group-commit.ts'
import type { Database, Order } from '../../db/types.ts'
import { AppError, fail } from '../../lib/errors.ts'
import { withFreshNumber } from '../../lib/number-taken.ts'
import type { AddressRow } from '../address/repo.ts'
import { toAddress } from '../address/service.ts'
import { newOrderNumber } from '../vip/order-number.ts'
import { lineAmounts } from '../order/view.ts'
import { loadCheckout, type CheckoutContext } from './context.ts'
import { orderRow } from './order-rows.ts'
import type { Quote, UsableCoupon } from '../pricing/quote-types.ts'
import * as repo from './repo.ts'
import type { CheckoutRequest } from './request.ts'
import { StaleCheckout, writeOrder } from './write-order.ts'

const orderNotFound = () => fail('ORDER_NOT_FOUND')

function couponView(coupon: UsableCoupon, chosen: UsableCoupon | null) {
  return {
    id: coupon.id,
    card_id: coupon.card_id,
    card_type: coupon.card_type,
    title: coupon.title,
    reduce_cost: coupon.reduce_cost,
    discount: coupon.discount,
    least_cost: coupon.least_cost,
    gift: coupon.gift,
    begin_date: coupon.begin_date,
    end_date: coupon.end_date,
    coupon_fee: coupon.coupon_fee,
    selected: coupon.id === chosen?.id ? (1 as const) : (0 as const),
  }
}

function itemsView(quote: Quote) {
  const lines = quote.lines.map((line) => ({
    item_id: line.goods_id,
    sku_id: line.sku_id,
    cart_id: line.cart_id,
    distributor_id: line.distributor_id,
    title: line.title,
    pic: line.pic,
    spec_desc: line.spec_desc,
    bn: line.bn,
    price: line.unit_price,
    sale_price: line.sale_price,
    market_price: line.market_price,
    price_kind: line.price_kind,
    point_price: line.point_price,
    num: line.num,
    item_fee: line.item_fee,
    member_discount: line.member_discount,
    promotion_fee: line.promotion_fee,
    coupon_fee: line.coupon_fee,
    point_fee: line.point_fee,
    discount_fee: line.discount_fee,
    total_fee: line.total_fee,
    is_gift: 0 as const,
  }))
  const gifts = quote.gifts.map((gift) => ({
    item_id: gift.goods_id,
    sku_id: gift.sku_id,
    cart_id: null,
    distributor_id: gift.distributor_id,
    title: gift.title,
    pic: gift.pic,
    spec_desc: gift.spec_desc,
    bn: gift.bn,
    price: 0,
    sale_price: 0,
    market_price: 0,
    price_kind: 'gift',
    point_price: 0,
    num: gift.num,
    item_fee: 0,
    member_discount: 0,
    promotion_fee: 0,
    coupon_fee: 0,
    point_fee: 0,
    discount_fee: 0,
    total_fee: 0,
    is_gift: 1 as const,
  }))
  return [...lines, ...gifts]
}

function checkoutView(context: CheckoutContext, request: CheckoutRequest) {
  const quote = context.quote
  return {
    items: itemsView(quote),
    order_type: quote.order_type,
    item_fee: quote.item_fee,
    freight_fee: quote.freight_fee,
    discount_fee: quote.discount_fee,
    coupon_fee: quote.coupon_fee,
    member_discount: quote.member_discount,
    point_fee: quote.point_fee,
    point_use: quote.point_use,
    total_fee: quote.total_fee,
    total_num: quote.lines.reduce((acc, line) => acc + line.num, 0),
    promotion_fee: quote.promotion_fee,
    max_point: quote.max_point,
    promotions: quote.promotions,
    coupon: quote.coupon ? couponView(quote.coupon, quote.coupon) : null,
    coupon_list: quote.coupon_list.map((coupon) => couponView(coupon, quote.coupon)),
    address: context.address ? toAddress(context.address) : null,
    point: context.balance,
    invoice_allowed: true,
    invoice: request.invoice,
  }
}

/** The checkout page: lines, discounts, freight, usable coupons and points, address. Writes nothing. */
export async function previewCheckout(db: Kysely<Database>, memberId: number, request: CheckoutRequest, now: number) {
  const context = await loadCheckout(db, memberId, request, now)
  return checkoutView(context, request)
}

/** Freight of the same lines to a saved address or a named province. */
export async function checkoutFreight(
  db: Kysely<Database>,
  memberId: number,
  request: CheckoutRequest,
  province: { provinceCode?: string; province?: string } | null,
  now: number,
) {
  const destination = request.addressId === undefined && province ? { province } : { addressId: request.addressId }
  const context = await loadCheckout(db, memberId, request, now, destination)
  return { freight_fee: context.quote.freight_fee }
}

function createdView(
  order: Pick<
    Order,
    'order_id' | 'order_type' | 'status' | 'total_fee' | 'point_used' | 'pay_type' | 'expires_at' | 'created_at'
  >,
) {
  return {
    order_id: order.order_id,
    order_type: order.order_type,
    status: order.status,
    total_fee: order.total_fee,
    point_use: order.point_used,
    pay_type: order.pay_type,
    expires_at: order.status === 'NOTPAY' ? order.expires_at : null,
    created_at: order.created_at,
  }
}

export interface CreateOrderOptions {
  /** Minutes an unpaid order lives (config orderUnpaidMinutes). */
  unpaidMinutes: number
  idempotencyKey?: string
}

/** Refusals that depend on the whole priced checkout, before anything is written. */
function checkOrderable(
  context: CheckoutContext,
  request: CheckoutRequest,
): asserts context is CheckoutContext & { address: AddressRow } {
  const quote = context.quote
  if (!context.address) throw fail('ADDRESS_REQUIRED')
  // A points-mall order is paid in points later, but one the balance cannot cover is refused now.
  if (quote.order_type === 'point' && quote.point_use > context.balance) throw fail('POINTS_NOT_ENOUGH')
  if (quote.order_type !== 'point' && request.pointUse > quote.max_point) {
    throw quote.max_point > 0 ? fail('POINTS_OVER_LIMIT', { max: quote.max_point }) : fail('POINTS_NOT_ALLOWED')
  }
}

/**
 * The order priced, checked and written in one transaction under the member's lock: what it
 * reads cannot change before it writes, so every refusal is final. A retried submit with the
 * same idempotency key finds the order the first one made.
 */
function placeLocked(
  db: Kysely<Database>,
  memberId: number,
  request: CheckoutRequest,
  now: number,
  options: CreateOrderOptions,
) {
  return db.transaction().execute(async (trx) => {
    const existing = await repo.lockMemberFindingOrder(trx, memberId, options.idempotencyKey)
    if (existing) return createdView(existing)
    const context = await loadCheckout(trx, memberId, request, now)
    checkOrderable(context, request)
    const order = orderRow(newOrderNumber(new Date(now * 1000)), memberId, context, request, { now, ...options })
    await writeOrder(trx, memberId, context, order, 'locked')
    return createdView(order)
  })
}

/**
 * The order priced from reads made before any transaction, then written atomically with
 * conditional writes only (see writeOrder): on SQLite, whose one writer every order waits for,
 * and on PostgreSQL, whose row locks it holds, the transaction lasts only for the writes (and on
 * SQLite shares its commit with the orders written meanwhile, see db/group-commit.ts).
 * Throws StaleCheckout when a write finds the reading out of date.
 */
async function placeOptimistic(
  db: Kysely<Database>,
  memberId: number,
  request: CheckoutRequest,
  now: number,
  options: CreateOrderOptions,
) {
  const key = options.idempotencyKey
  let context: CheckoutContext
  try {
    context = await loadCheckout(db, memberId, request, now)
    checkOrderable(context, request)
  } catch (error) {
    // A retried submit whose first attempt already consumed the cart: answer with that order.
    const existing = key && error instanceof AppError ? await repo.findOrderByKey(db, memberId, key) : undefined
    if (existing) return createdView(existing)
    throw error
  }
  const order = orderRow(newOrderNumber(new Date(now * 1000)), memberId, context, request, { now, ...options })
  return writeAtomically(db, async (trx) => {
    const existing = await repo.lockMemberFindingOrder(trx, memberId, key)
    if (existing) return createdView(existing)
    await writeOrder(trx, memberId, context, order, 'optimistic')
    return createdView(order)
  })
}

/**
 * Most orders go the optimistic way; one whose reading went stale meanwhile, and seckill orders
 * (their tickets are checked under the lock), are placed the locked way, which answers exactly as
 * if the orders had been placed one after another.
 */
async function place(
  db: Kysely<Database>,
  memberId: number,
  request: CheckoutRequest,
  now: number,
  options: CreateOrderOptions,
) {
  if (request.source.kind !== 'seckill') {
    try {
      return await placeOptimistic(db, memberId, request, now, options)
    } catch (error) {
      if (!(error instanceof StaleCheckout)) throw error
    }
  }
  return placeLocked(db, memberId, request, now, options)
}

/**
 * Places an order: stock (and seckill stock) taken conditionally, the coupon and points spent,
 * the cart cleared, the order and its lines written — or, on any refusal, nothing at all.
 */
export async function createOrder(
  db: Kysely<Database>,
  memberId: number,
  request: CheckoutRequest,
  now: number,
  options: CreateOrderOptions,
) {
  return withFreshNumber('orders', 'order_id', () => place(db, memberId, request, now, options))
}

function parseStoredInvoice(text: string | null) {
  if (!text) return null
  try {
    const value = JSON.parse(text) as { type?: unknown; title?: unknown; tax_number?: unknown }
    return {
      type: String(value.type ?? ''),
      title: String(value.title ?? ''),
      tax_number: String(value.tax_number ?? ''),
    }
  } catch {
    return null
  }
}

/** The order as the cashier shows it; another member's order is not found. */
export async function orderSummary(db: Kysely<Database>, memberId: number, orderId: string, now: number) {
  if (!/^\d{1,32}$/.test(orderId)) throw orderNotFound()
  const order = await repo.findMemberOrder(db, memberId, orderId)
  if (!order) throw orderNotFound()
  const items = await repo.orderItems(db, orderId)
  return {
    ...createdView(order),
    order_type: order.order_type,
    item_fee: order.item_fee,
    freight_fee: order.freight_fee,
    discount_fee: order.discount_fee,
    coupon_fee: order.coupon_fee,
    member_discount: order.member_discount,
    point_fee: order.point_fee,
    total_num: order.total_num,
    items: items.map((item) => ({ ...lineAmounts(item), is_gift: item.is_gift })),
    receiver_name: order.receiver_name,
    receiver_mobile: order.receiver_mobile,
    receiver_address: [order.receiver_province, order.receiver_city, order.receiver_county, order.receiver_address]
      .filter(Boolean)
      .join(' '),
    invoice: parseStoredInvoice(order.invoice),
    remark: order.remark,
    remaining_seconds: order.status === 'NOTPAY' && order.expires_at !== null ? Math.max(0, order.expires_at - now) : 0,
  }
}
