import { SafeImage } from '../../components/goods-card/SafeImage.tsx'
import { formatPrice } from '../../../schemas/money.ts'
import type { ResolvedGoods } from '../settings.ts'
import type { WidgetMode } from '../types.ts'
import { WidgetLink } from './WidgetLink.tsx'
import './goods-tile.css'

export interface GoodsTileProps {
  goods: ResolvedGoods
  mode: WidgetMode
  /** Square image side in px. */
  imageSize: number
  className?: string
}

/** A goods entry of a widget: square image, two-line name, price and the market price struck through. */
export function GoodsTile({ goods, mode, imageSize, className }: GoodsTileProps) {
  const name = goods.goods_name
  const showMarket = goods.market_price > goods.price
  return (
    <WidgetLink className={`mf-goods-tile${className ? ` ${className}` : ''}`} mode={mode} link={goods} title={name}>
      {/* The name follows as text, so the picture adds nothing to the link's name. */}
      <SafeImage className="mf-goods-tile__image" src={goods.goods_pic} alt="" width={imageSize} height={imageSize} />
      <span className="mf-goods-tile__name">{name}</span>
      <span className="mf-goods-tile__prices">
        <span className="mf-goods-tile__price">{formatPrice(goods.price)}</span>
        {showMarket && <del className="mf-goods-tile__market">{formatPrice(goods.market_price)}</del>}
      </span>
    </WidgetLink>
  )
}
