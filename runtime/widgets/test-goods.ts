import type { ResolvedCoupon } from '../../schemas/resolved.ts'
import type { ResolvedGoods } from './settings.ts'

/** One goods entry exactly as the server resolves it into a descriptor. */
export function resolvedGoods(id: number, fields: Partial<ResolvedGoods> = {}): ResolvedGoods {
  return {
    goods_id: id,
    goods_name: `商品${id}`,
    goods_pic: `/uploads/goods-${id}.png`,
    price: 12_900,
    market_price: 19_900,
    href: `/items/${id}`,
    ...fields,
  }
}

/** Resolved goods entries as the server hands them to widgets. */
export function goodsList(count: number, prefix = '商品'): ResolvedGoods[] {
  return Array.from({ length: count }, (_, i) =>
    resolvedGoods(i + 1, { goods_name: `${prefix}${i + 1}`, price: 12_900 + i }),
  )
}

/** One coupon entry exactly as the server resolves it: a cash coupon a guest may claim. */
export function resolvedCoupon(id: number, fields: Partial<ResolvedCoupon> = {}): ResolvedCoupon {
  return {
    card_id: id,
    card_type: 'cash',
    title: `优惠券${id}`,
    description: '',
    reduce_cost: 500,
    discount: 0,
    least_cost: 0,
    getted: 0,
    get_limit: 1,
    user_get_num: 0,
    ...fields,
  }
}
