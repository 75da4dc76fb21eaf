import type { AftersalesReasons, AftersalesType, AftersalesView } from '../../../api/aftersales.ts'
import type { OrderDetail, OrderLine } from '../../../api/orders.ts'

/** 问题描述 is at most 200 characters (the server's limit, counted as characters, not UTF-16 units). */
export const DESCRIPTION_MAX = 200

export const APPLY_MESSAGES = {
  lineRequired: '请选择售后商品',
  reasonRequired: '请选择退款原因',
  descriptionTooLong: `问题描述不能超过${DESCRIPTION_MAX}字`,
} as const

export const TYPE_LABELS: Record<AftersalesType, string> = { ONLY_REFUND: '仅退款', REFUND_GOODS: '退货退款' }

export const TYPE_HINTS: Record<AftersalesType, string> = {
  ONLY_REFUND: '未收到货，或与商家协商一致不退货',
  REFUND_GOODS: '已收到货，需要退还商品',
}

/** 退货退款 needs goods to send back: only once the order has shipped. */
export function allowedTypes(order: Pick<OrderDetail, 'status'>): AftersalesType[] {
  return order.status === 'PAYED' ? ['ONLY_REFUND'] : ['ONLY_REFUND', 'REFUND_GOODS']
}

/** The lines an application may be made for now (the server's per-line flag). */
export function eligibleLines(order: Pick<OrderDetail, 'items'>): OrderLine[] {
  return order.items.filter((line) => line.can_aftersales === 1)
}

/**
 * Units that may still be applied for on a line: bought less those already in open or refunded
 * applications. When modifying, the application's own units count as available again.
 */
export function maxRefundable(
  line: Pick<OrderLine, 'num' | 'aftersales_num'>,
  editing?: Pick<AftersalesView, 'num'>,
): number {
  return Math.max(0, line.num - line.aftersales_num + (editing?.num ?? 0))
}

/** The reasons for a type, from the server's list. */
export function reasonsFor(reasons: AftersalesReasons, type: AftersalesType): string[] {
  return reasons[type] ?? []
}

/** Characters as the member sees them (an emoji is one). */
export const charCount = (text: string) => [...text].length

/**
 * What `num` units of a line would refund, before the server decides: the line's paid amount
 * shared out by units, rounded down. Freight and the last unit's rounding are settled by the server.
 */
export function estimateRefund(line: Pick<OrderLine, 'total_fee' | 'num'>, num: number): number {
  if (line.num <= 0 || num <= 0) return 0
  return Math.floor((line.total_fee * Math.min(num, line.num)) / line.num)
}

export interface ApplyDraft {
  reason: string
  description: string
}

export type ApplyField = keyof ApplyDraft

/** 退款原因 must be chosen from the list. */
export const checkReason = (draft: Pick<ApplyDraft, 'reason'>): string | null =>
  draft.reason ? null : APPLY_MESSAGES.reasonRequired

/** 问题描述 may be empty; spaces around it do not count. */
export const checkDescription = (draft: Pick<ApplyDraft, 'description'>): string | null =>
  charCount(draft.description.trim()) > DESCRIPTION_MAX ? APPLY_MESSAGES.descriptionTooLong : null

/** The form's rules per field, checked on blur and before sending (in this order). */
export const APPLY_RULES: Record<ApplyField, (draft: ApplyDraft) => string | null> = {
  reason: checkReason,
  description: checkDescription,
}

/** The first problem with a draft, or null; the quantity is kept in range by its input. */
export function checkApplyDraft(draft: ApplyDraft): string | null {
  return checkReason(draft) ?? checkDescription(draft)
}

export const aftersalesDetailHref = (bn: string) => `/member/aftersales/${encodeURIComponent(bn)}`
export const AFTERSALES_LIST_PATH = '/member/aftersales'
export const applyHref = (orderId: string, lineId?: number) =>
  `/member/aftersales/apply-refund?order_id=${encodeURIComponent(orderId)}${lineId === undefined ? '' : `&item_id=${lineId}`}`
export const modifyHref = (bn: string) => `/member/aftersales/apply-refund?aftersales_bn=${encodeURIComponent(bn)}`
