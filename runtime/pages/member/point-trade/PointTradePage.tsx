import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom'
import { MemberEmpty } from '../../../components/member-panel/MemberEmpty.tsx'
import { MemberPanel } from '../../../components/member-panel/MemberPanel.tsx'
import { Pagination } from '../../../components/pagination/Pagination.tsx'
import type { RouteHandle } from '../../../routing/handle.ts'
import { loaderApi } from '../../../routing/loader-api.ts'
import { MemberFrame } from '../frame/MemberFrame.tsx'
import { shopNameOf } from '../orders/shop-names.ts'
import { TradeOrderCard } from '../trade/TradeOrderCard.tsx'
import '../trade/trade.css'
import { loadPointTrade, POINT_TRADE_PAGE_SIZE, pointTradeHref, type PointTradeData } from './load-point-trade.ts'

export function loader({ request, context }: LoaderFunctionArgs): Promise<PointTradeData> {
  return loadPointTrade(loaderApi(context), request)
}

export const handle: RouteHandle = { title: '积分订单' }

/** /member/trade/point (积分订单): the member's points-mall orders, as 我的订单 shows orders. */
export default function PointTradePage() {
  const { page, list, total, shopNames } = useLoaderData() as PointTradeData
  return (
    <MemberFrame trail={[{ title: '积分订单' }]}>
      <MemberPanel className="mf-trade" labelledBy="mf-point-trade-title">
        <div className="mf-trade__top">
          <h1 className="mf-trade__title" id="mf-point-trade-title">
            积分订单
          </h1>
        </div>
        <div className="mf-trade__columns" aria-hidden="true">
          <span className="mf-trade__col-goods">订单详情</span>
          <span className="mf-trade__col-amount">积分</span>
          <span className="mf-trade__col-status">状态</span>
          <span className="mf-trade__col-actions">操作</span>
        </div>
        {list.length > 0 ? (
          <>
            <div className="mf-trade__list">
              {list.map((order) => (
                <TradeOrderCard key={order.order_id} order={order} shopName={shopNameOf(order.distributor_id, shopNames)} />
              ))}
            </div>
            <Pagination current={page} total={total} pageSize={POINT_TRADE_PAGE_SIZE} pageHref={pointTradeHref} />
          </>
        ) : (
          <MemberEmpty title="您还没有积分订单" hint="积分可在积分商城兑换好礼" link={{ to: '/pointitems', label: '去积分商城' }} />
        )}
      </MemberPanel>
    </MemberFrame>
  )
}
