import { useEffect, useState } from 'react'
import { Link, useLoaderData, useNavigate, useRevalidator, type LoaderFunctionArgs } from 'react-router-dom'
import { SafeImage } from '../../../../components/goods-card/SafeImage.tsx'
import { formatDateTime } from '../../../../lib/date.ts'
import { formatPrice } from '../../../../../schemas/money.ts'
import { maskMobile } from '../../../../lib/validators.ts'
import { loaderApi } from '../../../../routing/loader-api.ts'
import { MemberFrame } from '../../../../features/member/MemberFrame.tsx'
import { applyHref } from '../../aftersales/apply-rules.ts'
import { OrderActions } from '../../orders/OrderActions.tsx'
import { PayCountdown } from '../../orders/PayCountdown.tsx'
import { lineStateText, specText } from '../../orders/order-lines.ts'
import { payTypeName } from '../../orders/pay-types.ts'
import { shopNameOf } from '../../orders/shop-names.ts'
import { TRADE_LIST_PATH } from '../../orders/trade-tabs.ts'
import { lastTradeList, markTradeReturn } from '../trade-return.ts'
import { LogisticsPanel } from './LogisticsPanel.tsx'
import { OrderAmounts } from './OrderAmounts.tsx'
import { OrderProgress } from './OrderProgress.tsx'
import { loadTradeDetail, type TradeDetailData } from './load-trade-detail.ts'
import { progressSteps, statusHeadline } from './order-progress.ts'
import { MemberPanel, PanelMoreLink } from '../../../../components/member-panel/MemberPanel.tsx'
import { FactRows } from '../../../../components/facts/FactRows.tsx'
import './trade-detail.css'

export function loader({ request, params, context }: LoaderFunctionArgs): Promise<TradeDetailData> {
  return loadTradeDetail(loaderApi(context), request, params.id)
}

const INVOICE_TYPES: Readonly<Record<string, string>> = { personal: '个人', company: '单位' }

/** The way back to the list as the member left it (tab and page); the plain list until hydrated. */
function useTradeListHref(): string {
  const [href, setHref] = useState(TRADE_LIST_PATH)
  useEffect(() => setHref(lastTradeList()), [])
  return href
}

