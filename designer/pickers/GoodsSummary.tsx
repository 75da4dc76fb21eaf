import { SafeImage } from '../../runtime/components/goods-card/SafeImage.tsx'
import type { PickerGoods } from '../../schemas/api/designer.ts'
import { price } from './format.ts'

/** One goods row's content in the pickers: picture, name, price, stock and shelf state. */
export function GoodsSummary({ goods }: { goods: PickerGoods }) {
  return (
    <>
      <SafeImage className="dzp-thumb" src={goods.goods_pic} alt="" width={48} height={48} />
      <span className="dzp-row__main">
        <span className="dzp-row__title">{goods.goods_name}</span>
        <span className="dzp-row__meta">
          <span className="dzp-price">{price(goods.price)}</span>
          <span>库存 {goods.store}</span>
          {goods.on_sale ? (
            <span className="dzp-badge dzp-badge--ok">在售</span>
          ) : (
            <span className="dzp-badge dzp-badge--off">下架</span>
          )}
        </span>
      </span>
    </>
  )
}
