import type { Kysely } from 'kysely'
import type { Database } from '../../server/db/types.ts'
import { pointsToCents } from '../../server/commerce/pricing/points.ts'

/**
 * Every order's amounts agree with its lines: the total is the lines' cash plus freight, each line
 * pays its price less its discounts and never less than nothing, the lines' discounts are the
 * order's promotions, coupon and points, and the points deducted are worth what the order says.
 * Lists the orders that do not (empty when all do).
 */
export async function checkTotals(db: Kysely<Database>, orderIds: Set<string>): Promise<string[]> {
  const violations: string[] = []
  const fail = (message: string) => {
    if (violations.length < 50) violations.push(message)
  }
  const orders = (await db.selectFrom('orders').selectAll().execute()).filter((order) => orderIds.has(order.order_id))
  const items = await db
    .selectFrom('order_items')
    .select(['order_id', 'item_fee', 'discount_fee', 'total_fee', 'is_gift'])
    .execute()
  const byOrder = new Map<string, typeof items>()
  for (const item of items)
    if (orderIds.has(item.order_id)) byOrder.set(item.order_id, [...(byOrder.get(item.order_id) ?? []), item])

  for (const order of orders) {
    const lines = byOrder.get(order.order_id) ?? []
    const cash = lines.reduce((sum, line) => sum + line.total_fee, 0)
    if (cash + order.freight_fee !== order.total_fee)
      fail(`order ${order.order_id}: lines ${cash} + freight ${order.freight_fee} ≠ total ${order.total_fee}`)
    for (const line of lines) {
      if (line.total_fee !== line.item_fee - line.discount_fee || line.total_fee < 0) {
        fail(`order ${order.order_id}: a line pays ${line.total_fee} of ${line.item_fee} less ${line.discount_fee}`)
      }
    }
    if (order.order_type === 'normal') {
      const discounts = lines.reduce((sum, line) => sum + line.discount_fee, 0)
      const expected = order.discount_fee + order.coupon_fee + order.point_fee
      if (discounts !== expected)
        fail(`order ${order.order_id}: lines carry ${discounts} of discounts, the order ${expected}`)
      if (order.point_fee !== pointsToCents(order.point_used))
        fail(`order ${order.order_id}: ${order.point_used} points deducted as ${order.point_fee} cents`)
    }
  }
  return violations
}
