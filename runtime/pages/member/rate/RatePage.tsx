import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom'
import { LinkButton } from '../../../components/button/LinkButton.tsx'
import { MemberPanel } from '../../../components/member-panel/MemberPanel.tsx'
import { loaderApi } from '../../../routing/loader-api.ts'
import { MemberFrame } from '../../../features/member/MemberFrame.tsx'
import { TRADE_LIST_PATH, orderDetailHref } from '../orders/trade-tabs.ts'
import { RateForm } from './RateForm.tsx'
import { loadRate, type RateData } from './load-rate.ts'
import './rate.css'

export function loader({ request, context }: LoaderFunctionArgs): Promise<RateData> {
  return loadRate(loaderApi(context), request)
}

/** Why an order cannot be rated now, in the server's words. */
function notRateable(order: RateData['order']): string {
  if (order.is_rated === 1) return '该订单已评价'
  if (order.status !== 'DONE') return '订单完成后才能评价'
  return '该订单没有可评价的商品'
}

/** /member/trade/rate?order_id=… (评价晒单): stars and a text for each goods line of a finished order. */
export default function RatePage() {
  const { order } = useLoaderData() as RateData
  const detail = orderDetailHref(order.order_id)
  return (
    <MemberFrame trail={[{ title: '我的订单', href: TRADE_LIST_PATH }, { title: '评价晒单' }]}>
      <MemberPanel
        title="评价晒单"
        level={1}
        titleId="mf-rate-title"
        actions={
          <span className="mf-rate__order">
            订单号：<Link to={detail}>{order.order_id}</Link>
          </span>
        }
      >
        {order.can_rate === 1 ? (
          <RateForm order={order} />
        ) : (
          <div className="mf-rate__none" role="status">
            <p className="mf-rate__none-title">{notRateable(order)}</p>
            <LinkButton to={detail} type="primary">
              返回订单详情
            </LinkButton>
          </div>
        )}
      </MemberPanel>
    </MemberFrame>
  )
}
