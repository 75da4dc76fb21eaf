import type { Kysely } from 'kysely'
import type { Database } from '../server/db/types.ts'
import type { Snapshot } from './shop-setup.ts'
import type { AcknowledgedOrder } from './shoppers.ts'

/** What the checks looked at, for the report. */
export interface Checked {
  ordersInDatabase: number
  acknowledged: number
  /** Orders committed whose answer a kill cut off and whose retry was refused or never sent. */
  committedUnacknowledged: number
  cancelled: number
  unitsSold: number
  couponsUsed: number
  pointLedgerRows: number
}

const add = (map: Map<number, number>, key: number, n: number) => map.set(key, (map.get(key) ?? 0) + n)

/**
 * Reads the database after the crashes and lists every broken promise (empty when all hold):
 * each acknowledged order is there with its lines; stock taken equals units in live orders and
 * sales moved with it; a used coupon belongs to exactly one live order of its holder and no card
 * was issued past its quantity; no balance is negative and each one is what its ledger sums to.
 */
export async function checkInvariants(
  db: Kysely<Database>,
  snapshot: Snapshot,
  acknowledged: AcknowledgedOrder[],
): Promise<{ violations: string[]; checked: Checked }> {
  const violations: string[] = []
  const fail = (message: string) => {
    if (violations.length < 50) violations.push(message)
  }

  const orders = (await db.selectFrom('orders').selectAll().execute()).filter(
    (order) => !snapshot.orderIds.has(order.order_id),
  )
  const byId = new Map(orders.map((order) => [order.order_id, order]))
  const items = (await db.selectFrom('order_items').selectAll().execute()).filter((item) => byId.has(item.order_id))
  const itemsByOrder = new Map<string, typeof items>()
  for (const item of items) itemsByOrder.set(item.order_id, [...(itemsByOrder.get(item.order_id) ?? []), item])

  // Every acknowledged order survived, as it was acknowledged, with its lines.
  for (const ack of acknowledged) {
    const order = byId.get(ack.orderId)
    if (!order) {
      fail(`acknowledged order ${ack.orderId} is missing`)
      continue
    }
    if (order.member_id !== ack.memberId)
      fail(`order ${ack.orderId} belongs to member ${order.member_id}, acknowledged to ${ack.memberId}`)
    if (order.total_fee !== ack.totalFee)
      fail(`order ${ack.orderId} total_fee ${order.total_fee}, acknowledged ${ack.totalFee}`)
    if (order.point_used !== ack.pointUse)
      fail(`order ${ack.orderId} point_used ${order.point_used}, acknowledged ${ack.pointUse}`)
    if (ack.cancelled === 'yes' && order.status !== 'CANCEL')
      fail(`order ${ack.orderId} was cancelled (200) but is ${order.status}`)
    if (ack.cancelled === 'no' && order.status === 'CANCEL')
      fail(`order ${ack.orderId} is cancelled though nobody cancelled it`)
  }
  for (const order of orders) {
    const lines = itemsByOrder.get(order.order_id) ?? []
    if (lines.length === 0) fail(`order ${order.order_id} has no lines`)
    const units = lines.filter((line) => line.is_gift === 0).reduce((sum, line) => sum + line.quantity, 0)
    if (units !== order.total_num) fail(`order ${order.order_id} total_num ${order.total_num}, its lines hold ${units}`)
  }
  const keys = new Set<string>()
  for (const order of orders) {
    if (order.idempotency_key === null) continue
    const key = `${order.member_id}/${order.idempotency_key}`
    if (keys.has(key)) fail(`two orders for member ${order.member_id} under idempotency key ${order.idempotency_key}`)
    keys.add(key)
  }

  // Stock: what left each SKU is exactly what live orders hold, and sales moved with it.
  const live = new Set(orders.filter((order) => order.status !== 'CANCEL').map((order) => order.order_id))
  const skuUnits = new Map<number, number>()
  const goodsUnits = new Map<number, number>()
  for (const item of items) {
    if (!live.has(item.order_id)) continue
    if (item.sku_id !== null) add(skuUnits, item.sku_id, item.quantity)
    if (item.goods_id !== null && item.is_gift === 0) add(goodsUnits, item.goods_id, item.quantity)
  }
  const skus = await db.selectFrom('skus').select(['id', 'store', 'sales']).execute()
  for (const sku of skus) {
    const before = snapshot.skus.get(sku.id)
    if (!before) {
      fail(`SKU ${sku.id} appeared during the run`)
      continue
    }
    const held = skuUnits.get(sku.id) ?? 0
    if (sku.store < 0) fail(`SKU ${sku.id} stock is negative: ${sku.store}`)
    if (sku.store + held !== before.store)
      fail(`SKU ${sku.id}: stock ${sku.store} + ${held} in live orders ≠ initial stock ${before.store}`)
    if (sku.sales - before.sales !== held)
      fail(`SKU ${sku.id}: sales rose by ${sku.sales - before.sales}, live orders hold ${held}`)
  }
  for (const goods of await db.selectFrom('goods').select(['id', 'sales']).execute()) {
    const rose = goods.sales - (snapshot.goodsSales.get(goods.id) ?? 0)
    const held = goodsUnits.get(goods.id) ?? 0
    if (rose !== held) fail(`goods ${goods.id}: sales rose by ${rose}, live orders hold ${held}`)
  }

  // Coupons: issued within quantity; a used coupon belongs to exactly one live order of its holder.
  const cards = await db.selectFrom('coupons').select(['id', 'get_num', 'quantity', 'get_limit']).execute()
  const memberCoupons = await db.selectFrom('member_coupons').selectAll().execute()
  const heldPerCard = new Map<number, number>()
  const heldPerMemberCard = new Map<string, number>()
  for (const coupon of memberCoupons) {
    add(heldPerCard, coupon.card_id, 1)
    const key = `${coupon.member_id}/${coupon.card_id}`
    heldPerMemberCard.set(key, (heldPerMemberCard.get(key) ?? 0) + 1)
  }
  for (const card of cards) {
    const issued = card.get_num - (snapshot.couponGetNum.get(card.id) ?? 0)
    const received = (heldPerCard.get(card.id) ?? 0) - (snapshot.memberCouponsPerCard.get(card.id) ?? 0)
    if (issued !== received) fail(`card ${card.id}: get_num rose by ${issued}, ${received} copies were received`)
    if (card.get_num > card.quantity) fail(`card ${card.id}: ${card.get_num} issued of ${card.quantity}`)
  }
  const limits = new Map(cards.map((card) => [card.id, card.get_limit]))
  for (const [key, n] of heldPerMemberCard) {
    const cardId = Number(key.split('/')[1])
    if (n > (limits.get(cardId) ?? 0)) fail(`member/card ${key} holds ${n} copies, limit ${limits.get(cardId)}`)
  }
  const liveByCoupon = new Map<number, string[]>()
  for (const order of orders) {
    if (order.member_coupon_id === null || order.status === 'CANCEL') continue
    liveByCoupon.set(order.member_coupon_id, [...(liveByCoupon.get(order.member_coupon_id) ?? []), order.order_id])
  }
  let couponsUsed = 0
  for (const coupon of memberCoupons) {
    const holders = liveByCoupon.get(coupon.id) ?? []
    if (holders.length > 1) fail(`coupon ${coupon.id} pays for ${holders.length} live orders: ${holders.join(', ')}`)
    if (coupon.status === 'used') {
      couponsUsed++
      const order = coupon.order_id === null ? undefined : (byId.get(coupon.order_id) ?? undefined)
      if (holders.length === 0 && !(coupon.order_id && snapshot.orderIds.has(coupon.order_id)))
        fail(`coupon ${coupon.id} is used but no live order holds it`)
      else if (
        order &&
        (order.member_coupon_id !== coupon.id || order.member_id !== coupon.member_id || order.status === 'CANCEL')
      ) {
        fail(`coupon ${coupon.id} names order ${coupon.order_id}, which does not hold it`)
      }
    } else if (holders.length > 0) {
      fail(`coupon ${coupon.id} is ${coupon.status} but live order ${holders[0]} holds it`)
    }
  }

  // Points: never negative, each balance is what its ledger sums to, each order spent what it says.
  const balances = await db.selectFrom('member_points').selectAll().execute()
  const logs = await db.selectFrom('point_logs').select(['member_id', 'delta', 'order_id']).execute()
  const ledger = new Map<number, number>()
  const perOrder = new Map<string, number>()
  for (const log of logs) {
    add(ledger, log.member_id, log.delta)
    if (log.order_id !== null) perOrder.set(log.order_id, (perOrder.get(log.order_id) ?? 0) + log.delta)
  }
  for (const row of balances) {
    if (row.balance < 0) fail(`member ${row.member_id} has a negative balance ${row.balance}`)
    if ((ledger.get(row.member_id) ?? 0) !== row.balance)
      fail(`member ${row.member_id}: balance ${row.balance}, ledger sums to ${ledger.get(row.member_id) ?? 0}`)
    if (row.total_earned - row.total_spent !== row.balance)
      fail(`member ${row.member_id}: earned ${row.total_earned} − spent ${row.total_spent} ≠ balance ${row.balance}`)
  }
  for (const order of orders) {
    const spent = -(perOrder.get(order.order_id) ?? 0)
    const expected = order.status === 'CANCEL' ? 0 : order.point_used
    if (spent !== expected)
      fail(`order ${order.order_id} (${order.status}) spent ${spent} points in the ledger, expected ${expected}`)
  }

  const acknowledgedIds = new Set(acknowledged.map((ack) => ack.orderId))
  return {
    violations,
    checked: {
      ordersInDatabase: orders.length,
      acknowledged: acknowledged.length,
      committedUnacknowledged: orders.filter((order) => !acknowledgedIds.has(order.order_id)).length,
      cancelled: orders.length - live.size,
      unitsSold: [...skuUnits.values()].reduce((a, b) => a + b, 0),
      couponsUsed,
      pointLedgerRows: logs.length,
    },
  }
}
