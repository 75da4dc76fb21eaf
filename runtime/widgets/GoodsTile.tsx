import type { CSSProperties } from 'react'
import { SafeImage } from '../components/goods-card/SafeImage.tsx'
import { formatPrice } from '../../schemas/money.ts'
import type { ResolvedGoods } from './settings.ts'
import type { WidgetMode } from './types.ts'
import { WidgetLink } from './WidgetLink.tsx'
import './goods-tile.css'

export interface GoodsTileProps {
  goods: ResolvedGoods
  mode: WidgetMode
  /** Square image side in px. */
  imageSize: number
  className?: string
  nameStyle?: CSSProperties
  priceStyle?: CSSProperties
}

/** A goods entry of a widget: square image, two-line name, price and the market price struck through. */
export function GoodsTile({ goods, mode, imageSize, className, nameStyle, priceStyle }: GoodsTileProps) {
  const name = goods.goods_name
  const showMarket = goods.market_price > goods.price
  return (
    <WidgetLink className={`mf-goods-tile${className ? ` ${className}` : ''}`} mode={mode} link={goods} title={name}>
      <SafeImage className="mf-goods-tile__image" src={goods.goods_pic} alt={name} width={imageSize} height={imageSize} />
      <span className="mf-goods-tile__name" style={nameStyle}>
        {name}
      </span>
      <span className="mf-goods-tile__prices">
        <span className="mf-goods-tile__price" style={priceStyle}>
          {formatPrice(goods.price)}
        </span>
        {showMarket && <del className="mf-goods-tile__market">{formatPrice(goods.market_price)}</del>}
      </span>
    </WidgetLink>
  )
}
