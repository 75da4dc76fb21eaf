import type { Insertable } from 'kysely'
import type { OrderItemsTable } from '../../db/types.ts'
import { pointsEarnedFor } from '../pricing/points.ts'
import type { CheckoutContext } from './context.ts'
import type { CheckoutRequest } from './request.ts'

/**
 * The order row of a priced checkout. Every order waits unpaid until expires_at; a points-mall
 * order is paid at the points cashier (pointitems/pay.ts), which spends its points and only then
 * records them in point_used, so cancelling an unpaid one gives back no points it never took.
 */
export function orderRow(
  orderId: string,
  memberId: number,
  context: CheckoutContext & { address: NonNullable<CheckoutContext['address']> },
  request: CheckoutRequest,
  options: { now: number; unpaidMinutes: number; idempotencyKey?: string },
) {
  const { quote, address } = context
  const { now } = options
  const isPoint = quote.order_type === 'point'
  return {
    order_id: orderId,
    member_id: memberId,
    distributor_id: quote.lines[0]?.distributor_id ?? 0,
    status: 'NOTPAY' as const,
    order_type: quote.order_type,
    total_fee: quote.total_fee,
    item_fee: quote.item_fee,
    freight_fee: quote.freight_fee,
    discount_fee: quote.discount_fee,
    coupon_fee: quote.coupon_fee,
    member_discount: quote.member_discount,
    point_fee: quote.point_fee,
    point_used: isPoint ? 0 : quote.point_use,
    point_earned: isPoint ? 0 : pointsEarnedFor(quote.total_fee - quote.freight_fee, context.pointMultiplier),
    total_num: quote.lines.reduce((acc, line) => acc + line.num, 0),
    member_coupon_id: quote.coupon?.id ?? null,
    seckill_id: context.seckill?.seckillId ?? null,
    seckill_ticket: context.seckill?.ticket ?? null,
    pay_type: null,
    paid_at: null,
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
    expires_at: now + options.unpaidMinutes * 60,
    created_at: now,
    updated_at: now,
  }
}

/** Goods lines then gifts (less those that ran out); every row names every column, as one multi-row insert needs. */
export function orderItemRows(
  orderId: string,
  context: CheckoutContext,
  skippedGifts: Set<number>,
  now: number,
): Insertable<OrderItemsTable>[] {
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
