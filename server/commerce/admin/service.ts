import type { Kysely } from 'kysely'
import type { Database, OrderStatus } from '../../db/types.ts'
import { fail } from '../../lib/errors.ts'
import { toPage } from '../../lib/pagination.ts'
import { AFTERSALES_RULES_FOR_ORDERS } from '../aftersales/status.ts'
import { findOrder } from '../order/repo/orders.ts'
import { contextsOf, orderDetail, requireOrderId } from '../order/service.ts'
import { ORDER_STATUS_DESC, parseOrderTypes } from '../order/status.ts'
import { toOrderCard } from '../order/view.ts'
import * as repo from './repo.ts'
import type { OperatorOrderQuery } from '../../../schemas/api/admin.ts'

const isOrderStatus = (value: string): value is OrderStatus => value in ORDER_STATUS_DESC

function statusesOf(raw: string | undefined): readonly OrderStatus[] | undefined {
  const value = raw?.trim() ?? ''
  if (value === '' || value === 'all') return undefined
  if (isOrderStatus(value)) return [value]
  throw fail('ORDER_STATUS_INVALID')
}

/** GET admin/orders: every member's orders, newest first, with who ordered and where it goes. */
export async function operatorOrders(db: Kysely<Database>, query: OperatorOrderQuery, now: number) {
  const filter: repo.OperatorOrderFilter = {
    statuses: statusesOf(query.status),
    types: parseOrderTypes(query.order_type ?? 'all'),
    keywords: query.keywords ?? '',
    memberId: query.member_id,
  }
  const page = toPage(query, 20, 100)
  const [orders, total] = await Promise.all([
    repo.listOrders(db, filter, page.pageSize, page.offset),
    repo.countOrders(db, filter),
  ])
  const contexts = await contextsOf(db, orders)
  return {
    list: orders.map((order) => ({
      ...toOrderCard(order, contexts.get(order.order_id)!, now, AFTERSALES_RULES_FOR_ORDERS),
      member_id: order.member_id,
      member_mobile: order.member_mobile,
      receiver_name: order.receiver_name,
      receiver_mobile: order.receiver_mobile,
      receiver_address: [order.receiver_province, order.receiver_city, order.receiver_county, order.receiver_address]
        .filter(Boolean)
        .join(' '),
    })),
    total_count: total,
  }
}

/** GET admin/orders/{order_id}: the order as its member sees it, and whose it is. */
export async function operatorOrderDetail(db: Kysely<Database>, rawOrderId: string, now: number) {
  const orderId = requireOrderId(rawOrderId)
  const order = await findOrder(db, orderId)
  if (!order) throw fail('ORDER_NOT_FOUND')
  return {
    ...(await orderDetail(db, order.member_id, orderId, now, { includeDeleted: true })),
    member_id: order.member_id,
  }
}
