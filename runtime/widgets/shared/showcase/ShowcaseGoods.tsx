import { SafeImage } from '../../../components/goods-card/SafeImage.tsx'
import { WidgetLink } from '../WidgetLink.tsx'
import type { WidgetMode } from '../../types.ts'
import { formatPriceFixed } from '../price.ts'
import type { ResolvedGoods } from '../../settings.ts'
import type { GoodsLook } from './showcase.ts'

export interface ShowcaseGoodsProps {
  /** W0017 also shows its brief line. */
  goods: ResolvedGoods
  mode: WidgetMode
  /** Image edge in px: 400 for a tab's first goods, 150 for the others (spec 9). */
  size: number
  look: GoodsLook
  /** Class prefix of the widget. */
  block: string
}

/** One goods tile of a showcase: image, name and price, linking to the item. */
export function ShowcaseGoods({ goods, mode, size, look, block }: ShowcaseGoodsProps) {
  const name = goods.goods_name
  return (
    <WidgetLink
      mode={mode}
      href={goods.href}
      className={`${block}__goods${size >= 400 ? ` ${block}__goods--lead` : ''}`}
    >
      <SafeImage className={`${block}__goods-image`} src={goods.goods_pic} alt="" width={size} height={size} />
      <span className={`${block}__goods-text`}>
        <span
          className={`${block}__goods-name`}
          style={{ color: look.titleColor || undefined, fontSize: look.titleFontSize || undefined }}
        >
          {name}
        </span>
        {look.subTitleFontSize !== undefined && (goods.brief || goods.subTitle) && (
          <span
            className={`${block}__goods-brief`}
            style={{ color: look.subTitleColor || undefined, fontSize: look.subTitleFontSize }}
          >
            {goods.brief || goods.subTitle}
          </span>
        )}
        <span
          className={`${block}__goods-price`}
          style={{ color: look.priceColor || undefined, fontSize: look.priceFontSize || undefined }}
        >
          {formatPriceFixed(goods.price, look.decimals)}
        </span>
      </span>
    </WidgetLink>
  )
}
