/**
 * Reasons offered when a member cancels an order. The server keeps whatever text it is sent (up
 * to 200 characters) as the cancel reason; 其他 may carry the member's own words.
 */
export const CANCEL_REASONS = ['不想要了', '商品选错了', '地址填错了', '其他'] as const
export type CancelReason = (typeof CANCEL_REASONS)[number]

export const OTHER_REASON: CancelReason = '其他'
export const OTHER_DETAIL_MAX = 100

/** The text sent as cancel_reason: '其他：<words>' when the member wrote some. */
export function cancelReasonText(reason: CancelReason, detail: string): string {
  const words = detail.trim()
  return reason === OTHER_REASON && words ? `${OTHER_REASON}：${words.slice(0, OTHER_DETAIL_MAX)}` : reason
}
