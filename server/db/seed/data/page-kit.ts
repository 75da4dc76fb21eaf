import type { GoodsRef, PageRefs } from '../page-refs.ts'

/** Building blocks for the seeded designer pages: placed widgets, links and picked entries. */

export interface Box {
  x: number
  y: number
  width: number
  height: number
}

/**
 * A widget from its type's defaults, placed on the 1190px stage, with its own settings on top.
 * Stored as JSON like a designer save; the seed test checks every one against its schema.
 */
export function place(defaults: object, uuid: string, box: Box, settings: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...defaults, uuid, ...box, ...settings }
}

export const goodsEntry = (goods: GoodsRef) => ({
  goods_id: goods.id,
  itemId: goods.id,
  goods_name: goods.name,
  goods_pic: goods.pic,
  price: goods.price,
  market_price: goods.marketPrice,
  linkPage: 'goods' as const,
})

export const hrefLink = (url: string, title = '') => ({ linkPage: 'href' as const, url, title })
export const pageLink = (pageId: number, title: string) => ({ linkPage: 'page' as const, theme_pc_template_id: pageId, template_title: title })
export const goodsLink = (goods: GoodsRef) => ({ linkPage: 'goods' as const, itemId: goods.id, goods_id: goods.id, title: goods.name })
export const mainCategoryLink = (id: number, name: string) => ({ linkPage: 'maincategory' as const, category_id: id, category_name: name })
export const menuEntry = (title: string, pathData: object) => ({ title, pathData })
export const image = (imgUrl: string, pathData: object) => ({ imgUrl, pathData })

/** Rounded card borders and a white ground, the look of every boxed widget on the seeded pages. */
export const card = { width: 0, style: 'solid', color: '', radius: 8 }
export const white = { backgroundColor: '#FFFFFF', color: '' }
export const boxed = { borders: card, colours: white }

/** One tab per top category, each with `count` of its goods starting at the `from`-th. */
export const categoryTabs = (tops: PageRefs['floors'], count: number, from = 0) =>
  tops.map((t) => ({ text: t.name, data: pick(t.goods, count, from).map(goodsEntry) }))

/** `count` goods from `list`, starting at `from` and wrapping, so a short list still fills a row. */
export function pick<T>(list: T[], count: number, from = 0): T[] {
  if (list.length === 0) return []
  return Array.from({ length: count }, (_, i) => list[(from + i) % list.length])
}
