import type { OrderCounts, OrderListStatus } from '../../../api/orders.ts'

export type TradeTabKey = 'all' | 'notpay' | 'payed' | 'wait_confirm' | 'done'

export interface TradeTab {
  key: TradeTabKey
  label: string
  /** GET orders `status`. */
  status: OrderListStatus
  /** The orderscount field it shows; none for 全部订单. */
  count?: keyof OrderCounts
}

/** The tabs of 我的订单, in the order JD shows them; `?status=<key>` picks one. */
export const TRADE_TABS: readonly TradeTab[] = [
  { key: 'all', label: '全部订单', status: '0' },
  { key: 'notpay', label: '待付款', status: '1', count: 'notpay' },
  { key: 'payed', label: '待发货', status: '2', count: 'payed' },
  { key: 'wait_confirm', label: '待收货', status: '3', count: 'wait_confirm' },
  { key: 'done', label: '已完成', status: '4', count: 'done' },
]

export const TRADE_LIST_PATH = '/member/trade'

/** The tab named by `?status=`; anything else is 全部订单. */
export function tradeTabOf(value: string | null): TradeTab {
  return TRADE_TABS.find((tab) => tab.key === value) ?? TRADE_TABS[0]!
}

/** The list's address for a tab and page; page 1 and 全部订单 stay out of it. */
export function tradeListHref(tab: TradeTabKey, page = 1): string {
  const params = new URLSearchParams()
  if (tab !== 'all') params.set('status', tab)
  if (page > 1) params.set('page', String(page))
  const query = params.toString()
  return query ? `${TRADE_LIST_PATH}?${query}` : TRADE_LIST_PATH
}

export const orderDetailHref = (orderId: string) => `${TRADE_LIST_PATH}/${encodeURIComponent(orderId)}`
export const cashierHref = (orderId: string) => `/cashier?order_id=${encodeURIComponent(orderId)}`
