import { Link } from 'react-router-dom'
import type { CheckoutItem, CheckoutPromotion } from '../../api/checkout.ts'
import { SafeImage } from '../../components/goods-card/SafeImage.tsx'
import { formatPrice } from '../../../schemas/money.ts'

interface GoodsSectionProps {
  items: CheckoutItem[]
  promotions: CheckoutPromotion[]
  shopNames: Record<number, string>
}

const PRICE_LABELS: Record<string, string> = { member: '会员价', staff: '内购价', seckill: '秒杀价' }

/** "颜色:米白 尺码:M" as "颜色：米白  尺码：M"; a value may hold spaces, so only a space before the next "name:" separates. */
export function specText(desc: string): string {
  return desc
    .trim()
    .split(/\s+(?=[^\s:]+:)/)
    .map((part) => part.replace(':', '：'))
    .join('  ')
}

function shopName(distributorId: number, names: Record<number, string>): string {
  if (distributorId === 0) return '商城自营'
  return names[distributorId] ?? '店铺'
}

/** Lines by shop, the bought goods before the gifts that come with them. */
function groupsOf(items: CheckoutItem[]): [number, CheckoutItem[]][] {
  const groups = new Map<number, CheckoutItem[]>()
  for (const item of items) groups.set(item.distributor_id, [...(groups.get(item.distributor_id) ?? []), item])
  return [...groups].map(([id, lines]) => [
    id,
    [...lines.filter((l) => l.is_gift === 0), ...lines.filter((l) => l.is_gift === 1)],
  ])
}

/** 商品清单: picture, name, spec, the price this member pays, quantity and the line's subtotal; gifts marked 赠品. */
export function GoodsSection({ items, promotions, shopNames }: GoodsSectionProps) {
  return (
    <section className="mf-checkout-section" aria-labelledby="mf-checkout-goods">
      <div className="mf-checkout-section__head">
        <h2 className="mf-checkout-section__title" id="mf-checkout-goods">
          商品清单
        </h2>
        <Link className="mf-link mf-checkout-link" to="/cart">
          返回购物车修改
        </Link>
      </div>
      <table className="mf-checkout-goods">
        <thead>
          <tr>
            <th scope="col" className="mf-checkout-goods__info">
              商品信息
            </th>
            <th scope="col" className="mf-checkout-goods__price">
              单价
            </th>
            <th scope="col" className="mf-checkout-goods__num">
              数量
            </th>
            <th scope="col" className="mf-checkout-goods__subtotal">
              小计
            </th>
          </tr>
        </thead>
        {groupsOf(items).map(([distributorId, lines]) => {
          const name = shopName(distributorId, shopNames)
          return (
            <tbody key={distributorId} aria-label={name}>
              <tr className="mf-checkout-goods__shop">
                <th scope="rowgroup" colSpan={4}>
                  <span className="mf-checkout-goods__shop-name">{name}</span>
                  {promotions.map((promotion) => (
                    <span key={promotion.promotion_id} className="mf-checkout-goods__promo">
                      <span className="mf-tag mf-checkout-tag">{promotion.promotion_tag}</span>
                      {promotion.marketing_name}
                      {promotion.discount_fee > 0 && <em>，已减{formatPrice(promotion.discount_fee)}</em>}
                    </span>
                  ))}
                </th>
              </tr>
              {lines.map((item, i) => (
                <GoodsLine key={`${item.sku_id ?? 'gift'}-${item.is_gift}-${i}`} item={item} />
              ))}
            </tbody>
          )
        })}
      </table>
    </section>
  )
}

function GoodsLine({ item }: { item: CheckoutItem }) {
  const gift = item.is_gift === 1
  const spec = specText(item.spec_desc)
  const label = PRICE_LABELS[item.price_kind]
  const title =
    item.item_id !== null ? (
      <Link className="mf-checkout-goods__title" to={`/items/${item.item_id}`}>
        {item.title}
      </Link>
    ) : (
      <span className="mf-checkout-goods__title">{item.title}</span>
    )
  return (
    <tr className={`mf-checkout-goods__line${gift ? ' is-gift' : ''}`}>
      <td className="mf-checkout-goods__info">
        <div className="mf-checkout-goods__item">
          <SafeImage
            className="mf-checkout-goods__pic"
            src={item.pic || undefined}
            alt=""
            width={64}
            height={64}
            eager
          />
          <div className="mf-checkout-goods__text">
            <p>
              {gift && <span className="mf-tag mf-checkout-tag mf-checkout-tag--gift">赠品</span>}
              {title}
            </p>
            {spec && <p className="mf-checkout-goods__spec">{spec}</p>}
          </div>
        </div>
      </td>
      <td className="mf-checkout-goods__price">
        {gift ? (
          <span>{formatPrice(0)}</span>
        ) : (
          <>
            <span>{formatPrice(item.price)}</span>
            {label && item.price < item.sale_price && <span className="mf-checkout-goods__kind">{label}</span>}
            {item.price < item.sale_price && (
              <del className="mf-checkout-goods__was">
                <span className="mf-visually-hidden">原价</span>
                {formatPrice(item.sale_price)}
              </del>
            )}
          </>
        )}
      </td>
      <td className="mf-checkout-goods__num">×{item.num}</td>
      <td className="mf-checkout-goods__subtotal">{formatPrice(item.item_fee)}</td>
    </tr>
  )
}
