import { formatPoints } from '../../../schemas/money.ts'
import type { GoodsListRow } from '../../../schemas/api/admin/goods.ts'
import { money } from '../../kit/format.ts'

/** '¥59.00', '¥59.00 ~ ¥89.00', or for points goods '1,200积分 + ¥5.00'. */
export function priceText(row: Pick<GoodsListRow, 'price_min' | 'price_max' | 'item_type' | 'point_price'>): string {
  const cash =
    row.price_min === row.price_max ? money(row.price_min) : `${money(row.price_min)} ~ ${money(row.price_max)}`
  if (row.item_type !== 'point') return cash
  return row.price_max > 0 ? `${formatPoints(row.point_price)} + ${cash}` : formatPoints(row.point_price)
}
