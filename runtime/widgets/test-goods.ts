import type { ResolvedGoods } from './settings.ts'

/** Resolved goods entries as the server hands them to widgets. */
export function goodsList(count: number, prefix = '商品'): ResolvedGoods[] {
  return Array.from({ length: count }, (_, i) => ({
    item_id: i + 1,
    goods_id: i + 1,
    itemId: i + 1,
    goods_name: `${prefix}${i + 1}`,
    goods_pic: `/uploads/goods-${i + 1}.png`,
    price: 12_900 + i,
    market_price: 19_900,
    href: `/items/${i + 1}`,
  }))
}
