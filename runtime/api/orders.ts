/**
 * The member's orders (spec 7.2 "Member area" and "Orders and payment"): the list by status tab,
 * the tab counts, one order, and what the member may do to it. Amounts are integer cents.
 */
import type { Tracking } from '../../schemas/api/logistics.ts'
import type {
  CancelledOrder,
  ConfirmedOrder,
  DeletedOrder,
  OrderCard,
  OrderCounts,
  OrderDetail,
} from '../../schemas/api/order.ts'
import type { RateCreated, RateLineInput } from '../../schemas/api/order-rate.ts'
import type { CallOptions, Http, Page } from './http.ts'
import { call, callPaged } from './call.ts'

export type { Tracking } from '../../schemas/api/logistics.ts'
export type {
  CancelledOrder,
  LogisticsSummary,
  OrderCard,
  OrderCounts,
  OrderDetail,
  OrderLine,
} from '../../schemas/api/order.ts'
export type { RateLineInput }

/** `status` of GET orders: 0 全部, 1 待付款, 2 待发货, 3 待收货, 4 已完成, 5 已取消. */
export type OrderListStatus = '0' | '1' | '2' | '3' | '4' | '5'

/** Which tab and page of the member's orders to list. */
export interface OrderListRequest {
  status: OrderListStatus
  page: number
  pageSize: number
}

/** One page of the member's goods orders, newest first. */
export function listOrders(http: Http, query: OrderListRequest, options?: CallOptions): Promise<Page<OrderCard>> {
  return callPaged(
    http,
    'GET /orders',
    { status: query.status, page_no: query.page, page_size: query.pageSize },
    options,
  )
}

export function getOrderCounts(http: Http, options?: CallOptions): Promise<OrderCounts> {
  return call(http, 'GET /orderscount', { order_type: 'normal' }, options)
}

/** One of the member's orders; another member's or an unknown one is a 404. */
export function getOrderDetail(http: Http, orderId: string, options?: CallOptions): Promise<OrderDetail> {
  return call(http, 'GET /order/:order_id', { order_id: orderId }, undefined, options)
}

export function cancelOrder(
  http: Http,
  orderId: string,
  reason: string,
  options?: CallOptions,
): Promise<CancelledOrder> {
  return call(http, 'POST /order/cancel', { order_id: orderId, cancel_reason: reason }, options)
}

export function confirmReceipt(http: Http, orderId: string, options?: CallOptions): Promise<ConfirmedOrder> {
  return call(http, 'POST /order/confirmReceipt', { order_id: orderId }, options)
}

/** Hides a finished or cancelled order from the member's lists. */
export function deleteOrder(http: Http, orderId: string, options?: CallOptions): Promise<DeletedOrder> {
  return call(http, 'POST /trade.delete', { order_id: orderId }, options)
}

export function trackOrder(http: Http, orderId: string, options?: CallOptions): Promise<Tracking> {
  return call(http, 'GET /trackerpull', { order_id: orderId }, options)
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
): Promise<RateCreated> {
  return call(
    http,
    'POST /order/rate/create',
    { order_id: orderId, rates: JSON.stringify(input.rates), anonymous: input.anonymous ? '1' : '0' },
    options,
  )
}
