import { Link } from 'react-router-dom'
import type { OrderCard } from '../../../api/orders.ts'
import { SafeImage } from '../../../components/goods-card/SafeImage.tsx'
import { formatDateTime } from '../../../lib/date.ts'
import { formatPoints, formatPrice } from '../../../../schemas/money.ts'
import { OrderActions } from '../orders/OrderActions.tsx'
import { lineStateText, specText } from '../orders/order-lines.ts'
import { statusTone } from '../orders/order-status.ts'
import { orderDetailHref } from '../orders/trade-tabs.ts'

export interface TradeOrderCardProps {
  order: OrderCard
  shopName: string
}

/**
 * One order of 我的订单, JD style: a grey head (下单时间, 订单号, shop), then the lines beside the
 * amount paid, the status and the actions.
 */
export function TradeOrderCard({ order, shopName }: TradeOrderCardProps) {
  const detail = orderDetailHref(order.order_id)
  // A points-mall order is priced and paid in points.
  const inPoints = order.order_type === 'point'
  return (
    <article className="mf-trade-order" aria-label={`订单${order.order_id}`}>
      <header className="mf-trade-order__head">
        <time className="mf-trade-order__time" dateTime={new Date(order.created_at * 1000).toISOString()}>
          {formatDateTime(order.created_at)}
        </time>
        <span className="mf-trade-order__no">
          订单号：
          <Link to={detail}>{order.order_id}</Link>
        </span>
        <span className="mf-trade-order__shop">
          <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
            <path d="M2 6h12v8H2zM1 2h14l1 4H0z" fill="currentColor" />
          </svg>
          {shopName}
        </span>
      </header>
      <div className="mf-trade-order__body">
        <ul className="mf-trade-order__lines">
          {order.items.map((line) => {
            const state = lineStateText(line)
            const name =
              line.item_id === null ? (
                <span>{line.title}</span>
              ) : (
                <Link to={`/items/${line.item_id}`}>{line.title}</Link>
              )
            return (
              <li key={line.id} className="mf-trade-line">
                {line.item_id === null ? (
                  <SafeImage className="mf-trade-line__pic" src={line.pic} alt={line.title} width={80} height={80} />
                ) : (
                  <Link
                    className="mf-trade-line__pic-link"
                    to={`/items/${line.item_id}`}
                    tabIndex={-1}
                    aria-hidden="true"
                  >
                    <SafeImage className="mf-trade-line__pic" src={line.pic} alt="" width={80} height={80} />
                  </Link>
                )}
                <div className="mf-trade-line__info">
                  <p className="mf-trade-line__name">
                    {line.is_gift === 1 && <span className="mf-trade-line__gift">赠品</span>}
                    {name}
                  </p>
                  {line.spec_desc && <p className="mf-trade-line__spec">{specText(line.spec_desc)}</p>}
                  {state && <p className="mf-trade-line__state">{state}</p>}
                </div>
                <p className="mf-trade-line__price">
                  {inPoints ? formatPoints(line.point_price) : formatPrice(line.price)}
                  <span className="mf-trade-line__num"> × {line.num}</span>
                </p>
              </li>
            )
          })}
        </ul>
        <div className="mf-trade-order__amount">
          <p>
            {inPoints ? (
              <>
                积分{' '}
                <strong className="mf-trade-order__total">
                  {formatPoints(order.items.reduce((sum, line) => sum + line.point_price * line.num, 0))}
                </strong>
              </>
            ) : (
              <>
                实付款 <strong className="mf-trade-order__total">{formatPrice(order.total_fee)}</strong>
              </>
            )}
          </p>
          <p className="mf-trade-order__freight">
            {order.freight_fee > 0 ? `含运费 ${formatPrice(order.freight_fee)}` : '免运费'}
          </p>
        </div>
        <div className="mf-trade-order__status">
          <p className={`mf-order-status mf-tone--${statusTone(order)}`}>{order.status_desc}</p>
        </div>
        <OrderActions order={order} detailLink className="mf-trade-order__actions" />
      </div>
    </article>
  )
}
