import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom'
import { MemberEmpty } from '../../../components/member-panel/MemberEmpty.tsx'
import { MemberPanel } from '../../../components/member-panel/MemberPanel.tsx'
import { loaderApi } from '../../../routing/loader-api.ts'
import { MemberFrame } from '../../../features/member/MemberFrame.tsx'
import { TradeOrderList } from '../trade/TradeOrderList.tsx'
import '../trade/trade.css'
import { loadPointTrade, POINT_TRADE_PAGE_SIZE, pointTradeHref, type PointTradeData } from './load-point-trade.ts'

export function loader({ request, context }: LoaderFunctionArgs): Promise<PointTradeData> {
  return loadPointTrade(loaderApi(context), request)
}

/** /member/trade/point (积分订单): the member's points-mall orders, as 我的订单 shows orders. */
export default function PointTradePage() {
  const orders = useLoaderData() as PointTradeData
  return (
    <MemberFrame trail={[{ title: '积分订单' }]}>
      <MemberPanel className="mf-trade" labelledBy="mf-point-trade-title">
        <div className="mf-member-tabs">
          <h1 className="mf-member-tabs__title" id="mf-point-trade-title">
            积分订单
          </h1>
        </div>
        <TradeOrderList
          orders={orders}
          pageSize={POINT_TRADE_PAGE_SIZE}
          pageHref={pointTradeHref}
          amountLabel="积分"
          empty={
            <MemberEmpty
              title="您还没有积分订单"
              hint="积分可在积分商城兑换好礼"
              link={{ to: '/pointitems', label: '去积分商城' }}
            />
          }
        />
      </MemberPanel>
    </MemberFrame>
  )
}
