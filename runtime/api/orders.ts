/**
 * The member's orders (spec 7.2 "Member area" and "Orders and payment"): the list by status tab,
 * the tab counts, one order, and what the member may do to it. Amounts are integer cents.
 */
import type { OrderStatus } from './checkout.ts'
import type { CallOptions, Http, Page } from './http.ts'

export type { OrderStatus }

/** `status` of GET orders: 0 全部, 1 待付款, 2 待发货, 3 待收货, 4 已完成, 5 已取消. */
export type OrderListStatus = '0' | '1' | '2' | '3' | '4' | '5'

type Flag = 0 | 1

export interface OrderLine {
  /** The order line's own id (after-sales and ratings name it). */
  id: number
  item_id: number | null
  sku_id: number | null
  title: string
  pic: string
  spec_desc: string
  /** Unit price this member paid. */
  price: number
  point_price: number
  num: number
  item_fee: number
  discount_fee: number
  total_fee: number
  is_gift: Flag
  /** Units in open or finished after-sales applications. */
  aftersales_num: number
  refunded_num: number
  refunded_fee: number
  is_rated: Flag
  can_aftersales: Flag
}

/** An order as the list shows it, with the buttons the server allows now. */
export interface OrderCard {
  order_id: string
  status: OrderStatus
  /** 待付款 待发货 待收货 已完成 已取消, or 售后中 while an after-sales application is open. */
  status_desc: string
  order_type: string
  /** 0 is the mall's own shop (商城自营). */
  distributor_id: number
  total_fee: number
  item_fee: number
  freight_fee: number
  discount_fee: number
  coupon_fee: number
  member_discount: number
  point_fee: number
  point_used: number
  total_num: number
  created_at: number
  /** When an unpaid order is cancelled by itself (unix seconds). */
  expires_at: number | null
  paid_at: number | null
  delivered_at: number | null
  finished_at: number | null
  is_rated: Flag
  in_aftersales: Flag
  items: OrderLine[]
  can_cancel: Flag
  can_pay: Flag
  can_confirm: Flag
  can_rate: Flag
  can_aftersales: Flag
  can_delete: Flag
}

export interface OrderReceiver {
  name: string
  mobile: string
  province: string
  city: string
  county: string
  address: string
  zip: string
}

export interface OrderPayment {
  trade_no: string
  pay_type: string
  amount: number
  status: string
  created_at: number
  paid_at: number | null
}

export interface OrderRefund {
  refund_bn: string
  refund_fee: number
  refund_point: number
  status: string
  reason: string
  aftersales_bn: string | null
  created_at: number
  refunded_at: number | null
}

/** The latest parcel, as the order detail summarises it. */
export interface LogisticsSummary {
  delivery_corp: string
  delivery_corp_name: string
  delivery_code: string
  delivered_at: number
  /** collected | in_transit | delivering | signed */
  state: string
  state_desc: string
  latest: { time: number; context: string } | null
}

export interface TimelineEntry {
  /** created | paid | delivered | finished | cancelled */
  key: string
  title: string
  time: number
}

export interface OrderDetail extends OrderCard {
  pay_type: string | null
  point_earned: number
  receipt_type: string
  receiver: OrderReceiver
  receiver_name: string
  receiver_mobile: string
  receiver_address: string
  invoice: { type: string; title: string; tax_number: string } | null
  remark: string
  cancel_reason: string | null
  cancelled_at: number | null
  /** Seconds left to pay an unpaid order. */
  remaining_seconds: number
  payments: OrderPayment[]
  refunds: OrderRefund[]
  refunded_fee: number
  logistics: LogisticsSummary | null
  timeline: TimelineEntry[]
}

/** How many orders each tab holds (GET orderscount). */
export interface OrderCounts {
  all: number
  notpay: number
  payed: number
  wait_confirm: number
  done: number
  cancel: number
  wait_rate: number
  aftersales: number
}

export interface TrackEvent {
  time: number
  context: string
  state: string
}

/** The latest parcel of an order with its events, newest first (GET trackerpull). */
export interface Tracking {
  order_id: string
  delivery_id: number | null
  delivery_corp: string
  delivery_corp_name: string
  delivery_code: string
  delivered_at: number | null
  state: string
  state_desc: string
  list: TrackEvent[]
}

export interface OrderListQuery {
  status: OrderListStatus
  page: number
  pageSize: number
}

/** One page of the member's goods orders, newest first. */
export function listOrders(http: Http, query: OrderListQuery, options?: CallOptions): Promise<Page<OrderCard>> {
  return http.paged<OrderCard>('orders', { status: query.status, page_no: query.page, page_size: query.pageSize }, options)
}

export function getOrderCounts(http: Http, options?: CallOptions): Promise<OrderCounts> {
  return http.get<OrderCounts>('orderscount', { order_type: 'normal' }, options)
}

/** One of the member's orders; another member's or an unknown one is a 404. */
export function getOrderDetail(http: Http, orderId: string, options?: CallOptions): Promise<OrderDetail> {
  return http.get<OrderDetail>(`order/${encodeURIComponent(orderId)}`, undefined, options)
}

export interface CancelledOrder {
  order_id: string
  status: OrderStatus
  cancel_reason: string
  /** Cents refunded for a paid order; 0 for an unpaid one. */
  refund_fee: number
}

export function cancelOrder(http: Http, orderId: string, reason: string, options?: CallOptions): Promise<CancelledOrder> {
  return http.post<CancelledOrder>('order/cancel', { order_id: orderId, cancel_reason: reason }, options)
}

export function confirmReceipt(
  http: Http,
  orderId: string,
  options?: CallOptions,
): Promise<{ order_id: string; status: OrderStatus; finished_at: number; point_earned: number }> {
  return http.post('order/confirmReceipt', { order_id: orderId }, options)
}

/** Hides a finished or cancelled order from the member's lists. */
export function deleteOrder(http: Http, orderId: string, options?: CallOptions): Promise<{ order_id: string; deleted: boolean }> {
  return http.post('trade.delete', { order_id: orderId }, options)
}

export function trackOrder(http: Http, orderId: string, options?: CallOptions): Promise<Tracking> {
  return http.get<Tracking>('trackerpull', { order_id: orderId }, options)
}

/** One goods line's rating: 1–5 stars and up to 500 characters. */
export interface RateLineInput {
  /** The order line's own id. */
  order_item_id: number
  star: number
  content: string
}

/**
 * Rates a finished order once (POST order/rate/create); lines left out get 5 stars. The lines go
 * as JSON text in the form body, as the server reads form posts.
 */
export function createRate(
  http: Http,
  orderId: string,
  input: { rates: RateLineInput[]; anonymous: boolean },
  options?: CallOptions,
): Promise<{ order_id: string; rated: number }> {
  return http.post('order/rate/create', { order_id: orderId, rates: JSON.stringify(input.rates), anonymous: input.anonymous ? '1' : '0' }, options)
}
