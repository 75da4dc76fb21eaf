import type { AftersalesStatus, AftersalesType } from '../../schemas/api/aftersales.ts'

/**
 * The after-sales statuses as the console's tabs and badges name them (the codes of
 * server/commerce/aftersales/status.ts), and what the operator may do in each
 * (server/commerce/aftersales/operator.ts).
 */
export const AFTERSALES_TABS: readonly { value: '' | AftersalesStatus; label: string }[] = [
  { value: '', label: '全部' },
  { value: 'WAIT_SELLER_AGREE', label: '待审核' },
  { value: 'WAIT_BUYER_RETURN_GOODS', label: '待寄回' },
  { value: 'WAIT_SELLER_CONFIRM_GOODS', label: '待收货' },
  { value: 'WAIT_REFUND', label: '待退款' },
  { value: 'REFUNDING', label: '退款中' },
  { value: 'REFUNDED', label: '已退款' },
  { value: 'SELLER_REFUSE', label: '已驳回' },
  { value: 'CLOSED', label: '已关闭' },
]

export const AFTERSALES_TYPES: readonly { value: 'all' | AftersalesType; label: string }[] = [
  { value: 'all', label: '全部' },
  { value: 'ONLY_REFUND', label: '仅退款' },
  { value: 'REFUND_GOODS', label: '退货退款' },
]

/** Waiting for the operator: amber; refunded: green; refused or withdrawn: grey. */
export function statusTone(status: AftersalesStatus): string {
  switch (status) {
    case 'WAIT_SELLER_AGREE':
    case 'WAIT_SELLER_CONFIRM_GOODS':
    case 'WAIT_REFUND':
    case 'REFUNDING':
      return 'ac-status--warn'
    case 'REFUNDED':
      return 'ac-status--ok'
    case 'SELLER_REFUSE':
    case 'CLOSED':
      return 'ac-status--off'
    default:
      return ''
  }
}

/**
 * The server's STALE_REFUND_SECONDS: a REFUNDING application untouched this long may be taken over
 * by another 退款 call; before that the server answers 退款正在处理中.
 */
export const STALE_REFUND_SECONDS = 300

/** Seconds until a REFUNDING application may be refunded again (0: now). */
export function secondsUntilRetry(updatedAt: number, now: number): number {
  return Math.max(0, updatedAt + STALE_REFUND_SECONDS - now)
}

export const REFUSE_REASON_MAX = 200
const CONTROL = /[\u0000-\u001f\u007f]/

/**
 * The reason as it will be sent (line breaks become spaces: the server takes one line) and what is
 * wrong with it, checked as the server does: required, at most 200 characters, no control characters.
 */
export function checkRefuseReason(raw: string): { reason: string; error: string } {
  const reason = raw.replace(/\s*[\r\n\t]+\s*/g, ' ').trim()
  if (!reason) return { reason, error: '请填写驳回原因' }
  if ([...reason].length > REFUSE_REASON_MAX) return { reason, error: `驳回原因不能超过${REFUSE_REASON_MAX}字` }
  if (CONTROL.test(reason)) return { reason, error: '驳回原因含有无效字符' }
  return { reason, error: '' }
}
