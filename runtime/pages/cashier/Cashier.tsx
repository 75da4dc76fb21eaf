import { useCallback, useEffect, useState } from 'react'
import { Link, useLoaderData, useNavigate } from 'react-router-dom'
import { ApiError } from '../../api/api-error.ts'
import { getOrderSummary, type OrderSummary } from '../../api/checkout.ts'
import { getApi } from '../../api/index.ts'
import { startPayment, type PaymentStart, type PaymentState } from '../../api/payment.ts'
import { Breadcrumb } from '../../components/breadcrumb/Breadcrumb.tsx'
import { Button } from '../../components/button/Button.tsx'
import { LinkButton } from '../../components/button/LinkButton.tsx'
import { formatPrice } from '../../../schemas/money.ts'
import { CheckoutSteps } from '../../features/checkout/CheckoutSteps.tsx'
import { markLeftCashier, ORDER_LIST_PATH } from '../../features/checkout/from-cashier.ts'
import { OrderItems } from './OrderItems.tsx'
import { PAID_STATUSES, successHref, type CashierPageData } from '../../features/cashier/load-cashier.ts'
import { PayMethodIcon } from './PayMethodIcon.tsx'
import { formatMinutesSeconds, useSecondsLeft } from './use-countdown.ts'
import { usePaymentPoll } from './use-payment-poll.ts'
import { WxpayModal } from './WxpayModal.tsx'
import './cashier.css'

const ERROR_ID = 'mf-cashier-error'

/** "星河 67W 充电器 等3件商品", or the one name for a single piece. */
export function goodsSummary(order: OrderSummary): string {
  const first = order.items.find((item) => item.is_gift === 0) ?? order.items[0]
  if (!first) return `共${order.total_num}件商品`
  return order.total_num > 1 ? `${first.title} 等${order.total_num}件商品` : first.title
}

/** Spec 2.5: the checkout is not shown again straight from here, so leaving is noted. */
function useNoteLeaving() {
  useEffect(() => {
    const leave = () => markLeftCashier()
    window.addEventListener('pagehide', leave)
    return () => {
      window.removeEventListener('pagehide', leave)
      leave()
    }
  }, [])
}

/** /cashier (spec 2.1): the order to pay, its deadline, the payment methods and 立即支付. */
export function Cashier() {
  const { order, payTypes } = useLoaderData() as CashierPageData
  useNoteLeaving()
  const secondsLeft = useSecondsLeft(order.status === 'NOTPAY' ? order.remaining_seconds : 0)
  const [closed, setClosed] = useState(order.status === 'CANCEL')
  const cancelled = closed || secondsLeft === 0

  return (
    <div className="mf-container mf-cashier">
      <Breadcrumb items={[{ title: '首页', href: '/' }, { title: '收银台' }]} />
      <div className="mf-page-head">
        <h1 className="mf-page-head__title">收银台</h1>
        <CheckoutSteps current={2} />
      </div>
      {cancelled ? (
        <CancelledOrder order={order} expired={!closed} />
      ) : (
        <PayableOrder order={order} payTypes={payTypes} secondsLeft={secondsLeft} onClosed={() => setClosed(true)} />
      )}
    </div>
  )
}

function CancelledOrder({ order, expired }: { order: OrderSummary; expired: boolean }) {
  return (
    <div className="mf-stop-panel" role="alert">
      <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" focusable="false">
        <circle cx="32" cy="32" r="28" fill="#f2f2f2" />
        <path d="M22 22l20 20M42 22 22 42" stroke="#b5b5b5" strokeWidth="5" strokeLinecap="round" />
      </svg>
      <div>
        <p className="mf-stop-panel__title">订单已取消</p>
        <p className="mf-stop-panel__sub">
          订单号：{order.order_id}
          {expired ? '，该订单已超过支付时间，系统已自动取消' : '，该订单已取消，无法继续支付'}
        </p>
        <div className="mf-cashier-closed__links">
          <LinkButton type="primary" to={ORDER_LIST_PATH}>
            查看我的订单
          </LinkButton>
          <LinkButton to="/">继续购物</LinkButton>
        </div>
      </div>
    </div>
  )
}

interface PayableOrderProps {
  order: OrderSummary
  payTypes: CashierPageData['payTypes']
  secondsLeft: number
  onClosed: () => void
}

