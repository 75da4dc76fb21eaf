import { useState } from 'react'
import { Link, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router-dom'
import { ApiError } from '../../../api/api-error.ts'
import { getApi } from '../../../api/index.ts'
import { payPointOrder, type PointOrder } from '../../../api/pointitems.ts'
import { Breadcrumb } from '../../../components/breadcrumb/Breadcrumb.tsx'
import { Button } from '../../../components/button/Button.tsx'
import { LinkButton } from '../../../components/button/LinkButton.tsx'
import { SafeImage } from '../../../components/goods-card/SafeImage.tsx'
import { formatPoints, formatPrice } from '../../../../schemas/money.ts'
import { loaderApi } from '../../../routing/loader-api.ts'
import { specText } from '../../../features/checkout/GoodsSection.tsx'
import { pointsShort } from '../../../features/checkout/point-checkout-query.ts'
import { formatPointPrice } from '../point-price.ts'
import { loadPointCashier } from './load-point-cashier.ts'
import './point-cashier.css'

export function loader({ request, context }: LoaderFunctionArgs): Promise<PointOrder> {
  return loadPointCashier(loaderApi(context), request)
}

export const POINT_ORDERS_PATH = '/member/trade/point'

/** The normal cashier, where the cash part of a points order is paid once its points are spent. */
export function cashierHref(orderId: string): string {
  return `/cashier?order_id=${encodeURIComponent(orderId)}`
}

/** "29分59秒" of what is left to pay. */
export function remainingText(seconds: number): string {
  const minutes = Math.floor(seconds / 60)
  return minutes > 0 ? `${minutes}分${seconds % 60}秒` : `${seconds}秒`
}

/**
 * /pointitems/cashierpoint (积分支付): the points order, the points to pay and the balance, and
 * 确认支付, which spends the points on the server (once, however often it is pressed). A points-only
 * order is then paid; one with a cash part goes on to the normal cashier for the cash, and coming
 * back here shows 积分已支付 with what is left and 去支付. A balance that falls short is said so
 * and the button stays disabled.
 */
export default function PointCashierPage() {
  const loaded = useLoaderData() as PointOrder
  const navigate = useNavigate()
  const [order, setOrder] = useState(loaded)
  const [paying, setPaying] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const short = pointsShort(order.point_total, order.point_balance)
  const payable = order.status === 'NOTPAY' && order.remaining_seconds > 0

  async function pay() {
    if (paying || short > 0 || !payable) return
    setPaying(true)
    setError(null)
    try {
      const paid = await payPointOrder(getApi(), order.order_id, { silent: true })
      setOrder(paid)
      if (paid.status === 'NOTPAY' && paid.point_paid && paid.cash_due > 0) navigate(cashierHref(paid.order_id))
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : '网络异常，请稍后重试')
    } finally {
      setPaying(false)
    }
  }

  return (
    <div className="mf-container mf-point-cashier">
      <Breadcrumb
        items={[{ title: '首页', href: '/' }, { title: '积分商城', href: '/pointitems' }, { title: '积分支付' }]}
      />
      <h1 className="mf-point-cashier__title">积分支付</h1>
      <section className="mf-point-cashier__order" aria-label="订单信息">
        <p>
          订单号：<span className="mf-point-cashier__no">{order.order_id}</span>
        </p>
        <p>
          收货信息：{order.receiver_name} {order.receiver_mobile} {order.receiver_address}
        </p>
        <ul className="mf-point-cashier__lines">
          {order.items.map((item, index) => (
            <li key={`${item.sku_id}-${index}`} className="mf-point-cashier__line">
              <SafeImage className="mf-point-cashier__pic" src={item.pic} alt="" width={60} height={60} />
              <span className="mf-point-cashier__name">
                {item.title}
                {item.spec_desc && <em>{specText(item.spec_desc)}</em>}
              </span>
              <span>
                {formatPointPrice(item.point_price, item.price)} × {item.num}
              </span>
            </li>
          ))}
        </ul>
      </section>

      {order.status === 'PAYED' ? (
        <section className="mf-point-cashier__done" aria-labelledby="mf-point-cashier-done">
          <h2 id="mf-point-cashier-done">支付成功</h2>
          <p role="status">
            已使用{formatPoints(order.point_use)}
            {order.total_fee > 0 && `，支付现金${formatPrice(order.total_fee)}`}，剩余
            {formatPoints(order.point_balance)}。商品将尽快为您发出。
          </p>
          <div className="mf-point-cashier__links">
            <LinkButton type="primary" to={POINT_ORDERS_PATH}>
              查看积分订单
            </LinkButton>
            <LinkButton type="default" to="/pointitems">
              继续兑换
            </LinkButton>
          </div>
        </section>
      ) : order.point_paid && payable ? (
        <section className="mf-point-cashier__pay" aria-labelledby="mf-point-cashier-cash">
          <h2 id="mf-point-cashier-cash" className="mf-point-cashier__spent">
            积分已支付
          </h2>
          <dl className="mf-point-cashier__amounts">
            <div>
              <dt>已付积分</dt>
              <dd>{formatPoints(order.point_use)}</dd>
            </div>
            <div>
              <dt>还需支付</dt>
              <dd className="mf-point-cashier__due">{formatPrice(order.cash_due)}</dd>
            </div>
          </dl>
          <p className="mf-point-cashier__time">
            请在 {remainingText(order.remaining_seconds)} 内支付现金部分，超时订单将自动取消并退还积分。
          </p>
          <LinkButton type="error" size="large" to={cashierHref(order.order_id)}>
            去支付
          </LinkButton>
        </section>
      ) : (
        <section className="mf-point-cashier__pay" aria-labelledby="mf-point-cashier-pay">
          <h2 id="mf-point-cashier-pay" className="mf-visually-hidden">
            支付积分
          </h2>
          <dl className="mf-point-cashier__amounts">
            <div>
              <dt>应付积分</dt>
              <dd className="mf-point-cashier__due">{formatPoints(order.point_total)}</dd>
            </div>
            {order.cash_due > 0 && (
              <div>
                <dt>另需支付现金</dt>
                <dd className="mf-point-cashier__due">{formatPrice(order.cash_due)}</dd>
              </div>
            )}
            <div>
              <dt>我的积分</dt>
              <dd>{formatPoints(order.point_balance)}</dd>
            </div>
          </dl>
          {order.cash_due > 0 && payable && (
            <p className="mf-point-cashier__time">确认支付后先扣减积分，再前往收银台支付现金部分。</p>
          )}
          {!payable ? (
            <p className="mf-point-cashier__closed" role="alert">
              {order.status === 'CANCEL' ? '订单已取消' : '订单已超时关闭'}，<Link to="/pointitems">返回积分商城</Link>
            </p>
          ) : (
            <>
              <p className="mf-point-cashier__time">
                请在 {remainingText(order.remaining_seconds)} 内完成支付，超时订单将自动取消。
              </p>
              {short > 0 && (
                <p className="mf-point-cashier__short" id="mf-point-cashier-short" role="alert">
                  积分不足，还差{formatPoints(short)}，无法支付
                </p>
              )}
              {error && (
                <p className="mf-point-cashier__short" role="alert">
                  {error}
                </p>
              )}
              <Button
                type="error"
                size="large"
                disabled={short > 0 || paying}
                aria-describedby={short > 0 ? 'mf-point-cashier-short' : undefined}
                onClick={() => void pay()}
              >
                {paying ? '正在支付…' : '确认支付'}
              </Button>
            </>
          )}
        </section>
      )}
    </div>
  )
}
