/**
 * What a flash sale must never break, read back from the database after the run: no more seckill
 * units in orders than the seckill had in stock (per SKU, and its stock never below zero), the
 * seckill's stock and sales moved exactly with the live orders, no member holds more units of a
 * seckill SKU than its per-member limit, and every order is paid for by exactly one used ticket
 * of its member. The shop-wide checks (every acknowledged order present, SKU stock, sales and
 * ledgers) are reliability/invariants.ts's.
 */
import type { Kysely } from 'kysely'
import type { Database } from '../../server/db/types.ts'
import { seckillItemsOf, seckillOrderLines, usedTickets } from './sale-repo.ts'

export interface SaleFigures {
  /** Seckill units the activity had for the run, over all its SKUs of the goods. */
  stock: number
  /** Units in live seckill orders. */
  unitsSold: number
  orders: number
  /** The most units one member holds of one SKU. */
  mostPerMember: number
  limit: number
  ticketsUsed: number
}

export async function checkSale(
  db: Kysely<Database>,
  sale: { seckillId: number; skuIds: number[]; stockPerSku: number; limit: number },
): Promise<{ violations: string[]; figures: SaleFigures }> {
  const violations: string[] = []
  const items = await seckillItemsOf(db, sale.seckillId, sale.skuIds)
  const lines = await seckillOrderLines(db, sale.seckillId)
  const tickets = await usedTickets(db, sale.seckillId)

  const live = lines.filter((line) => line.status !== 'CANCEL')
  const perSku = new Map<number, number>()
  const perMemberSku = new Map<string, number>()
  for (const line of live) {
    if (line.sku_id === null) continue
    perSku.set(line.sku_id, (perSku.get(line.sku_id) ?? 0) + line.quantity)
    const key = `${line.member_id}/${line.sku_id}`
    perMemberSku.set(key, (perMemberSku.get(key) ?? 0) + line.quantity)
  }

  for (const item of items) {
    const sold = perSku.get(item.sku_id) ?? 0
    if (sold > sale.stockPerSku)
      violations.push(`oversold: SKU ${item.sku_id} has ${sold} units in orders, seckill stock was ${sale.stockPerSku}`)
    if (item.stock < 0) violations.push(`SKU ${item.sku_id}: seckill stock is negative (${item.stock})`)
    if (item.stock + sold !== sale.stockPerSku)
      violations.push(
        `SKU ${item.sku_id}: seckill stock ${item.stock} + ${sold} in live orders ≠ ${sale.stockPerSku} at the start`,
      )
    if (item.sales !== sold)
      violations.push(`SKU ${item.sku_id}: seckill sales ${item.sales}, live orders hold ${sold}`)
    if (item.limit_per_member !== sale.limit)
      violations.push(`SKU ${item.sku_id}: per-member limit is ${item.limit_per_member}, the run set ${sale.limit}`)
  }
  for (const [key, units] of perMemberSku) {
    if (units > sale.limit) violations.push(`member/SKU ${key} holds ${units} units, limit ${sale.limit}`)
  }

  const orderIds = new Set(lines.map((line) => line.order_id))
  const ticketOfOrder = new Map<string, number>()
  for (const ticket of tickets) {
    if (ticket.order_id === null) {
      violations.push(`ticket ${ticket.id} is used by no order`)
      continue
    }
    ticketOfOrder.set(ticket.order_id, (ticketOfOrder.get(ticket.order_id) ?? 0) + 1)
    if (!orderIds.has(ticket.order_id)) violations.push(`ticket ${ticket.id} names order ${ticket.order_id}, not found`)
  }
  const memberOf = new Map(lines.map((line) => [line.order_id, line.member_id]))
  for (const ticket of tickets) {
    const owner = ticket.order_id === null ? undefined : memberOf.get(ticket.order_id)
    if (owner !== undefined && owner !== ticket.member_id)
      violations.push(`ticket ${ticket.id} of member ${ticket.member_id} paid for member ${owner}'s order`)
  }
  for (const orderId of orderIds) {
    const n = ticketOfOrder.get(orderId) ?? 0
    if (n !== 1) violations.push(`seckill order ${orderId} is paid for by ${n} tickets`)
  }

  return {
    violations: violations.slice(0, 50),
    figures: {
      stock: sale.stockPerSku * items.length,
      unitsSold: [...perSku.values()].reduce((a, b) => a + b, 0),
      orders: new Set(live.map((line) => line.order_id)).size,
      mostPerMember: Math.max(0, ...perMemberSku.values()),
      limit: sale.limit,
      ticketsUsed: tickets.length,
    },
  }
}
