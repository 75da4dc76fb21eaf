import { isRecord } from '../guards.ts'
import type { WidgetRecord } from './types.ts'

/**
 * Reading a draft widget's lists defensively: a draft may hold anything while the operator works
 * on it (the schema problems say so), so the content rules look only at what is well formed.
 */

/** The objects of a list with their indexes; anything else in it is skipped. */
export function recordsOf(value: unknown): Array<[number, WidgetRecord]> {
  if (!Array.isArray(value)) return []
  const found: Array<[number, WidgetRecord]> = []
  value.forEach((item, index) => {
    if (isRecord(item)) found.push([index, item])
  })
  return found
}

/** An image field that is unset (missing, blank, or not a string). */
export const isBlank = (value: unknown): boolean => typeof value !== 'string' || value.trim() === ''

const positive = (value: unknown): boolean => Number(value) > 0

/** A goods entry still holding the palette's placeholder (goods_id/itemId 0): no product picked. */
export const isPlaceholderGoods = (entry: WidgetRecord): boolean =>
  !(positive(entry.itemId) || positive(entry.goods_id))

/** A coupon entry still holding the palette's placeholder (card_id 0): no coupon picked. */
export const isPlaceholderCoupon = (entry: WidgetRecord): boolean => !positive(entry.card_id)

/** A W0020 shop block with no shop chosen (shop_id 0). */
export const isPlaceholderShop = (entry: WidgetRecord): boolean => !positive(entry.shop_id)

/** W0012 shows one of its five lists: 0-2 image windows, 3 product groups, 4 coupon groups. */
export function shownCardList(widget: WidgetRecord): { style: number; list: unknown } {
  const style = typeof widget.styleType === 'number' ? widget.styleType : 0
  const lists = Array.isArray(widget.data) ? widget.data : []
  return { style, list: lists[style] }
}
