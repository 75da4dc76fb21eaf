import { isBlank, recordsOf, shownCardList } from './entries.ts'
import type { Finding, WidgetRecord } from './types.ts'

/**
 * Errors: an image a widget shows that was never set. Shoppers would get an empty box (a carousel
 * slide, the hot-zone picture, a brand logo, a showcase window, the special showcase's main image).
 * Optional pictures with a fallback (W0018 indicator thumbnails, W0020 top images) are not checked.
 */

const NOT_SET = '未设置图片'

const listImages = (list: unknown, prefix: string, item: string): Finding[] =>
  recordsOf(list)
    .filter(([, entry]) => isBlank(entry.imgUrl))
    .map(([index]) => ({ path: `${prefix}/${index}/imgUrl`, message: `${item} ${index + 1} ${NOT_SET}` }))

const RULES: Record<string, (widget: WidgetRecord) => Finding[]> = {
  W0001: (widget) => listImages(widget.data, '/data', '轮播图'),
  W0003: (widget) => (isBlank(widget.imgUrl) ? [{ path: '/imgUrl', message: `热区${NOT_SET}` }] : []),
  W0004: (widget) => listImages(widget.data, '/data', '品牌'),
  W0012: (widget) => {
    const { style, list } = shownCardList(widget)
    return style <= 2 ? listImages(list, `/data/${style}`, '图片') : []
  },
  W0016: (widget) => listImages(widget.data, '/data', '图片'),
  W0017: (widget) => {
    const main = widget.mainGoods
    const picture = typeof main === 'object' && main !== null ? (main as WidgetRecord).goods_pic : undefined
    return isBlank(picture) ? [{ path: '/mainGoods/goods_pic', message: `主图${NOT_SET}` }] : []
  },
}

/** The types this rule checks (the tests cover each). */
export const IMAGE_RULE_TYPES = Object.keys(RULES)

export function emptyImages(widget: WidgetRecord): Finding[] {
  const rule = typeof widget.type === 'string' && Object.hasOwn(RULES, widget.type) ? RULES[widget.type] : undefined
  return rule ? rule(widget) : []
}
