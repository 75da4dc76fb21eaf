import type { OrderItem } from '../../db/types.ts'
import { fail } from '../../lib/errors.ts'
import type { PlainErrorCode } from '../../../schemas/api/errors.ts'

/** Lines after-sales and ratings are about: bought goods, not gifts or a membership grade. */
export const isGoodsLine = (item: { goods_id: number | null; is_gift: number }) =>
  item.goods_id !== null && item.is_gift === 0

/**
 * The order line a request names: by line id when it gives one, else by goods id (and SKU id when
 * given); `unknown` when no line fits, `ambiguous` when several do.
 */
export function lineNamed(
  id: number | undefined,
  entry: { item_id?: number; sku_id?: number },
  lines: OrderItem[],
  errors: { unknown: PlainErrorCode; ambiguous: PlainErrorCode },
): OrderItem {
  const matches =
    id !== undefined
      ? lines.filter((line) => line.id === id)
      : lines.filter(
          (line) =>
            entry.item_id !== undefined &&
            line.goods_id === entry.item_id &&
            (entry.sku_id === undefined || line.sku_id === entry.sku_id),
        )
  if (matches.length === 0) throw fail(errors.unknown)
  if (matches.length > 1) throw fail(errors.ambiguous)
  return matches[0]!
}
