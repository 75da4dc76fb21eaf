import type { GoodsCardItem } from './GoodsCard.tsx'

/** The badge a staff viewer sees on a goods card (spec 6), or null for goods without one. */
export function staffBadge(goods: Pick<GoodsCardItem, 'product_type' | 'staff_goods'>): string | null {
  if (goods.product_type === 'sale') return '特卖商品'
  if (goods.product_type === 'bag') return '福袋'
  if (goods.product_type === 'normal' && goods.staff_goods === 1) return '常规员工内购商品'
  return null
}
