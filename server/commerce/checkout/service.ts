import type { Insertable, Kysely, Transaction } from 'kysely'
import type { Database, Order, OrderItemsTable } from '../../db/types.ts'
import { badRequest, conflict, notFound } from '../../lib/errors.ts'
import { toAddress } from '../address/service.ts'
import { useCoupon } from '../coupon/usage.ts'
import { lockMember } from '../member-lock.ts'
import { pointsEarnedFor } from '../point/rule.ts'
import { spendPoints } from '../point/service.ts'
import { redeemTicket, takeSeckillStock } from '../seckill/service.ts'
import { newOrderNumber } from '../vip/order-number.ts'
import { loadCheckout, type CheckoutContext } from './context.ts'
import { stockRefusal } from './quantity.ts'
import type { Quote, UsableCoupon } from './quote.ts'
import * as repo from './repo.ts'
import type { CheckoutRequest } from './request.ts'

const orderNotFound = () => notFound('订单不存在', 'ORDER_NOT_FOUND')

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

function amountsView(quote: Quote) {
  return {
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
  }
}

function checkoutView(context: CheckoutContext, request: CheckoutRequest) {
  const quote = context.quote
  return {
    items: itemsView(quote),
    ...amountsView(quote),
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

function createdView(order: Pick<Order, 'order_id' | 'order_type' | 'status' | 'total_fee' | 'point_used' | 'pay_type' | 'expires_at' | 'created_at'>) {
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

/** Every SKU the order takes stock from, goods first, in SKU id order (one lock order for all). */
async function takeAllStock(trx: Transaction<Database>, context: CheckoutContext): Promise<Set<number>> {
  const wanted = new Map<number, { num: number; gift: boolean }>()
  for (const line of context.quote.lines) {
    const entry = wanted.get(line.sku_id)
    wanted.set(line.sku_id, { num: (entry?.num ?? 0) + line.num, gift: false })
  }
  for (const gift of context.quote.gifts) {
    if (gift.sku_id === null) continue
    const entry = wanted.get(gift.sku_id)
    wanted.set(gift.sku_id, { num: (entry?.num ?? 0) + gift.num, gift: entry?.gift ?? true })
  }
  const skipped = new Set<number>()
  for (const skuId of [...wanted.keys()].sort((a, b) => a - b)) {
    const { num, gift } = wanted.get(skuId)!
    if (await repo.takeStock(trx, skuId, num)) continue
    // Gifts go out while stock lasts; a gift that ran out is left off rather than failing the order.
    if (gift) {
      skipped.add(skuId)
      continue
    }
    throw stockRefusal(await repo.currentStore(trx, skuId), num) ?? conflict('库存不足，请重试', 'STOCK_NOT_ENOUGH')
  }
  return skipped
}

/** Units per goods, in goods id order: rows are always locked in the same order. */
function unitsByGoods(lines: { goods_id: number; num: number }[]): [number, number][] {
  const units = new Map<number, number>()
  for (const line of lines) units.set(line.goods_id, (units.get(line.goods_id) ?? 0) + line.num)
  return [...units].sort((a, b) => a[0] - b[0])
}

/** Goods lines then gifts; every row names every column, as one multi-row insert needs on SQLite. */
function orderItemRows(orderId: string, context: CheckoutContext, skippedGifts: Set<number>, now: number): Insertable<OrderItemsTable>[] {
  const goods = context.quote.lines.map((line) => ({
    order_id: orderId,
    goods_id: line.goods_id,
    sku_id: line.sku_id,
    distributor_id: line.distributor_id,
    item_name: line.title,
    pic: line.pic,
    spec_desc: line.spec_desc,
    bn: line.bn,
    price: line.unit_price,
    market_price: line.market_price,
    point_price: line.point_price,
    quantity: line.num,
    item_fee: line.item_fee,
    discount_fee: line.discount_fee,
    total_fee: line.total_fee,
    is_gift: 0 as const,
    created_at: now,
  }))
  const gifts = context.quote.gifts
    .filter((gift) => gift.sku_id === null || !skippedGifts.has(gift.sku_id))
    .map((gift) => ({
      order_id: orderId,
      goods_id: gift.goods_id,
      sku_id: gift.sku_id,
      distributor_id: gift.distributor_id,
      item_name: gift.title,
      pic: gift.pic,
      spec_desc: gift.spec_desc,
      bn: gift.bn,
      price: 0,
      market_price: 0,
      point_price: 0,
      quantity: gift.num,
      item_fee: 0,
      discount_fee: 0,
      total_fee: 0,
      is_gift: 1 as const,
      created_at: now,
    }))
  return [...goods, ...gifts]
}

export interface CreateOrderOptions {
  /** Minutes an unpaid order lives (config orderUnpaidMinutes). */
  unpaidMinutes: number
  idempotencyKey?: string
}

/**
 * Places the order in one transaction: stock (and seckill stock) taken conditionally, the coupon
 * and points spent, the cart cleared, the order and its lines written — or, on any refusal,
 * nothing at all. The member's lock serialises their submits, so a retried submit with the same
 * idempotency key finds the order the first one made. Points-mall orders are paid in points at
 * once; the rest wait for payment until expires_at.
 */
export async function createOrder(db: Kysely<Database>, memberId: number, request: CheckoutRequest, now: number, options: CreateOrderOptions) {
  return db.transaction().execute(async (trx) => {
    await lockMember(trx, memberId)
    if (options.idempotencyKey) {
      const existing = await repo.findOrderByKey(trx, memberId, options.idempotencyKey)
      if (existing) return createdView(existing)
    }
    const context = await loadCheckout(trx, memberId, request, now)
    const quote = context.quote
    if (!context.address) throw badRequest('请选择收货地址', 'ADDRESS_REQUIRED')
    if (quote.order_type !== 'point' && request.pointUse > quote.max_point) {
      throw badRequest(quote.max_point > 0 ? `本单最多可使用${quote.max_point}积分` : '本单不能使用积分抵扣', 'POINTS_OVER_LIMIT')
    }

    const orderId = newOrderNumber(new Date(now * 1000))
    const skippedGifts = await takeAllStock(trx, context)
    for (const [goodsId, num] of unitsByGoods(quote.lines)) await repo.addGoodsSales(trx, goodsId, num)
    if (context.seckill) {
      await redeemTicket(trx, memberId, context.seckill.ticket, orderId, now)
      for (const line of quote.lines) await takeSeckillStock(trx, context.seckill.seckillId, line.sku_id, line.num)
    }
    if (quote.coupon) await useCoupon(trx, memberId, quote.coupon.id, orderId)
    const paidInPoints = quote.order_type === 'point'
    if (quote.point_use > 0) await spendPoints(trx, memberId, quote.point_use, paidInPoints ? '积分商城兑换' : '订单抵扣', orderId)

    const address = context.address
    const order = {
      order_id: orderId,
      member_id: memberId,
      distributor_id: quote.lines[0]?.distributor_id ?? 0,
      status: paidInPoints ? ('PAYED' as const) : ('NOTPAY' as const),
      order_type: quote.order_type,
      total_fee: quote.total_fee,
      item_fee: quote.item_fee,
      freight_fee: quote.freight_fee,
      discount_fee: quote.discount_fee,
      coupon_fee: quote.coupon_fee,
      member_discount: quote.member_discount,
      point_fee: quote.point_fee,
      point_used: quote.point_use,
      point_earned: paidInPoints ? 0 : pointsEarnedFor(quote.total_fee - quote.freight_fee, context.pointMultiplier),
      total_num: quote.lines.reduce((acc, line) => acc + line.num, 0),
      member_coupon_id: quote.coupon?.id ?? null,
      seckill_id: context.seckill?.seckillId ?? null,
      seckill_ticket: context.seckill?.ticket ?? null,
      pay_type: paidInPoints ? 'point' : null,
      paid_at: paidInPoints ? now : null,
      receiver_name: address.name,
      receiver_mobile: address.mobile,
      receiver_province: address.province,
      receiver_city: address.city,
      receiver_county: address.county,
      receiver_address: address.addr,
      receiver_zip: address.postcode,
      invoice: request.invoice ? JSON.stringify(request.invoice) : null,
      remark: request.remark,
      idempotency_key: options.idempotencyKey ?? null,
      expires_at: paidInPoints ? null : now + options.unpaidMinutes * 60,
      created_at: now,
      updated_at: now,
    }
    await repo.insertOrder(trx, order)
    await repo.insertOrderItems(trx, orderItemRows(orderId, context, skippedGifts, now))
    await repo.removeCartLines(trx, memberId, context.cartIds)
    return createdView(order)
  })
}

function parseStoredInvoice(text: string | null) {
  if (!text) return null
  try {
    const value = JSON.parse(text) as { type?: unknown; title?: unknown; tax_number?: unknown }
    return { type: String(value.type ?? ''), title: String(value.title ?? ''), tax_number: String(value.tax_number ?? '') }
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
    items: items.map((item) => ({
      item_id: item.goods_id,
      sku_id: item.sku_id,
      title: item.item_name,
      pic: item.pic,
      spec_desc: item.spec_desc,
      price: item.price,
      point_price: item.point_price,
      num: item.quantity,
      item_fee: item.item_fee,
      discount_fee: item.discount_fee,
      total_fee: item.total_fee,
      is_gift: item.is_gift,
    })),
    receiver_name: order.receiver_name,
    receiver_mobile: order.receiver_mobile,
    receiver_address: [order.receiver_province, order.receiver_city, order.receiver_county, order.receiver_address].filter(Boolean).join(' '),
    invoice: parseStoredInvoice(order.invoice),
    remark: order.remark,
    remaining_seconds: order.status === 'NOTPAY' && order.expires_at !== null ? Math.max(0, order.expires_at - now) : 0,
  }
}
