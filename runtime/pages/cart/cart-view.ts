import type { CartGroup, CartInfo, CartLine } from '../../api/cart.ts'

/** The cart as the server answers it (spec 3 "Cart"); money in cents. */
export type CartData = CartInfo['cartInfo']

/** A line the shopper ticks: still buyable and not a gift (gifts follow their promotion). */
export function isSelectable(line: CartLine): boolean {
  return line.valid && !line.is_gift
}

/** One shop's buyable lines, under the shop's name (spec 7.2: the list groups lines by shop). */
export interface ShopSection {
  group: CartGroup
  lines: CartLine[]
}

export interface CartSections {
  shops: ShopSection[]
  /** Lines that can no longer be bought (off the shelf, sold out …), shown together at the end. */
  invalid: CartLine[]
}

/** Splits the answer into shop sections of buyable lines and one list of invalid lines. */
export function cartSections(data: CartData): CartSections {
  const shops = data.resultCartData
    .map((group) => ({ group, lines: group.cartitemlist.filter((line) => line.valid) }))
    .filter((section) => section.lines.length > 0)
  const invalid = data.resultCartData.flatMap((group) => group.cartitemlist.filter((line) => !line.valid))
  return { shops, invalid }
}

export function allLines(data: CartData): CartLine[] {
  return data.resultCartData.flatMap((group) => group.cartitemlist)
}

export type Selection = 'all' | 'some' | 'none'

/** Whether every, some or none of the selectable lines among `lines` is ticked. */
export function selectionOf(lines: readonly CartLine[], isChecked: (line: CartLine) => boolean): Selection {
  const selectable = lines.filter(isSelectable)
  const ticked = selectable.filter(isChecked).length
  if (selectable.length === 0 || ticked === 0) return 'none'
  return ticked === selectable.length ? 'all' : 'some'
}

/** "颜色:米白 尺码:M" as "颜色：米白  尺码：M"; the colour and size alone when no description came. */
export function specText(line: CartLine): string {
  const desc = line.spec_info.desc || line.item_spec_desc || ''
  if (desc) {
    // A value may hold spaces ("规格:30 袋装"), so only a space before the next "name:" separates.
    return desc
      .trim()
      .split(/\s+(?=[^\s:]+:)/)
      .map((part) => part.replace(':', '：'))
      .join('  ')
  }
  return [
    line.spec_info.color && `颜色：${line.spec_info.color}`,
    line.spec_info.size && `尺码：${line.spec_info.size}`,
  ]
    .filter(Boolean)
    .join('  ')
}

/** The line's subtotal as the server computed it (price × quantity − its share of promotions). */
export function lineSubtotal(line: CartLine): number {
  return line.total_fee
}
