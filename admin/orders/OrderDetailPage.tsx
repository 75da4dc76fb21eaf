import { useState } from 'react'
import { useParams } from 'react-router-dom'
import type { OperatorOrderDetail } from '../../schemas/api/admin.ts'
import { adminApi } from '../api.ts'
import { DataTable } from '../kit/DataTable.tsx'
import { formatTime, money } from '../kit/format.ts'
import { PageHeader } from '../kit/PageHeader.tsx'
import { useRemote } from '../kit/use-remote.ts'
import { useAccess } from '../shell/access.ts'
import {
  orderTypeLabel,
  paymentStatusLabel,
  payTypeLabel,
  refundStatusLabel,
} from '../../schemas/api/admin/order-labels.ts'
import { CancelOrderDrawer } from './CancelOrderDrawer.tsx'
import { OrderRemark } from './OrderRemark.tsx'
import { statusTone } from './order-status.ts'
import { ShipDrawer } from './ShipDrawer.tsx'
import './orders.css'

type Line = OperatorOrderDetail['items'][number]

function Amounts({ order }: { order: OperatorOrderDetail }) {
  // Discounts are shown as what they take off (−¥5.00), zero ones too, so the sum can be checked.
  const rows: [string, number, boolean][] = [
    ['商品金额', order.item_fee, false],
    ['运费', order.freight_fee, false],
    ['促销优惠', order.discount_fee, true],
    ['优惠券', order.coupon_fee, true],
    ['会员优惠', order.member_discount, true],
    ['积分抵扣', order.point_fee, true],
  ]
  return (
    <dl className="ac-facts">
      {rows.map(([label, cents, off]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{off && cents > 0 ? `−${money(cents)}` : money(cents)}</dd>
        </div>
      ))}
      <dt>实付</dt>
      <dd className="mf-price">
        <strong>{money(order.total_fee)}</strong>
      </dd>
      {order.refunded_fee > 0 && (
        <>
          <dt>已退款</dt>
          <dd>{money(order.refunded_fee)}</dd>
        </>
      )}
    </dl>
  )
}

