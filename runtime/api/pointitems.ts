/** Points-mall calls; each takes the client first so a server-side loader can pass its own. */
import type { GoodsSort, ItemCard } from '../../schemas/api/goods.ts'
import type { Checkout, CreatedOrder } from '../../schemas/api/checkout.ts'
import type { PointItemDetail, PointItemList, PointOrder } from '../../schemas/api/pointitems.ts'
import type { OrderCard } from '../../schemas/api/order.ts'
import type { CallOptions, Http, Page, QueryParams } from './http.ts'
import { call, callPaged } from './call.ts'

export type { PointItemDetail, PointOrder, PointSpecItem } from '../../schemas/api/pointitems.ts'
/** A points good in the list: the goods card, with its price in points as `point`. */
export type { ItemCard as PointItemCard }
export type { GoodsSort as PointSort }

export interface PointItemsQuery extends QueryParams {
  page: number
  pageSize: number
  sort?: GoodsSort
}

export function getPointItems(http: Http, query: PointItemsQuery): Promise<PointItemList> {
  return call(http, 'GET /pointsmall/goods/items', query)
}

export function getPointItem(http: Http, id: number): Promise<PointItemDetail> {
  return call(http, 'GET /pointsmall/goods/items/:id', { id })
}

/** The points goods a points checkout settles: one variant in a quantity, delivered to an address. */
export interface PointCheckoutInput {
  item_id: number
  sku_id: number
  num: number
  address_id?: number
}

function pointCheckoutFields(input: PointCheckoutInput) {
  return {
    order_type: 'point',
    item_id: input.item_id,
    sku_id: input.sku_id,
    num: input.num,
    ...(input.address_id === undefined ? {} : { address_id: input.address_id }),
  }
}

/** The priced points checkout (points total in point_use, balance in point); writes nothing. */
export function previewPointCheckout(http: Http, input: PointCheckoutInput, options?: CallOptions): Promise<Checkout> {
  return call(http, 'POST /cart/checkout', pointCheckoutFields(input), options)
}

/** Places the points order, unpaid: it is paid at the points cashier. */
export function createPointOrder(
  http: Http,
  input: PointCheckoutInput,
  idempotencyKey: string,
  options?: CallOptions,
): Promise<CreatedOrder> {
  return call(http, 'POST /order_new', { ...pointCheckoutFields(input), idempotency_key: idempotencyKey }, options)
}

/** One of the member's points orders with the points due and the balance. */
export function getPointOrder(http: Http, orderId: string, options?: CallOptions): Promise<PointOrder> {
  return call(http, 'GET /pointsmall/order', { order_id: orderId }, options)
}

/** Pays the points order in points; paying it again answers the same. */
export function payPointOrder(http: Http, orderId: string, options?: CallOptions): Promise<PointOrder> {
  return call(http, 'POST /pointsmall/order/pay', { order_id: orderId }, options)
}

/** One page of the member's points-mall orders, newest first (GET orders with order_type point). */
export function listPointOrders(
  http: Http,
  query: { page: number; pageSize: number },
  options?: CallOptions,
): Promise<Page<OrderCard>> {
  return callPaged(
    http,
    'GET /orders',
    { status: '0', order_type: 'point', page_no: query.page, page_size: query.pageSize },
    options,
  )
}
