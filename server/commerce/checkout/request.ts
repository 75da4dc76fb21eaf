import { fail } from '../../lib/errors.ts'
import { parseInvoice, type Invoice } from './invoice.ts'
import type { CouponChoice, QuoteOrderType } from '../pricing/quote-types.ts'
import type { CheckoutBody } from '../../../schemas/api/checkout.ts'

export type CheckoutMode = 'cart' | 'fastbuy' | 'point'

/** Where the lines of a checkout come from. */
export type LineSource =
  | { kind: 'cart'; distributorId?: number }
  | { kind: 'fastbuy' }
  | { kind: 'seckill'; seckillId: number; ticket: string }
  | { kind: 'item'; itemId?: number; skuId?: number; num: unknown }

/** A checkout (preview or order) as the service understands it, after aliases are resolved. */
export interface CheckoutRequest {
  orderType: QuoteOrderType
  source: LineSource
  addressId?: number
  coupon: CouponChoice
  /** Points the shopper asks to deduct. */
  pointUse: number
  invoice: Invoice | null
  remark: string
}

/** '' (or nothing) lets checkout pick the best coupon; 'not_use' declines any; else a member_coupons id. */
export function parseCouponChoice(raw: string | undefined): CouponChoice {
  const value = raw?.trim() ?? ''
  if (value === '') return { kind: 'best' }
  if (value === 'not_use') return { kind: 'none' }
  if (/^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647) return { kind: 'id', id: Number(value) }
  throw fail('COUPON_ID_INVALID')
}

function orderTypeOf(body: CheckoutBody, mode: CheckoutMode | undefined): QuoteOrderType {
  if (body.order_type) return body.order_type
  if (mode === 'point') return 'point'
  return body.seckill_id !== undefined || body.ticket || body.seckill_ticket ? 'normal_seckill' : 'normal'
}

function sourceOf(body: CheckoutBody, orderType: QuoteOrderType, mode: CheckoutMode | undefined): LineSource {
  if (orderType === 'normal_seckill') {
    const ticket = (body.ticket ?? body.seckill_ticket ?? '').trim()
    if (body.seckill_id === undefined || ticket === '') throw fail('SECKILL_TICKET_INVALID')
    return { kind: 'seckill', seckillId: body.seckill_id, ticket }
  }
  if (orderType === 'point') {
    if (mode === 'cart') throw fail('POINT_GOODS_SEPARATE')
    if (body.item_id !== undefined || body.sku_id !== undefined)
      return { kind: 'item', itemId: body.item_id, skuId: body.sku_id, num: body.num ?? 1 }
    return { kind: 'fastbuy' }
  }
  if (mode === 'point') throw fail('MODE_MISMATCH')
  if (mode === 'fastbuy') return { kind: 'fastbuy' }
  return { kind: 'cart', distributorId: body.distributor_id }
}

/** Resolves the ECShopX aliases (cart_type/mode, addr_id, seckill_ticket, flat invoice fields). */
export function toCheckoutRequest(body: CheckoutBody): CheckoutRequest {
  const mode = body.mode ?? body.cart_type
  const orderType = orderTypeOf(body, mode)
  const invoiceInput =
    body.invoice ??
    (body.invoice_type !== undefined || body.invoice_title !== undefined || body.tax_number !== undefined
      ? { type: body.invoice_type, title: body.invoice_title, tax_number: body.tax_number }
      : null)
  return {
    orderType,
    source: sourceOf(body, orderType, mode),
    addressId: body.address_id ?? body.addr_id,
    coupon: parseCouponChoice(body.coupon),
    pointUse: body.point_use ?? 0,
    invoice: parseInvoice(invoiceInput),
    remark: body.remark?.trim() ?? '',
  }
}