/** 订单详情: everything of one order an operator needs to answer a shopper or ship it. */
export function OrderDetailPage() {
  const { orderId = '' } = useParams()
  const order = useRemote(() => adminApi.order(orderId), orderId)
  const [shipping, setShipping] = useState(false)
  const [cancelling, setCancelling] = useState(false)
  const access = useAccess()
  const areas = access.kind === 'operator' ? access.operator.areas : []
  const mayShip = areas.includes('shipping')
  const mayManage = areas.includes('orders')
  const data = order.data
  const crumbs = [{ label: '订单' }, { label: '订单列表', to: '/orders' }, { label: '订单详情' }]

  if (!data)
    return (
      <>
        <PageHeader crumbs={crumbs} title={`订单 ${orderId}`} />
        <p className="ac-table-note" role={order.error ? 'alert' : 'status'}>
          {order.error || '正在加载…'}
        </p>
      </>
    )

  return (
    <>
      <PageHeader
        crumbs={crumbs}
        title={`订单 ${data.order_id}`}
        actions={
          <>
            {mayManage && data.status === 'NOTPAY' && (
              <button type="button" className="dz-btn" onClick={() => setCancelling(true)}>
                取消订单
              </button>
            )}
            {mayShip && data.status === 'PAYED' && data.in_aftersales === 0 && (
              <button type="button" className="dz-btn dz-btn--primary" onClick={() => setShipping(true)}>
                发货
              </button>
            )}
          </>
        }
      />
      <section className="ac-card" aria-labelledby="ac-order-info">
        <h2 id="ac-order-info" className="ac-card__title">
          订单信息 <span className={`ac-status ${statusTone(data.status)}`}>{data.status_desc}</span>
        </h2>
        <div className="ac-card__body">
          <dl className="ac-facts">
            <dt>订单类型</dt>
            <dd>{orderTypeLabel(data.order_type)}</dd>
            <dt>店铺</dt>
            <dd>{data.distributor_name}</dd>
            <dt>会员手机号</dt>
            <dd>{data.member_mobile || '—'}</dd>
            <dt>下单时间</dt>
            <dd>{formatTime(data.created_at)}</dd>
            <dt>支付方式</dt>
            <dd>{payTypeLabel(data.pay_type)}</dd>
            <dt>付款时间</dt>
            <dd>{formatTime(data.paid_at)}</dd>
            <dt>发货时间</dt>
            <dd>{formatTime(data.delivered_at)}</dd>
            <dt>收货人</dt>
            <dd>
              {data.receiver_name} {data.receiver_mobile} {data.receiver_address}
            </dd>
            <dt>发票</dt>
            <dd>{data.invoice ? `${data.invoice.title} ${data.invoice.tax_number}` : '不开发票'}</dd>
            {data.cancel_reason && (
              <>
                <dt>取消原因</dt>
                <dd>{data.cancel_reason}</dd>
              </>
            )}
          </dl>
        </div>
      </section>
      <section className="ac-card" aria-labelledby="ac-order-lines">
        <h2 id="ac-order-lines" className="ac-card__title">
          商品
        </h2>
        <DataTable<Line>
          caption="订单商品"
          rows={data.items}
          rowKey={(line) => line.id}
          loading={false}
          error=""
          onRetry={order.reload}
          columns={[
            { key: 'title', header: '商品', cell: (line) => `${line.title}${line.is_gift ? '（赠品）' : ''}` },
            { key: 'spec', header: '规格', cell: (line) => line.spec_desc || '—' },
            { key: 'sku', header: '货号', cell: (line) => data.item_codes[String(line.id)] || '—' },
            { key: 'price', header: '单价', numeric: true, cell: (line) => money(line.price) },
            { key: 'num', header: '数量', numeric: true, cell: (line) => line.num },
            { key: 'total', header: '小计', numeric: true, cell: (line) => money(line.total_fee) },
            {
              key: 'after',
              header: '售后',
              cell: (line) =>
                line.refunded_num > 0 ? `已退${line.refunded_num}件` : line.aftersales_num > 0 ? '售后中' : '—',
            },
          ]}
        />
        <div className="ac-card__body">
          <Amounts order={data} />
        </div>
      </section>
      <section className="ac-card" aria-labelledby="ac-order-money">
        <h2 id="ac-order-money" className="ac-card__title">
          支付与退款
        </h2>
        <div className="ac-card__body">
          {data.payments.length + data.refunds.length === 0 && <p className="dz-muted">暂无支付记录</p>}
          <dl className="ac-facts">
            {data.payments.map((payment) => (
              <div key={payment.trade_no} style={{ display: 'contents' }}>
                <dt>支付 {payment.trade_no}</dt>
                <dd>
                  {payTypeLabel(payment.pay_type)} {money(payment.amount)} {paymentStatusLabel(payment.status)}{' '}
                  {formatTime(payment.paid_at)}
                </dd>
              </div>
            ))}
            {data.refunds.map((refund) => (
              <div key={refund.refund_bn} style={{ display: 'contents' }}>
                <dt>退款 {refund.refund_bn}</dt>
                <dd>
                  {money(refund.refund_fee)} {refundStatusLabel(refund.status)} {refund.reason}{' '}
                  {formatTime(refund.refunded_at)}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
      <section className="ac-card" aria-labelledby="ac-order-track">
        <h2 id="ac-order-track" className="ac-card__title">
          物流与进度
        </h2>
        <div className="ac-card__body">
          <dl className="ac-facts">
            {data.logistics && (
              <>
                <dt>物流</dt>
                <dd>
                  {data.logistics.delivery_corp_name} {data.logistics.delivery_code} · {data.logistics.state_desc}
                  {data.logistics.latest && ` · ${data.logistics.latest.context}`}
                </dd>
              </>
            )}
            {data.timeline.map((entry) => (
              <div key={entry.key} style={{ display: 'contents' }}>
                <dt>{entry.title}</dt>
                <dd>{formatTime(entry.time)}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
      {data.traces.length > 0 && (
        <section className="ac-card" aria-labelledby="ac-order-traces">
          <h2 id="ac-order-traces" className="ac-card__title">
            物流轨迹
          </h2>
          <div className="ac-card__body">
            <ol className="ac-traces">
              {data.traces.map((trace, index) => (
                <li key={`${trace.time}-${index}`}>
                  <time>{formatTime(trace.time)}</time>
                  {trace.context}
                </li>
              ))}
            </ol>
          </div>
        </section>
      )}
      <section className="ac-card" aria-labelledby="ac-order-remark">
        <h2 id="ac-order-remark" className="ac-card__title">
          备注
        </h2>
        <div className="ac-card__body">
          <dl className="ac-facts">
            <dt>买家备注</dt>
            <dd>{data.remark || '—'}</dd>
          </dl>
          <OrderRemark
            key={data.order_id}
            orderId={data.order_id}
            saved={data.operator_remark}
            mayEdit={mayManage}
            onSaved={order.reload}
          />
        </div>
      </section>
      <CancelOrderDrawer
        orderId={cancelling ? data.order_id : null}
        onClose={() => setCancelling(false)}
        onCancelled={() => {
          setCancelling(false)
          order.reload()
        }}
      />
      <ShipDrawer
        orderId={shipping ? data.order_id : null}
        onClose={() => setShipping(false)}
        onShipped={() => {
          setShipping(false)
          order.reload()
        }}
      />
    </>
  )
}
