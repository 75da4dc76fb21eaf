/**
 * The Chinese names of an order's raw codes as the console shows them — in the list, the detail
 * and the Excel export alike. An unknown code is shown as it is.
 */

export const PAY_TYPE_LABELS: Readonly<Record<string, string>> = {
  testpay: '测试支付',
  alipay: '支付宝',
  wxpay: '微信支付',
  wxpaypc: '微信支付',
  point: '积分支付',
}

export const PAYMENT_STATUS_LABELS: Readonly<Record<string, string>> = {
  NOTPAY: '待支付',
  SUCCESS: '支付成功',
  CLOSED: '已关闭',
}

export const REFUND_STATUS_LABELS: Readonly<Record<string, string>> = {
  READY: '退款处理中',
  SUCCESS: '退款成功',
  FAIL: '退款失败',
}

export const ORDER_TYPE_LABELS: Readonly<Record<string, string>> = {
  normal: '普通订单',
  normal_seckill: '秒杀订单',
  point: '积分订单',
  vip: '会员卡订单',
}

const labelOf = (labels: Readonly<Record<string, string>>) => (code: string | null | undefined) =>
  code ? (labels[code] ?? code) : '—'

export const payTypeLabel = labelOf(PAY_TYPE_LABELS)
export const paymentStatusLabel = labelOf(PAYMENT_STATUS_LABELS)
export const refundStatusLabel = labelOf(REFUND_STATUS_LABELS)
export const orderTypeLabel = labelOf(ORDER_TYPE_LABELS)

/** The pay types an operator can filter the list by. */
export const PAY_TYPE_FILTERS = ['testpay', 'alipay', 'wxpay', 'point'] as const

/** The self-run shop (no distributor) in the shop filter. */
export const OWN_SHOP = { value: '0', label: '自营' } as const
