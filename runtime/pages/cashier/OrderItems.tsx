import type { OrderSummary } from '../../api/checkout.ts'
import { SafeImage } from '../../components/goods-card/SafeImage.tsx'
import { formatPrice } from '../../../schemas/money.ts'

/** The order's goods in brief: picture, name, spec, quantity and what the line costs; gifts marked 赠品. */
export function OrderItems({ order }: { order: OrderSummary }) {
  return (
    <ul className="mf-order-items" aria-label="订单商品">
      {order.items.map((item, i) => (
        <li key={`${item.item_id ?? 'gift'}-${i}`} className="mf-order-items__line">
          <SafeImage className="mf-order-items__pic" src={item.pic || undefined} alt="" width={48} height={48} />
          <span className="mf-order-items__title">
            {item.is_gift === 1 && <span className="mf-order-items__gift">赠品</span>}
            {item.title}
            {item.spec_desc && <span className="mf-order-items__spec">{item.spec_desc}</span>}
          </span>
          <span className="mf-order-items__num">×{item.num}</span>
          <span className="mf-order-items__fee">{formatPrice(item.is_gift === 1 ? 0 : item.total_fee)}</span>
        </li>
      ))}
    </ul>
  )
}