/** /member/trade/{id} (订单详情): status and progress, receiver, payment, parcel, lines and amounts. */
export default function TradeDetailPage() {
  const { order, tracking, shopNames } = useLoaderData() as TradeDetailData
  const revalidator = useRevalidator()
  const navigate = useNavigate()
  const listHref = useTradeListHref()
  const headline = statusHeadline(order)
  const paidAt = order.paid_at ?? order.payments.find((payment) => payment.paid_at !== null)?.paid_at ?? null

  return (
    <MemberFrame trail={[{ title: '我的订单', href: TRADE_LIST_PATH }, { title: '订单详情' }]}>
      <h1 className="mf-visually-hidden">订单详情</h1>
      <MemberPanel className="mf-trade-detail__status" label="订单状态">
        <div className="mf-trade-detail__state">
          <p className="mf-trade-detail__no">
            订单号：<span>{order.order_id}</span>
          </p>
          <p className={`mf-trade-detail__headline mf-trade-detail__headline--${order.status.toLowerCase()}`}>
            {headline.title}
          </p>
          <p className="mf-trade-detail__hint">{headline.hint}</p>
          {order.status === 'NOTPAY' && order.can_pay === 1 && (
            <p className="mf-trade-detail__deadline">
              剩余 <PayCountdown seconds={order.remaining_seconds} onExpire={() => void revalidator.revalidate()} />{' '}
              自动取消
            </p>
          )}
          <OrderActions
            order={order}
            logisticsHref="#logistics"
            aftersales={false}
            className="mf-trade-detail__actions"
            onDeleted={() => setTimeout(() => navigate(listHref, { replace: true }), 800)}
          />
        </div>
        <OrderProgress steps={progressSteps(order)} />
      </MemberPanel>

      <MemberPanel className="mf-trade-detail__info mf-member-facts" label="订单信息">
        <div className="mf-member-facts__block">
          <h2>收货信息</h2>
          <dl>
            <FactRows
              facts={[
                ['收货人：', order.receiver.name || order.receiver_name],
                ['手机号：', maskMobile(order.receiver.mobile || order.receiver_mobile)],
                ['地址：', order.receiver_address],
              ]}
            />
          </dl>
        </div>
        <div className="mf-member-facts__block">
          <h2>付款信息</h2>
          <dl>
            <div>
              <dt>付款方式：</dt>
              <dd>{paidAt === null ? '未付款' : payTypeName(order.pay_type)}</dd>
            </div>
            <div>
              <dt>下单时间：</dt>
              <dd>{formatDateTime(order.created_at)}</dd>
            </div>
            {paidAt !== null && (
              <div>
                <dt>付款时间：</dt>
                <dd>{formatDateTime(paidAt)}</dd>
              </div>
            )}
            <div>
              <dt>商品店铺：</dt>
              <dd>{shopNameOf(order.distributor_id, shopNames)}</dd>
            </div>
          </dl>
        </div>
        <div className="mf-member-facts__block">
          <h2>发票信息</h2>
          {order.invoice ? (
            <dl>
              <div>
                <dt>发票类型：</dt>
                <dd>电子普通发票（{INVOICE_TYPES[order.invoice.type] ?? order.invoice.type}）</dd>
              </div>
              <div>
                <dt>发票抬头：</dt>
                <dd>{order.invoice.title}</dd>
              </div>
              {order.invoice.tax_number && (
                <div>
                  <dt>税号：</dt>
                  <dd>{order.invoice.tax_number}</dd>
                </div>
              )}
            </dl>
          ) : (
            <p className="mf-trade-detail__none">不开发票</p>
          )}
        </div>
        <div className="mf-member-facts__block">
          <h2>订单备注</h2>
          <p className={order.remark ? 'mf-trade-detail__remark' : 'mf-trade-detail__none'}>{order.remark || '无'}</p>
        </div>
      </MemberPanel>

      {order.logistics && <LogisticsPanel summary={order.logistics} tracking={tracking} />}

      <MemberPanel
        title="商品清单"
        titleId="mf-goods-title"
        actions={
          <PanelMoreLink to={listHref} onClick={() => markTradeReturn(listHref)}>
            返回订单列表
          </PanelMoreLink>
        }
      >
        <table className="mf-trade-detail__goods">
          <thead>
            <tr>
              <th scope="col">商品</th>
              <th scope="col">单价</th>
              <th scope="col">数量</th>
              <th scope="col">小计</th>
              <th scope="col">售后</th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((line) => (
              <tr key={line.id}>
                <td>
                  <div className="mf-trade-detail__line">
                    <SafeImage className="mf-trade-detail__pic" src={line.pic} alt="" width={80} height={80} />
                    <div>
                      <p className="mf-trade-detail__name">
                        {line.is_gift === 1 && <span className="mf-trade-line__gift">赠品</span>}
                        {line.item_id === null ? line.title : <Link to={`/items/${line.item_id}`}>{line.title}</Link>}
                      </p>
                      {line.spec_desc && <p className="mf-trade-detail__spec">{specText(line.spec_desc)}</p>}
                    </div>
                  </div>
                </td>
                <td>{formatPrice(line.price)}</td>
                <td>{line.num}</td>
                <td className="mf-trade-detail__subtotal">{formatPrice(line.total_fee)}</td>
                <td className="mf-trade-detail__aftersales">
                  {lineStateText(line) || (line.can_aftersales === 1 ? null : '—')}
                  {line.can_aftersales === 1 && (
                    <Link
                      className="mf-link mf-trade-detail__apply"
                      to={applyHref(order.order_id, line.id)}
                      aria-label={`申请售后：${line.title}`}
                    >
                      申请售后
                    </Link>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <OrderAmounts order={order} />
      </MemberPanel>
    </MemberFrame>
  )
}
