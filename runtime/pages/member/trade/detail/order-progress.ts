import type { OrderDetail } from '../../../../api/orders.ts'

export interface ProgressStep {
  title: string
  /** When the step was reached (unix seconds); null while it lies ahead. */
  time: number | null
}

/**
 * The progress bar of an order: 提交订单 → 付款成功 → 商品出库 → 确认收货 → 完成, each with the
 * time the server recorded for it. A cancelled order shows 提交订单 → (付款成功 →) 已取消.
 */
export function progressSteps(
  order: Pick<OrderDetail, 'status' | 'created_at' | 'paid_at' | 'delivered_at' | 'finished_at' | 'cancelled_at'>,
): ProgressStep[] {
  if (order.status === 'CANCEL') {
    return [
      { title: '提交订单', time: order.created_at },
      ...(order.paid_at !== null ? [{ title: '付款成功', time: order.paid_at }] : []),
      { title: '已取消', time: order.cancelled_at },
    ]
  }
  return [
    { title: '提交订单', time: order.created_at },
    { title: '付款成功', time: order.paid_at },
    { title: '商品出库', time: order.delivered_at },
    { title: '确认收货', time: order.finished_at },
    { title: '完成', time: order.finished_at },
  ]
}

/** Index of the last step reached. */
export function reachedStep(steps: readonly ProgressStep[]): number {
  let last = 0
  steps.forEach((step, i) => {
    if (step.time !== null) last = i
  })
  return last
}

export interface StatusHeadline {
  title: string
  hint: string
}

/** The banner's words for the order's state. */
export function statusHeadline(
  order: Pick<OrderDetail, 'status' | 'in_aftersales' | 'cancel_reason' | 'can_pay'>,
): StatusHeadline {
  if (order.in_aftersales === 1) return { title: '售后中', hint: '您的售后申请正在处理中，请耐心等待商家处理。' }
  switch (order.status) {
    case 'NOTPAY':
      return order.can_pay === 1
        ? { title: '等待付款', hint: '请尽快完成付款，超时未付款订单将自动取消。' }
        : { title: '等待付款', hint: '付款时间已到，订单即将自动取消。' }
    case 'PAYED':
      return { title: '等待发货', hint: '付款成功，商家正在为您备货，请耐心等待。' }
    case 'WAIT_BUYER_CONFIRM':
      return { title: '等待收货', hint: '商品已出库，收到商品后请及时确认收货。' }
    case 'DONE':
      return { title: '已完成', hint: '交易已完成，感谢您的购买，欢迎再次光临！' }
    case 'CANCEL':
      return { title: '已取消', hint: order.cancel_reason ? `取消原因：${order.cancel_reason}` : '订单已取消。' }
  }
}
