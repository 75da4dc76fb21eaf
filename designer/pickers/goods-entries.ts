import type { PickerGoods } from '../../schemas/api/designer.ts'
import type { GoodsEntry } from '../../schemas/entries.ts'
import { CHOOSE_SHOP_FIRST } from '../../schemas/widgets/W0020.ts'
import type { DraftWidget } from '../store/types.ts'

export { CHOOSE_SHOP_FIRST }

export const goodsLimitMessage = (limit: number) => `最多只能选择${limit}个商品`

/** A picked product as widgets store it: a snapshot for the canvas; the server shows live data. */
export function goodsEntryOf(goods: PickerGoods, stored?: Partial<GoodsEntry>): GoodsEntry {
  return {
    ...stored,
    goods_id: goods.goods_id,
    itemId: goods.itemId,
    goods_name: goods.goods_name,
    goods_pic: goods.goods_pic,
    price: goods.price,
    market_price: goods.market_price,
    linkPage: 'goods',
    linkPageLabel: goods.goods_name,
  }
}

/** Entries as stored may be incomplete or placeholders (goods_id 0 before anything is picked). */
export function asGoodsEntries(value: unknown): GoodsEntry[] {
  if (!Array.isArray(value)) return []
  return value.filter(
    (entry): entry is GoodsEntry => typeof entry === 'object' && entry !== null && 'goods_id' in entry,
  )
}

export const entryKey = (entry: Pick<GoodsEntry, 'itemId' | 'goods_id'>) => String(entry.itemId || entry.goods_id)

/** A placeholder entry (id 0) stands for "nothing picked yet" and is replaced by real picks. */
export const isPlaceholder = (entry: GoodsEntry) => !(Number(entry.itemId) > 0 || Number(entry.goods_id) > 0)

/**
 * W0020 picks goods per shop block: the block holding the goods list (the parent of `path`) must
 * name a shop first. Returns whether a shop is needed and, if chosen, its distributor id.
 */
export function shopScope(
  widget: DraftWidget | null,
  path: string,
): { needed: false } | { needed: true; distributorId: number | null } {
  if (widget?.type !== 'W0020') return { needed: false }
  let node: unknown = widget
  for (const segment of path.split('/').slice(1, -1)) {
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[segment] : undefined
  }
  const id = node && typeof node === 'object' ? Number((node as { shop_id?: unknown }).shop_id) : NaN
  return { needed: true, distributorId: Number.isInteger(id) && id > 0 ? id : null }
}
