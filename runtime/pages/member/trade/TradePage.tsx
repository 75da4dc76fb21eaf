import { useCallback, useEffect } from 'react'
import { Link, useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router-dom'
import { loaderApi } from '../../../routing/loader-api.ts'
import { useScrollMemory } from '../../../lib/scroll-memory.ts'
import { MemberFrame } from '../../../features/member/MemberFrame.tsx'
import { TRADE_TABS, tradeListHref, type TradeTab } from '../orders/trade-tabs.ts'
import { TradeOrderList } from './TradeOrderList.tsx'
import { TRADE_PAGE_SIZE, loadTrade, type TradeData } from './load-trade.ts'
import { isTradeReturn, rememberTradeList } from './trade-return.ts'
import { MemberEmpty } from '../../../components/member-panel/MemberEmpty.tsx'
import { MemberPanel } from '../../../components/member-panel/MemberPanel.tsx'
import './trade.css'

export function loader({ request, context }: LoaderFunctionArgs): Promise<TradeData> {
  return loadTrade(loaderApi(context), request)
}

function tabCount(tab: TradeTab, counts: TradeData['counts']): number {
  return tab.count && counts ? counts[tab.count] : 0
}

/** The empty order list's picture: a sheet with lines. */
const ORDERS_ICON = (
  <svg viewBox="0 0 64 64" width="96" height="96" focusable="false">
    <rect x="12" y="8" width="40" height="48" rx="4" fill="none" stroke="currentColor" strokeWidth="3" />
    <path d="M21 22h22M21 31h22M21 40h13" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
  </svg>
)

/**
 * /member/trade (我的订单): status tabs with their counts, the orders of the tab, the pager. It is
 * kept alive: coming back from an order shows the same tab, page and scroll position.
 */
export default function TradePage() {
  const orders = useLoaderData() as TradeData
  const { tab, counts } = orders
  const { pathname, search } = useLocation()
  const url = pathname + search
  const returning = useCallback(() => isTradeReturn(url), [url])
  useScrollMemory(url, returning)
  useEffect(() => rememberTradeList(url), [url])

  return (
    <MemberFrame trail={[{ title: '我的订单' }]}>
      <MemberPanel className="mf-trade" labelledBy="mf-trade-title">
        <div className="mf-member-tabs">
          <h1 className="mf-member-tabs__title" id="mf-trade-title">
            我的订单
          </h1>
          <nav className="mf-member-tabs__nav" aria-label="订单状态">
            {TRADE_TABS.map((item) => {
              const count = tabCount(item, counts)
              const current = item.key === tab
              return (
                <Link
                  key={item.key}
                  to={tradeListHref(item.key)}
                  className={`mf-member-tabs__tab${current ? ' is-current' : ''}`}
                  aria-current={current ? 'page' : undefined}
                  aria-label={count > 0 ? `${item.label} ${count}` : undefined}
                >
                  {item.label}
                  {count > 0 && <em className="mf-trade__count">{count}</em>}
                </Link>
              )
            })}
          </nav>
        </div>
        <TradeOrderList
          orders={orders}
          pageSize={TRADE_PAGE_SIZE}
          pageHref={(to) => tradeListHref(tab, to)}
          amountLabel="金额"
          empty={
            <MemberEmpty
              title="您还没有相关订单"
              hint="去挑选心仪的商品吧"
              icon={ORDERS_ICON}
              link={{ to: '/items', label: '去逛逛' }}
            />
          }
        />
      </MemberPanel>
    </MemberFrame>
  )
}
