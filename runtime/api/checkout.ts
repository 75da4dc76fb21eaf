/**
 * Checkout calls (spec 7.2 "Item and cart": cart/checkout, order_new, order_new/{id}). Every amount
 * is integer cents computed by the server; the page only shows them.
 */
import type { Address } from './address.ts'
import type { CallOptions, Http } from './http.ts'

/** cart: the cart's ticked lines; fastbuy: the "buy now" line. */
export type CheckoutMode = 'cart' | 'fastbuy'
export type CheckoutOrderType = 'normal' | 'normal_seckill'

/** Where the lines come from; fixed for the page by its address (spec 2.1 /cart/checkout). */
export interface CheckoutSource {
  mode: CheckoutMode
  order_type?: CheckoutOrderType
  /** Cart mode: settle only this shop's lines. */
  distributor_id?: number
  seckill_id?: number
  ticket?: string
}

export type InvoiceType = 'personal' | 'company'

export interface InvoiceInput {
  type: InvoiceType
  title: string
  tax_number: string
}

/** What the shopper chooses on the page. */
export interface CheckoutChoice {
  address_id?: number
  /** A member coupon id, 'not_use' to decline, or '' for the best one (the server picks). */
  coupon: string
  point_use: number
  invoice: InvoiceInput | null
}

export interface CheckoutItem {
  item_id: number | null
  sku_id: number | null
  cart_id: number | null
  distributor_id: number
  title: string
  pic: string
  spec_desc: string
  /** Unit price this member pays before order-level discounts. */
  price: number
  sale_price: number
  market_price: number
  /** member, staff, seckill, sale, gift. */
  price_kind: string
  num: number
  item_fee: number
  discount_fee: number
  total_fee: number
  is_gift: 0 | 1
}

export interface CheckoutCoupon {
  /** The member coupon id: what `coupon` takes. */
  id: number
  card_id: number
  card_type: 'cash' | 'discount' | 'gift'
  title: string
  reduce_cost: number
  discount: number
  least_cost: number
  gift: string
  begin_date: number
  end_date: number
  /** Cents it takes off this order. */
  coupon_fee: number
  selected: 0 | 1
}

export interface CheckoutPromotion {
  promotion_id: number
  promotion_tag: string
  marketing_name: string
  discount_fee: number
}

export interface InvoiceView {
  type: string
  title: string
  tax_number: string
}

export interface CheckoutPreview {
  items: CheckoutItem[]
  order_type: string
  /** Σ sale price × num. */
  item_fee: number
  freight_fee: number
  /** Promotions plus seckill savings. */
  discount_fee: number
  coupon_fee: number
  member_discount: number
  point_fee: number
  /** Points this order deducts. */
  point_use: number
  total_fee: number
  total_num: number
  /** Most points this order can deduct. */
  max_point: number
  promotions: CheckoutPromotion[]
  coupon: CheckoutCoupon | null
  /** Only the coupons this order can use. */
  coupon_list: CheckoutCoupon[]
  address: Address | null
  /** The member's point balance. */
  point: number
  invoice_allowed: boolean
  invoice: InvoiceView | null
}

export interface CreatedOrder {
  order_id: string
  status: string
  total_fee: number
  /** When an unpaid order is cancelled (unix seconds); null once paid. */
  expires_at: number | null
  created_at: number
}

export type OrderStatus = 'NOTPAY' | 'PAYED' | 'WAIT_BUYER_CONFIRM' | 'DONE' | 'CANCEL'

export interface OrderSummaryItem {
  item_id: number | null
  title: string
  pic: string
  spec_desc: string
  price: number
  num: number
  total_fee: number
  is_gift: 0 | 1
}

/** An order as the cashier and result pages show it (GET order_new/{order_id}). */
export interface OrderSummary {
  order_id: string
  order_type: string
  status: OrderStatus
  total_fee: number
  pay_type: string | null
  expires_at: number | null
  created_at: number
  item_fee: number
  freight_fee: number
  total_num: number
  items: OrderSummaryItem[]
  receiver_name: string
  receiver_mobile: string
  receiver_address: string
  /** Seconds left to pay; 0 once due or when nothing is due. */
  remaining_seconds: number
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
export function previewCheckout(http: Http, source: CheckoutSource, choice: CheckoutChoice, options?: CallOptions): Promise<CheckoutPreview> {
  return http.post<CheckoutPreview>('cart/checkout', checkoutFields(source, choice), options)
}

export interface OrderInput {
  remark: string
  /** Makes a repeated submit answer with the order the first one made. */
  idempotencyKey: string
}

/** Places the order; the server prices it again exactly as the preview did. */
export function createOrder(http: Http, source: CheckoutSource, choice: CheckoutChoice, input: OrderInput, options?: CallOptions): Promise<CreatedOrder> {
  return http.post<CreatedOrder>('order_new', { ...checkoutFields(source, choice), remark: input.remark, idempotency_key: input.idempotencyKey }, options)
}

export function getOrderSummary(http: Http, orderId: string, options?: CallOptions): Promise<OrderSummary> {
  return http.get<OrderSummary>(`order_new/${encodeURIComponent(orderId)}`, undefined, options)
}

/** One of the member's unused coupons (user/getUserCardList), to explain why it cannot be used here. */
export interface HeldCoupon {
  /** The member coupon id, as in the checkout's coupon_list. */
  id: number
  card_type: 'cash' | 'discount' | 'gift'
  title: string
  reduce_cost: number
  discount: number
  least_cost: number
  gift: string
  use_scope: 'all' | 'goods' | 'category'
  begin_date: number
  end_date: number
}

/** Unused coupons only; a member holds few, so one page holds them all. */
export async function getHeldCoupons(http: Http, options?: CallOptions): Promise<HeldCoupon[]> {
  const page = await http.paged<HeldCoupon>('user/getUserCardList', { status: 1, page_no: 1, page_size: 999 }, options)
  return page.list
}
