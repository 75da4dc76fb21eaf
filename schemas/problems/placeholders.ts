import { isPlaceholderCoupon, isPlaceholderGoods, isPlaceholderShop, recordsOf, shownCardList } from './entries.ts'
import type { Finding, WidgetRecord } from './types.ts'

/**
 * Errors: entries that still hold what the palette put in a new widget (schemas/entries.ts
 * goodsEntry / couponEntry, id 0) or a shop block with no shop: nothing was picked, so shoppers
 * would get a blank card or a coupon that cannot be claimed.
 */

const GOODS = '仍是示例商品，请选择商品'
const COUPON = '仍是示例优惠券，请选择优惠券'

/** `owner` names the group the list belongs to ('选项卡 2 的'), '' for a widget's own list. */
function goods(list: unknown, prefix: string, owner = ''): Finding[] {
  return recordsOf(list)
    .filter(([, entry]) => isPlaceholderGoods(entry))
    .map(([index]) => ({ path: `${prefix}/${index}`, message: `${owner}商品 ${index + 1} ${GOODS}` }))
}

function coupons(list: unknown, prefix: string, owner = ''): Finding[] {
  return recordsOf(list)
    .filter(([, entry]) => isPlaceholderCoupon(entry))
    .map(([index]) => ({ path: `${prefix}/${index}`, message: `${owner}优惠券 ${index + 1} ${COUPON}` }))
}

/** Lists of lists: tabs (选项卡) or groups (商品组) each holding goods under `data`. */
const grouped = (list: unknown, prefix: string, group: string) =>
  recordsOf(list).flatMap(([index, entry]) => goods(entry.data, `${prefix}/${index}/data`, `${group} ${index + 1} 的`))

const tabs = (widget: WidgetRecord) => grouped(widget.data, '/data', '选项卡')

const RULES: Record<string, (widget: WidgetRecord) => Finding[]> = {
  W0002: (widget) => goods(widget.data, '/data'),
  W0005: tabs,
  W0012: (widget) => {
    const { style, list } = shownCardList(widget)
    if (style === 3) return grouped(list, '/data/3', '商品组')
    if (style === 4)
      return recordsOf(list).flatMap(([index, group]) =>
        coupons(group.data, `/data/4/${index}/data`, `优惠券组 ${index + 1} 的`),
      )
    return []
  },
  W0014: tabs,
  W0015: tabs,
  W0017: tabs,
  W0018: (widget) => grouped(widget.data, '/data', '商品组'),
  W0020: (widget) =>
    recordsOf(widget.data).flatMap(([index, shop]) => [
      ...(isPlaceholderShop(shop) ? [{ path: `/data/${index}/shop_id`, message: `店铺 ${index + 1} 未选择店铺` }] : []),
      ...goods(shop.goods_list, `/data/${index}/goods_list`, `店铺 ${index + 1} 的`),
    ]),
  W0021: (widget) => coupons(widget.data, '/data'),
}

/** The types this rule checks (the tests cover each). */
export const PLACEHOLDER_RULE_TYPES = Object.keys(RULES)

export function placeholderEntries(widget: WidgetRecord): Finding[] {
  const rule = typeof widget.type === 'string' && Object.hasOwn(RULES, widget.type) ? RULES[widget.type] : undefined
  return rule ? rule(widget) : []
}
