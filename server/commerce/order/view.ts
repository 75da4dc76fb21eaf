import type { AftersalesStatus, Order, OrderItem } from '../../db/types.ts'
import type { OrderCard, OrderLine } from '../../../schemas/api/order.ts'
import type { AftersalesRules } from './hooks.ts'
import { isGoodsLine } from './lines.ts'
import { IN_AFTERSALES_DESC, ORDER_STATUS_DESC } from './status.ts'

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0)

/** What the order's lines and after-sales applications are, next to the order row. */
export interface OrderContext {
  items: OrderItem[]
  aftersales: AftersalesStatus[]
  /** The shop's after-sales window (订单设置), in days after the order is finished. */
  aftersalesDays: number
}

/** An order line's goods, quantity and amounts, as every view of a written order shows them. */
export function lineAmounts(item: OrderItem) {
  return {
    item_id: item.goods_id,
    sku_id: item.sku_id,
    title: item.item_name,
    pic: item.pic,
    spec_desc: item.spec_desc,
    price: item.price,
    point_price: item.point_price,
    num: item.quantity,
    item_fee: item.item_fee,
    discount_fee: item.discount_fee,
    total_fee: item.total_fee,
  }
}

function toLine(item: OrderItem, takesAftersales: boolean): OrderLine {
  return {
    id: item.id,
    ...lineAmounts(item),
    is_gift: flag(item.is_gift === 1),
    aftersales_num: item.aftersales_num,
    refunded_num: item.refunded_num,
    refunded_fee: item.refunded_fee,
    is_rated: flag(item.is_rated === 1),
    can_aftersales: flag(takesAftersales && isGoodsLine(item) && item.aftersales_num < item.quantity),
  }
}

/** The order as the order list shows it, with the buttons the member may press now, by after-sales' `rules`. */
export function toOrderCard(order: Order, context: OrderContext, now: number, rules: AftersalesRules): OrderCard {
  const inAftersales = context.aftersales.some((status) => rules.open.includes(status))
  // Any application not withdrawn or refused means money may already be on its way back.
  const hasAftersales = context.aftersales.some((status) => rules.live.includes(status))
  const lines = context.items.map((item) => toLine(item, rules.takesAftersales(order, now, context.aftersalesDays)))
  const unpaid = order.status === 'NOTPAY'
  return {
    order_id: order.order_id,
    status: order.status,
    status_desc: inAftersales ? IN_AFTERSALES_DESC : ORDER_STATUS_DESC[order.status],
    order_type: order.order_type,
    distributor_id: order.distributor_id,
    total_fee: order.total_fee,
    item_fee: order.item_fee,
    freight_fee: order.freight_fee,
    discount_fee: order.discount_fee,
    coupon_fee: order.coupon_fee,
    member_discount: order.member_discount,
    point_fee: order.point_fee,
    point_used: order.point_used,
    total_num: order.total_num,
    created_at: order.created_at,
    expires_at: unpaid ? order.expires_at : null,
    paid_at: order.paid_at,
    delivered_at: order.delivered_at,
    finished_at: order.finished_at,
    is_rated: flag(order.is_rated === 1),
    in_aftersales: flag(inAftersales),
    items: lines,
    can_cancel: flag(unpaid || (order.status === 'PAYED' && !hasAftersales)),
    can_pay: flag(unpaid && (order.expires_at === null || order.expires_at > now)),
    can_confirm: flag(order.status === 'WAIT_BUYER_CONFIRM'),
    can_rate: flag(order.status === 'DONE' && order.is_rated === 0 && context.items.some(isGoodsLine)),
    can_aftersales: flag(lines.some((line) => line.can_aftersales === 1)),
    can_delete: flag((order.status === 'DONE' || order.status === 'CANCEL') && !inAftersales),
  }
}

/** What happened to the order so far, oldest first. */
export function timeline(order: Order) {
  const entries: { key: string; title: string; time: number | null }[] = [
    { key: 'created', title: '提交订单', time: order.created_at },
    { key: 'paid', title: '付款成功', time: order.paid_at },
    { key: 'delivered', title: '商家已发货', time: order.delivered_at },
    { key: 'finished', title: '交易完成', time: order.finished_at },
    { key: 'cancelled', title: '订单已取消', time: order.cancelled_at },
  ]
  return entries
    .filter((entry): entry is { key: string; title: string; time: number } => entry.time !== null)
    .sort((a, b) => a.time - b.time)
}

export function parseInvoice(text: string | null) {
  if (!text) return null
  try {
    const value = JSON.parse(text) as { type?: unknown; title?: unknown; tax_number?: unknown }
    return {
      type: String(value.type ?? ''),
      title: String(value.title ?? ''),
      tax_number: String(value.tax_number ?? ''),
    }
  } catch {
    return null
  }
}
