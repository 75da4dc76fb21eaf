import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { formatPrice } from '../../../schemas/money.ts'
import { SafeImage } from './SafeImage.tsx'
import { staffBadge } from './staff-badge.ts'
import './goods-card.css'

/** The fields of a goods list row (spec 3 item card / goods card) that a card shows. */
export interface GoodsCardItem {
  item_id: number | string
  item_name?: string
  title?: string
  imgUrl?: string
  /** The list image under its item-card name (spec 3), used when imgUrl is absent. */
  image_default_id?: string
  /** Cents. */
  price: number
  /** Cents; shown struck through when above the price. */
  market_price?: number
  promotions?: { promotion_tag: string; promotion_name?: string }[]
  /** 1 marks an invalid item, shown greyed. */
  valid_lucky?: number
  /** Drives the staff badges (spec 6). */
  product_type?: 'sale' | 'bag' | 'normal'
  /** 1 flags goods sold to staff. */
  staff_goods?: number
  /** 0: the goods has variants, so adding it needs the detail page's picker. */
  nospec?: 0 | 1
}

export interface GoodsCardProps {
  goods: GoodsCardItem
  /** The viewer is staff and sees the staff-only badges. */
  staffView?: boolean
  /** Shown below the card's link, e.g. an add-to-cart button. */
  action?: ReactNode
  /** The card is in the list's first row, in view on arrival: its image loads first (SafeImage's `priority`), not lazily. */
  priority?: boolean
}

/** Product card linking to /items/{item_id}: square image, two-line name, price, market price, tags. */
export function GoodsCard({ goods, staffView = false, action, priority = false }: GoodsCardProps) {
  const name = goods.item_name || goods.title || ''
  const invalid = goods.valid_lucky === 1
  const showMarket = goods.market_price !== undefined && goods.market_price > goods.price
  const tags = (goods.promotions ?? []).filter((p) => p.promotion_tag)
  const badge = staffView ? staffBadge(goods) : null

  return (
    <article className={`mf-goods-card${invalid ? ' is-invalid' : ''}`}>
      <Link className="mf-goods-card__link" to={`/items/${goods.item_id}`}>
        <span className="mf-goods-card__media">
          <SafeImage
            className="mf-goods-card__image"
            src={goods.imgUrl || goods.image_default_id}
            alt={name}
            width={220}
            height={220}
            priority={priority}
          />
          {invalid && <span className="mf-goods-card__invalid">已失效</span>}
          {badge && <span className="mf-goods-card__staff">{badge}</span>}
        </span>
        <span className="mf-goods-card__name">{name}</span>
        <span className="mf-goods-card__prices">
          <span className="mf-goods-card__price">{formatPrice(goods.price)}</span>
          {showMarket && (
            // biome-ignore lint/a11y/useAriaPropsSupportedByRole: the label gives screen readers the struck price with its meaning; changing it would change what they announce.
            <del className="mf-goods-card__market" aria-label={`原价${formatPrice(goods.market_price)}`}>
              {formatPrice(goods.market_price)}
            </del>
          )}
        </span>
        {tags.length > 0 && (
          <span className="mf-goods-card__tags">
            {tags.map((tag, i) => (
              <span key={`${i}-${tag.promotion_tag}`} className="mf-tag mf-goods-card__tag" title={tag.promotion_name}>
                {tag.promotion_tag}
              </span>
            ))}
          </span>
        )}
      </Link>
      {action && <div className="mf-goods-card__action">{action}</div>}
    </article>
  )
}
