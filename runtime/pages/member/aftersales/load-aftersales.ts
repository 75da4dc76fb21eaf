import { redirect } from 'react-router-dom'
import { ApiError } from '../../../api/api-error.ts'
import {
  getAftersalesInfo,
  getAftersalesReasons,
  listAftersales,
  type AftersalesReasons,
  type AftersalesView,
} from '../../../api/aftersales.ts'
import type { Http } from '../../../api/http.ts'
import { getOrderDetail, type OrderDetail } from '../../../api/orders.ts'
import { notFound } from '../../../routing/params.ts'
import { requireMember } from '../../../features/member/require-member.ts'
import { keepPageInRange, pageParam, type ListPage } from '../coupon/page-param.ts'

/** Order and application numbers are digits (the server's rule); anything else names nothing. */
const NUMBER = /^\d{1,32}$/
const LINE_ID = /^\d{1,10}$/

/** Applications are compact rows: 10 a page, the server's default. */
export const AFTERSALES_PAGE_SIZE = 10

/** A read whose 404 (unknown, or another member's) is the 404 page. */
async function orNotFound<T>(read: Promise<T>): Promise<T> {
  try {
    return await read
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound()
    throw error
  }
}

export interface ApplyData {
  order: OrderDetail
  reasons: AftersalesReasons
  /** The line named in the address (?item_id= is the order line's id), if it is one of the order's. */
  lineId: number | null
  /** Set when modifying an application instead of making one. */
  editing: AftersalesView | null
}

/**
 * /member/aftersales/apply-refund?order_id=…&item_id=… (a new application for an order line) or
 * ?aftersales_bn=… (changing one the shop has not reviewed yet).
 */
export async function loadApply(http: Http, request: Request): Promise<ApplyData> {
  requireMember(request)
  const params = new URL(request.url).searchParams
  const bn = params.get('aftersales_bn')
  let editing: AftersalesView | null = null
  let orderId = params.get('order_id')
  if (bn !== null) {
    if (!NUMBER.test(bn)) throw notFound()
    editing = await orNotFound(getAftersalesInfo(http, bn, { silent: true }))
    // Reviewed already: nothing to change, its page says what happens next.
    if (editing.can_modify !== 1) throw redirect(`/member/aftersales/${editing.aftersales_bn}`)
    orderId = editing.order_id
  }
  if (!orderId || !NUMBER.test(orderId)) throw notFound()
  const [order, reasons] = await Promise.all([
    orNotFound(getOrderDetail(http, orderId, { silent: true })),
    getAftersalesReasons(http, { silent: true }),
  ])
  const item = params.get('item_id')
  const lineId = editing ? editing.order_item_id : item && LINE_ID.test(item) ? Number(item) : null
  return { order, reasons, lineId: order.items.some((line) => line.id === lineId) ? lineId : null, editing }
}

export type AftersalesListData = ListPage<AftersalesView>

/** The list's address on the route it is shown under, for a page. */
export function aftersalesListHref(pathname: string, page: number): string {
  return page > 1 ? `${pathname}?page=${page}` : pathname
}

/** /member/aftersales (and /member/trade/aftersale-list): one page of applications; past the end goes to the last page. */
export async function loadAftersalesList(http: Http, request: Request): Promise<AftersalesListData> {
  requireMember(request)
  const url = new URL(request.url)
  const page = pageParam(url)
  const result = await listAftersales(http, { page, pageSize: AFTERSALES_PAGE_SIZE })
  keepPageInRange(page, result.total, AFTERSALES_PAGE_SIZE, (last) => aftersalesListHref(url.pathname, last))
  return { page, list: result.list, total: result.total }
}

export interface AftersalesDetailData {
  aftersales: AftersalesView
}

/** /member/aftersales/{id} and /member/trade/aftersale?aftersales_bn=…: one application. */
export async function loadAftersalesDetail(
  http: Http,
  request: Request,
  id: string | undefined,
): Promise<AftersalesDetailData> {
  requireMember(request)
  const bn = id ?? new URL(request.url).searchParams.get('aftersales_bn')
  if (!bn || !NUMBER.test(bn)) throw notFound()
  return { aftersales: await orNotFound(getAftersalesInfo(http, bn, { silent: true })) }
}
