import { useLoaderData } from 'react-router-dom'
import { Breadcrumb } from '../../components/breadcrumb/Breadcrumb.tsx'
import { LinkButton } from '../../components/button/LinkButton.tsx'
import { formatPrice } from '../../../schemas/money.ts'
import { cashierHref, type FinishPageData } from './load-finish.ts'
import './finish.css'

const PAY_NAMES: Record<string, string> = {
  testpay: '模拟支付',
  alipay: '支付宝',
  wxpay: '微信支付',
  point: '积分支付',
}

function SuccessMark() {
  return (
    <svg className="mf-finish__mark" viewBox="0 0 72 72" width="72" height="72" aria-hidden="true" focusable="false">
      <circle cx="36" cy="36" r="36" fill="#52c41a" />
      <path
        d="m21 37 10 10 20-22"
        stroke="#fff"
        strokeWidth="6"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}

function FailMark() {
  return (
    <svg className="mf-finish__mark" viewBox="0 0 72 72" width="72" height="72" aria-hidden="true" focusable="false">
      <circle cx="36" cy="36" r="36" fill="#ff0036" />
      <path d="m25 25 22 22M47 25 25 47" stroke="#fff" strokeWidth="6" strokeLinecap="round" />
    </svg>
  )
}

/** The result of paying (spec 2.1 /finish/*): 支付成功 or 支付失败, the order and where to go next. */
export function FinishView() {
  const { paid, order, reason } = useLoaderData() as FinishPageData
  const title = paid ? '支付成功' : '支付失败'
  return (
    <div className="mf-container mf-finish">
      <Breadcrumb items={[{ title: '首页', href: '/' }, { title }]} />
      <section className={`mf-finish__card${paid ? ' is-paid' : ' is-failed'}`} aria-labelledby="mf-finish-title">
        {paid ? <SuccessMark /> : <FailMark />}
        <div className="mf-finish__text">
          <h1 className="mf-finish__title" id="mf-finish-title">
            {title}
          </h1>
          <p className="mf-finish__sub" role={paid ? undefined : 'alert'}>
            {paid ? '感谢您的购买，我们将尽快为您发货' : (reason ?? '订单尚未支付成功，请重新支付')}
          </p>
          {order && (
            <dl className="mf-finish__facts">
              <div>
                <dt>订单号：</dt>
                <dd>{order.order_id}</dd>
              </div>
              <div>
                <dt>{paid ? '支付金额：' : '应付金额：'}</dt>
                <dd className="mf-finish__amount">{formatPrice(order.total_fee)}</dd>
              </div>
              {paid && order.pay_type && (
                <div>
                  <dt>支付方式：</dt>
                  <dd>{PAY_NAMES[order.pay_type] ?? order.pay_type}</dd>
                </div>
              )}
              {order.receiver && (
                <div>
                  <dt>收货信息：</dt>
                  <dd>{order.receiver}</dd>
                </div>
              )}
            </dl>
          )}
          <div className="mf-finish__actions">
            {!paid && order?.payable && (
              <LinkButton type="error" size="large" to={cashierHref(order.order_id)}>
                重新支付
              </LinkButton>
            )}
            {order && (
              <LinkButton type={paid ? 'primary' : 'default'} size="large" to={`/member/trade/${order.order_id}`}>
                查看订单
              </LinkButton>
            )}
            <LinkButton size="large" to="/">
              继续购物
            </LinkButton>
          </div>
        </div>
      </section>
    </div>
  )
}
