import type { AftersalesStatus, AftersalesType } from '../../db/types.ts'
import type { AftersalesRules } from '../order/hooks.ts'

/**
 * The after-sales statuses, what each is called, and which moves between them are allowed. Every
 * status check of an application — here, in ORDER (through its hooks), LOGISTICS and ADMIN — reads
 * these; nothing else spells a status list.
 */

/** What the member and the operator read for each after-sales status. */
export const AFTERSALES_STATUS_DESC: Record<AftersalesStatus, string> = {
  WAIT_SELLER_AGREE: '待商家审核',
  WAIT_BUYER_RETURN_GOODS: '待寄回商品',
  WAIT_SELLER_CONFIRM_GOODS: '待商家收货',
  WAIT_REFUND: '待退款',
  REFUNDING: '退款中',
  REFUNDED: '已退款',
  SELLER_REFUSE: '已驳回',
  CLOSED: '已撤销',
}

export const AFTERSALES_TYPE_DESC: Record<AftersalesType, string> = {
  ONLY_REFUND: '仅退款',
  REFUND_GOODS: '退货退款',
}

/**
 * Where an application may go from each status: review (agree or refuse), the member withdrawing,
 * the goods sent back and received, the refund claimed, and a failed refund released for another
 * try. REFUNDED, SELLER_REFUSE and CLOSED are final.
 */
export const AFTERSALES_TRANSITIONS: Record<AftersalesStatus, readonly AftersalesStatus[]> = {
  WAIT_SELLER_AGREE: ['WAIT_REFUND', 'WAIT_BUYER_RETURN_GOODS', 'SELLER_REFUSE', 'CLOSED'],
  WAIT_BUYER_RETURN_GOODS: ['WAIT_SELLER_CONFIRM_GOODS', 'CLOSED'],
  WAIT_SELLER_CONFIRM_GOODS: ['WAIT_REFUND'],
  WAIT_REFUND: ['REFUNDING'],
  REFUNDING: ['REFUNDED', 'WAIT_REFUND'],
  REFUNDED: [],
  SELLER_REFUSE: [],
  CLOSED: [],
}

export const canMove = (from: AftersalesStatus, to: AftersalesStatus): boolean =>
  AFTERSALES_TRANSITIONS[from].includes(to)

/** Still being handled: the order shows 售后中 and cannot be cancelled, shipped, confirmed automatically or deleted. */
export const OPEN_AFTERSALES: readonly AftersalesStatus[] = [
  'WAIT_SELLER_AGREE',
  'WAIT_BUYER_RETURN_GOODS',
  'WAIT_SELLER_CONFIRM_GOODS',
  'WAIT_REFUND',
  'REFUNDING',
]

/** Counting against the bought quantity and the refundable amount: open or refunded (not withdrawn or refused). */
export const LIVE_AFTERSALES: readonly AftersalesStatus[] = [...OPEN_AFTERSALES, 'REFUNDED']

/** Money being or already sent back. */
export const REFUND_TAKEN: readonly AftersalesStatus[] = ['REFUNDING', 'REFUNDED']

/** The member may withdraw an application until the goods are on their way back: where CLOSED can be reached from. */
export const MEMBER_CLOSABLE: readonly AftersalesStatus[] = (
  Object.keys(AFTERSALES_TRANSITIONS) as AftersalesStatus[]
).filter((status) => canMove(status, 'CLOSED'))

export const isAftersalesStatus = (value: string): value is AftersalesStatus => value in AFTERSALES_STATUS_DESC

const DAY = 24 * 3600

/**
 * Whether an order takes after-sales applications at `now`: paid (shipped or not), or finished
 * at most `windowDays` ago (订单设置's 售后申请期限). Membership orders have no goods to return.
 */
export function orderTakesAftersales(
  order: { status: string; order_type: string; finished_at: number | null },
  now: number,
  windowDays: number,
): boolean {
  if (order.order_type === 'vip') return false
  if (order.status === 'PAYED' || order.status === 'WAIT_BUYER_CONFIRM') return true
  return order.status === 'DONE' && order.finished_at !== null && now <= order.finished_at + windowDays * DAY
}

/** These rules as ORDER reads them (its lists, views, cancel and delete). */
export const AFTERSALES_RULES_FOR_ORDERS: AftersalesRules = {
  open: OPEN_AFTERSALES,
  live: LIVE_AFTERSALES,
  takesAftersales: orderTakesAftersales,
}
