import type { ReactNode } from 'react'
import type { OrderCard } from '../../../api/orders.ts'
import { Pagination } from '../../../components/pagination/Pagination.tsx'
import { shopNameOf } from '../orders/shop-names.ts'
import { TradeOrderCard } from './TradeOrderCard.tsx'

/** One page of a member's orders as the loader read it, with the names of their shops. */
export interface OrderPage {
  list: readonly OrderCard[]
  shopNames: Readonly<Record<number, string>>
  page: number
  total: number
}

export interface TradeOrderListProps {
  orders: OrderPage
  pageSize: number
  pageHref: (page: number) => string
  /** The amount column's heading: 金额, or 积分 for points orders. */
  amountLabel: string
  /** Shown instead of the list when there is no order. */
  empty: ReactNode
}

/** The order cards of a member's order page under their column headings, paged by links. */
export function TradeOrderList({ orders, pageSize, pageHref, amountLabel, empty }: TradeOrderListProps) {
  const { list, shopNames, page, total } = orders
  return (
    <>
      <div className="mf-trade__columns" aria-hidden="true">
        <span className="mf-trade__col-goods">订单详情</span>
        <span className="mf-trade__col-amount">{amountLabel}</span>
        <span className="mf-trade__col-status">状态</span>
        <span className="mf-trade__col-actions">操作</span>
      </div>
      {list.length > 0 ? (
        <>
          <div className="mf-trade__list">
            {list.map((order) => (
              <TradeOrderCard
                key={order.order_id}
                order={order}
                shopName={shopNameOf(order.distributor_id, shopNames)}
              />
            ))}
          </div>
          <Pagination current={page} total={total} pageSize={pageSize} pageHref={pageHref} />
        </>
      ) : (
        empty
      )}
    </>
  )
}
