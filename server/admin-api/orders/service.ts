import type { Kysely } from 'kysely'
import type { Database, OrderStatus } from '../../db/types.ts'
import { fail } from '../../lib/errors.ts'
import { toPage } from '../../lib/pagination.ts'
import { AFTERSALES_RULES_FOR_ORDERS } from '../../commerce/aftersales/status.ts'
import { findOrder } from '../../commerce/order/repo/orders.ts'
import { contextsOf, orderDetail, requireOrderId } from '../../commerce/order/service.ts'
import { ORDER_STATUS_DESC, parseOrderTypes } from '../../commerce/order/status.ts'
import { toOrderCard } from '../../commerce/order/view.ts'
import * as repo from './repo.ts'
import * as detailRepo from './detail-repo.ts'
import { OWN_SHOP } from '../../../schemas/api/admin/order-labels.ts'
import type { OperatorOrderQuery, OrderFilters } from '../../../schemas/api/admin.ts'
import { chinaDateStart } from './china-day.ts'
import { DAY_SECONDS } from '../../../schemas/time.ts'

const isOrderStatus = (value: string): value is OrderStatus => value in ORDER_STATUS_DESC

function statusesOf(raw: string | undefined): readonly OrderStatus[] | undefined {
  const value = raw?.trim() ?? ''
  if (value === '' || value === 'all') return undefined
  if (isOrderStatus(value)) return [value]
  throw fail('ORDER_STATUS_INVALID')
}

/** The list's filters as the repo takes them; the same for the list, its counts and the export. */
export function orderFilterOf(companyId: number, query: OrderFilters): repo.OperatorOrderFilter {
  const from = query.created_from ? chinaDateStart(query.created_from) : undefined
  const to = query.created_to ? chinaDateStart(query.created_to) : undefined
  if (from !== undefined && to !== undefined && from > to) throw fail('ORDER_DATE_INVALID')
  const distributor = query.distributor_id?.trim()
  return {
    companyId,
    statuses: statusesOf(query.status),
    types: parseOrderTypes(query.order_type || 'all'),
    keywords: query.keywords ?? '',
    memberId: query.member_id,
    orderId: query.order_id?.trim() || undefined,
    mobile: query.mobile?.trim() || undefined,
    distributorId: distributor ? Number(distributor) : undefined,
    createdFrom: from,
    createdTo: to === undefined ? undefined : to + DAY_SECONDS - 1,
    payType: query.pay_type?.trim() || undefined,
  }
}

/** GET orders: the company's orders, newest first, with who ordered and where it goes. */
export async function operatorOrders(db: Kysely<Database>, companyId: number, query: OperatorOrderQuery, now: number) {
  const filter = orderFilterOf(companyId, query)
  const page = toPage(query, 20, 100)
  const [orders, total, byStatus] = await Promise.all([
    repo.listOrders(db, filter, page.pageSize, page.offset),
    repo.countOrders(db, filter),
    repo.countOrdersByStatus(db, filter),
  ])
  const contexts = await contextsOf(db, orders)
  return {
    list: orders.map((order) => ({
      ...toOrderCard(order, contexts.get(order.order_id)!, now, AFTERSALES_RULES_FOR_ORDERS),
      member_id: order.member_id,
      member_mobile: order.member_mobile,
      pay_type: order.pay_type,
      receiver_name: order.receiver_name,
      receiver_mobile: order.receiver_mobile,
      receiver_address: [order.receiver_province, order.receiver_city, order.receiver_county, order.receiver_address]
        .filter(Boolean)
        .join(' '),
    })),
    total_count: total,
    status_counts: Object.fromEntries(
      Object.keys(ORDER_STATUS_DESC).map((status) => [status, byStatus[status as OrderStatus] ?? 0]),
    ) as Record<OrderStatus, number>,
  }
}

/** An order of the operator's company; another company's order is as unknown as a missing one. */
export async function requireCompanyOrder(db: Kysely<Database>, companyId: number, rawOrderId: string) {
  const orderId = requireOrderId(rawOrderId)
  const order = await findOrder(db, orderId)
  if (!order || (await repo.orderCompany(db, orderId)) !== companyId) throw fail('ORDER_NOT_FOUND')
  return order
}

/** An after-sales application of the operator's company. */
export async function requireCompanyAftersales(db: Kysely<Database>, companyId: number, bn: string) {
  if ((await repo.aftersalesCompany(db, bn)) !== companyId) throw fail('AFTERSALES_NOT_FOUND')
}

/** GET orders/{order_id}: the order as its member sees it, and whose it is. */
export async function operatorOrderDetail(db: Kysely<Database>, companyId: number, rawOrderId: string, now: number) {
  const order = await requireCompanyOrder(db, companyId, rawOrderId)
  const orderId = order.order_id
  const [detail, mobile, shop, codes, traces] = await Promise.all([
    orderDetail(db, order.member_id, orderId, now, { includeDeleted: true }),
    detailRepo.memberMobile(db, order.member_id),
    detailRepo.shopName(db, order.distributor_id),
    detailRepo.lineCodes(db, orderId),
    detailRepo.logisticsTraces(db, orderId),
  ])
  return {
    ...detail,
    member_id: order.member_id,
    member_mobile: mobile,
    distributor_name: shop ?? OWN_SHOP.label,
    operator_remark: order.operator_remark,
    item_codes: Object.fromEntries(codes.map((line) => [String(line.id), line.bn])),
    traces: traces.map((trace) => ({ time: Number(trace.time), context: trace.context })),
  }
}
