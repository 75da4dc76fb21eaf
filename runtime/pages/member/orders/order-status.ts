import type { OrderCard } from '../../../api/orders.ts'

/** The colour family of a status: waiting on the member, moving along, or over. */
export function statusTone(order: Pick<OrderCard, 'status' | 'in_aftersales'>): 'todo' | 'active' | 'over' {
  if (order.in_aftersales === 1) return 'active'
  if (order.status === 'NOTPAY' || order.status === 'WAIT_BUYER_CONFIRM') return 'todo'
  if (order.status === 'PAYED') return 'active'
  return 'over'
}
