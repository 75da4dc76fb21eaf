/**
 * Checkout calls (spec 7.2 "Item and cart": cart/checkout, order_new, order_new/{id}). Every amount
 * is integer cents computed by the server; the page only shows them.
 */
import type { Checkout, CheckoutBody, CreatedOrder, InvoiceView, OrderSummary } from '../../schemas/api/checkout.ts'
import type { HeldCoupon } from '../../schemas/api/coupon.ts'
import type { CallOptions, Http } from './http.ts'
import { call, callPaged } from './call.ts'

export type {
  CheckoutCoupon,
  CheckoutItem,
  CheckoutPromotion,
  CreatedOrder,
  InvoiceView,
  OrderSummary,
} from '../../schemas/api/checkout.ts'
export type { Checkout as CheckoutPreview } from '../../schemas/api/checkout.ts'
export type { OrderStatus } from '../../schemas/api/order.ts'
export type { HeldCoupon }

/** cart: the cart's ticked lines; fastbuy: the "buy now" line. */
export type CheckoutMode = 'cart' | 'fastbuy'
export type CheckoutOrderType = 'normal' | 'normal_seckill'

/**
 * Where the lines come from, fixed for the page by its address (spec 2.1 /cart/checkout): the body's
 * fields, with the modes this page offers. distributor_id in cart mode settles only that shop's lines.
 */
export type CheckoutSource = Pick<CheckoutBody, 'distributor_id' | 'seckill_id' | 'ticket'> & {
  mode: CheckoutMode
  order_type?: CheckoutOrderType
}

export type InvoiceType = 'personal' | 'company'

/** The invoice the shopper asks for; sent as invoice_type, invoice_title and tax_number. */
export type InvoiceInput = Omit<InvoiceView, 'type'> & { type: InvoiceType }

/** What the shopper chooses on the page. */
export interface CheckoutChoice {
  address_id?: number
  /** A member coupon id, 'not_use' to decline, or '' for the best one (the server picks). */
  coupon: string
  point_use: number
  invoice: InvoiceInput | null
}

function checkoutFields(source: CheckoutSource, choice: CheckoutChoice) {
  const invoice = choice.invoice
  return {
    ...source,
    ...(choice.address_id === undefined ? {} : { address_id: choice.address_id }),
    coupon: choice.coupon,
    point_use: choice.point_use,
    ...(invoice ? { invoice_type: invoice.type, invoice_title: invoice.title, tax_number: invoice.tax_number } : {}),
  }
}

/** The priced checkout for these choices; writes nothing. */
export function previewCheckout(
  http: Http,
  source: CheckoutSource,
  choice: CheckoutChoice,
  options?: CallOptions,
): Promise<Checkout> {
  return call(http, 'POST /cart/checkout', checkoutFields(source, choice), options)
}

export interface OrderInput {
  remark: string
  /** Makes a repeated submit answer with the order the first one made. */
  idempotencyKey: string
}

/** Places the order; the server prices it again exactly as the preview did. */
export function createOrder(
  http: Http,
  source: CheckoutSource,
  choice: CheckoutChoice,
  input: OrderInput,
  options?: CallOptions,
): Promise<CreatedOrder> {
  return call(
    http,
    'POST /order_new',
    { ...checkoutFields(source, choice), remark: input.remark, idempotency_key: input.idempotencyKey },
    options,
  )
}

export function getOrderSummary(http: Http, orderId: string, options?: CallOptions): Promise<OrderSummary> {
  return call(http, 'GET /order_new/:order_id', { order_id: orderId }, undefined, options)
}

/** Unused coupons only; a member holds few, so one page holds them all. */
export async function getHeldCoupons(http: Http, options?: CallOptions): Promise<HeldCoupon[]> {
  const page = await callPaged(http, 'GET /user/getUserCardList', { status: 1, page_no: 1, page_size: 999 }, options)
  return page.list
}
