import type { OrderDetail } from '../../../../api/orders.ts'
import { formatPrice } from '../../../../../schemas/money.ts'

type Row = { label: string; value: string }

/** The amounts from goods total to paid, discounts shown as deductions; zero discounts are left out. */
export function amountRows(order: OrderDetail): Row[] {
  const minus = (cents: number) => `-${formatPrice(cents)}`
  const rows: Row[] = [
    { label: '商品总额', value: formatPrice(order.item_fee) },
    { label: '运费', value: `+${formatPrice(order.freight_fee)}` },
  ]
  if (order.discount_fee > 0) rows.push({ label: '促销优惠', value: minus(order.discount_fee) })
  if (order.coupon_fee > 0) rows.push({ label: '优惠券', value: minus(order.coupon_fee) })
  if (order.point_fee > 0)
    rows.push({
      label: order.point_used > 0 ? `积分抵扣（${order.point_used}积分）` : '积分抵扣',
      value: minus(order.point_fee),
    })
  if (order.member_discount > 0) rows.push({ label: '会员优惠', value: minus(order.member_discount) })
  return rows
}

/** The order's money, right-aligned under its lines, ending with 实付款 in the price colour. */
export function OrderAmounts({ order }: { order: OrderDetail }) {
  return (
    <dl className="mf-order-amounts">
      {amountRows(order).map((row) => (
        <div key={row.label} className="mf-order-amounts__row">
          <dt>{row.label}：</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
      <div className="mf-order-amounts__row mf-order-amounts__row--total">
        <dt>实付款：</dt>
        <dd>{formatPrice(order.total_fee)}</dd>
      </div>
      {order.refunded_fee > 0 && (
        <div className="mf-order-amounts__row">
          <dt>已退款：</dt>
          <dd>{formatPrice(order.refunded_fee)}</dd>
        </div>
      )}
    </dl>
  )
}
