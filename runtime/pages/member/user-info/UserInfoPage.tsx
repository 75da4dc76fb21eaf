import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom'
import type { OrderCounts } from '../../../api/orders.ts'
import { SafeImage } from '../../../components/goods-card/SafeImage.tsx'
import { formatDateTime } from '../../../lib/date.ts'
import { formatPrice } from '../../../../schemas/money.ts'
import { loaderApi } from '../../../routing/loader-api.ts'
import { MemberFrame } from '../../../features/member/MemberFrame.tsx'
import { statusTone } from '../orders/order-status.ts'
import { TRADE_LIST_PATH, orderDetailHref, tradeListHref, type TradeTabKey } from '../orders/trade-tabs.ts'
import { MemberCard } from './MemberCard.tsx'
import { loadUserInfo, type UserInfoData } from './load-user-info.ts'
import { MemberEmpty } from '../../../components/member-panel/MemberEmpty.tsx'
import { MemberPanel, PanelMoreLink } from '../../../components/member-panel/MemberPanel.tsx'
import '../orders/orders.css'
import './user-info.css'
import { LineIcon } from '../../../components/icon/LineIcon.tsx'

export function loader({ request, context }: LoaderFunctionArgs): Promise<UserInfoData> {
  return loadUserInfo(loaderApi(context), request)
}

interface Shortcut {
  tab: TradeTabKey
  label: string
  count: keyof OrderCounts
  icon: string
}

/** Icon paths (24×24) of the order shortcuts. */
const SHORTCUTS: readonly Shortcut[] = [
  { tab: 'notpay', label: '待付款', count: 'notpay', icon: 'M3 6h18v12H3zM3 10h18M7 15h4' },
  { tab: 'payed', label: '待发货', count: 'payed', icon: 'M4 8l8-4 8 4v8l-8 4-8-4zM4 8l8 4 8-4M12 12v8' },
  {
    tab: 'wait_confirm',
    label: '待收货',
    count: 'wait_confirm',
    icon: 'M2 7h11v9H2zM13 10h4l3 3v3h-7zM6 19a2 2 0 1 0 0-.1M17 19a2 2 0 1 0 0-.1',
  },
  { tab: 'done', label: '已完成', count: 'done', icon: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM8 12l3 3 5-6' },
]

/** /member/user-info (会员中心): who the member is, what they hold, and how their orders stand. */
export default function UserInfoPage() {
  const { profile, counts, coupons, collected, recent } = useLoaderData() as UserInfoData
  const assets = [
    { label: '积分', value: profile.point, unit: '分' },
    { label: '优惠券', value: coupons, unit: '张' },
    { label: '收藏', value: collected, unit: '件' },
  ]

  return (
    <MemberFrame>
      <h1 className="mf-visually-hidden">会员中心</h1>
      <MemberCard profile={profile} assets={assets} />

      <MemberPanel
        title="我的订单"
        titleId="mf-my-orders"
        actions={<PanelMoreLink to={TRADE_LIST_PATH}>查看全部订单 &gt;</PanelMoreLink>}
      >
        <ul className="mf-order-shortcuts">
          {SHORTCUTS.map((shortcut) => {
            const count = counts ? counts[shortcut.count] : 0
            return (
              <li key={shortcut.tab}>
                <Link className="mf-order-shortcuts__link" to={tradeListHref(shortcut.tab)}>
                  <span className="mf-order-shortcuts__icon" aria-hidden="true">
                    <LineIcon d={shortcut.icon} size={32} round="round" />
                    {count > 0 && <b className="mf-order-shortcuts__badge">{count > 99 ? '99+' : count}</b>}
                  </span>
                  <span className="mf-order-shortcuts__label">{shortcut.label}</span>
                  {count > 0 && <span className="mf-visually-hidden">（{count}）</span>}
                </Link>
              </li>
            )
          })}
        </ul>
      </MemberPanel>

      <MemberPanel title="最近订单" titleId="mf-recent-orders">
        {recent.length > 0 ? (
          <ul className="mf-recent-orders">
            {recent.map((order) => {
              const first = order.items[0]
              return (
                <li key={order.order_id} className="mf-recent-orders__row">
                  <SafeImage className="mf-recent-orders__pic" src={first?.pic} alt="" width={60} height={60} />
                  <div className="mf-recent-orders__info">
                    <p className="mf-recent-orders__title">
                      {first?.title ?? '订单'}
                      {order.items.length > 1 && (
                        <span className="mf-recent-orders__more"> 等{order.total_num}件商品</span>
                      )}
                    </p>
                    <p className="mf-recent-orders__meta">
                      {formatDateTime(order.created_at)}　订单号：{order.order_id}
                    </p>
                  </div>
                  <p className="mf-recent-orders__amount">{formatPrice(order.total_fee)}</p>
                  <p className={`mf-recent-orders__status mf-order-status mf-tone--${statusTone(order)}`}>
                    {order.status_desc}
                  </p>
                  <Link
                    className="mf-link mf-recent-orders__link"
                    to={orderDetailHref(order.order_id)}
                    aria-label={`查看订单${order.order_id}`}
                  >
                    查看
                  </Link>
                </li>
              )
            })}
          </ul>
        ) : (
          <MemberEmpty title="您还没有相关订单" link={{ to: '/items', label: '去逛逛' }} />
        )}
      </MemberPanel>
    </MemberFrame>
  )
}