function PayableOrder({ order, payTypes, secondsLeft, onClosed }: PayableOrderProps) {
  const navigate = useNavigate()
  const [payType, setPayType] = useState(payTypes[0]?.pay_type ?? '')
  const [paying, setPaying] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [qr, setQr] = useState<PaymentStart | null>(null)
  const [details, setDetails] = useState(false)

  const paid = useCallback(() => navigate(successHref(order.order_id)), [navigate, order.order_id])

  usePaymentPoll(qr?.trade_no ?? null, (state: PaymentState) => {
    if (state.pay_status === 'SUCCESS' || (state.order_status !== null && PAID_STATUSES.includes(state.order_status))) {
      setQr(null)
      paid()
      return true
    }
    if (state.order_status === 'CANCEL') {
      setQr(null)
      onClosed()
      return true
    }
    if (state.pay_status === 'CLOSED') {
      setQr(null)
      navigate(`/finish/fail?order_id=${encodeURIComponent(order.order_id)}`)
      return true
    }
    return false
  })

  /** After the server refused to start a payment, the order may have been paid or closed meanwhile. */
  const recheck = async () => {
    const now = await getOrderSummary(getApi(), order.order_id, { silent: true }).catch(() => null)
    if (now && PAID_STATUSES.includes(now.status)) paid()
    else if (now?.status === 'CANCEL') onClosed()
  }

  const pay = async () => {
    const method = payTypes.find((type) => type.pay_type === payType)
    if (!method || paying) return
    setPaying(true)
    setError(null)
    try {
      const started = await startPayment(
        getApi(),
        { order_id: order.order_id, pay_type: method.pay_type, pay_channel: method.pay_channel },
        { silent: true },
      )
      if (started.pay_status === 'SUCCESS') {
        paid()
        return
      }
      if (started.pay_url) {
        window.location.assign(started.pay_url)
        return
      }
      if (started.qrcode || started.code_url) setQr(started)
      else setError('该支付方式暂不可用，请选择其他支付方式')
      setPaying(false)
    } catch (failure) {
      setPaying(false)
      if (failure instanceof ApiError && failure.code === 'ORDER_EXPIRED') {
        onClosed()
        return
      }
      setError(failure instanceof Error && failure.message ? failure.message : '支付失败，请稍后重试')
      if (failure instanceof ApiError && failure.code === 'ORDER_NOT_PAYABLE') await recheck()
    }
  }

  return (
    <>
      <section className="mf-cashier-order" aria-label="订单信息">
        <div className="mf-cashier-order__main">
          <p className="mf-cashier-order__ok">
            <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
              <circle cx="12" cy="12" r="12" fill="#52c41a" />
              <path
                d="m7 12.5 3.2 3.2L17.5 8.5"
                stroke="#fff"
                strokeWidth="2.2"
                fill="none"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            订单提交成功，请尽快付款！
          </p>
          <p className="mf-cashier-order__meta">
            <span>
              订单号：<span className="mf-cashier-order__no">{order.order_id}</span>
            </span>
            <span className="mf-cashier-order__goods">商品：{goodsSummary(order)}</span>
          </p>
          <p className="mf-cashier-order__deadline" role="timer" aria-live="off">
            请在 <b>{formatMinutesSeconds(secondsLeft)}</b> 内完成支付，超时订单将自动取消
          </p>
        </div>
        <div className="mf-cashier-order__pay">
          <p>
            应付金额 <strong className="mf-cashier-order__amount">{formatPrice(order.total_fee)}</strong>
          </p>
          <button
            type="button"
            className="mf-link"
            aria-expanded={details}
            aria-controls="mf-cashier-details"
            onClick={() => setDetails(!details)}
          >
            {details ? '收起订单详情' : '订单详情'}
          </button>
        </div>
        <div id="mf-cashier-details" className="mf-cashier-order__details" hidden={!details}>
          <p>
            收货信息：{order.receiver_name} {order.receiver_mobile} {order.receiver_address}
          </p>
          <OrderItems order={order} />
        </div>
      </section>

      <section className="mf-cashier-methods" aria-labelledby="mf-cashier-methods-title">
        <h2 className="mf-cashier-methods__title" id="mf-cashier-methods-title">
          选择支付方式
        </h2>
        {payTypes.length === 0 ? (
          <p className="mf-cashier-methods__none">暂无可用的支付方式，请稍后再试</p>
        ) : (
          <div className="mf-cashier-methods__list" role="radiogroup" aria-label="支付方式">
            {payTypes.map((type) => (
              <label key={type.pay_type} className={`mf-pay-method${payType === type.pay_type ? ' is-selected' : ''}`}>
                <input
                  type="radio"
                  name="mf-cashier-pay-type"
                  className="mf-visually-hidden"
                  value={type.pay_type}
                  checked={payType === type.pay_type}
                  disabled={paying}
                  onChange={() => setPayType(type.pay_type)}
                />
                <PayMethodIcon payType={type.pay_type} />
                <span className="mf-pay-method__name">{type.pay_name}</span>
              </label>
            ))}
          </div>
        )}
        <div className="mf-cashier-methods__go">
          <Button
            type="error"
            size="large"
            className="mf-cashier-pay"
            disabled={!payType || paying}
            aria-describedby={error ? ERROR_ID : undefined}
            onClick={pay}
          >
            {paying ? '正在支付…' : '立即支付'}
          </Button>
          <span className="mf-cashier-methods__sum">
            支付 <b>{formatPrice(order.total_fee)}</b>
          </span>
        </div>
        {error && (
          <p className="mf-error-box mf-cashier-error" id={ERROR_ID} role="alert">
            {error}
          </p>
        )}
        <p className="mf-cashier-methods__help">
          付款遇到问题？可前往 <Link to={`/member/trade/${order.order_id}`}>订单详情</Link> 稍后继续支付
        </p>
      </section>
      <WxpayModal payment={qr} onClose={() => setQr(null)} />
    </>
  )
}
