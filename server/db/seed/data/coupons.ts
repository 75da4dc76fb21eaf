import type { CardType, CouponScope } from '../../types.ts'

export interface CouponDef {
  cardType: CardType
  title: string
  description: string
  /** Yuan off (cash). */
  reduce?: number
  /** Percent off (discount). */
  discount?: number
  /** Minimum order in yuan. */
  least: number
  gift?: string
  getLimit: number
  quantity: number
  /** Copies already issued before the demo starts. */
  issued?: number
  objectUseFor: string
  /** Top category the coupon is limited to. */
  category?: string
  scope?: CouponScope
}

export const COUPON_NOTICE = '1. 每张订单限用一张优惠券；2. 优惠券不可兑换现金，不设找零；3. 订单取消或退款后，未过期的优惠券将退回账户。'

export const COUPONS: CouponDef[] = [
  { cardType: 'cash', title: '新人专享 满99减10', description: '新注册会员专享，全场通用', reduce: 10, least: 99, getLimit: 1, quantity: 10000, issued: 3120, objectUseFor: '全场通用' },
  { cardType: 'cash', title: '满199减20', description: '全场商品满 199 元可用', reduce: 20, least: 199, getLimit: 2, quantity: 5000, issued: 1860, objectUseFor: '全场通用' },
  { cardType: 'cash', title: '满499减50', description: '全场商品满 499 元可用', reduce: 50, least: 499, getLimit: 2, quantity: 3000, issued: 940, objectUseFor: '全场通用' },
  { cardType: 'cash', title: '满999减100', description: '大额满减，全场商品满 999 元可用', reduce: 100, least: 999, getLimit: 1, quantity: 500, issued: 212, objectUseFor: '全场通用' },
  { cardType: 'cash', title: '无门槛 5 元券', description: '下单立减 5 元，无使用门槛', reduce: 5, least: 0, getLimit: 3, quantity: 2000, issued: 1208, objectUseFor: '全场通用' },
  { cardType: 'cash', title: '家电满 3000 减 300', description: '家用电器品类专享', reduce: 300, least: 3000, getLimit: 1, quantity: 100, issued: 99, objectUseFor: '家用电器可用', category: '家用电器' },
  { cardType: 'cash', title: '限量抢 满59减15', description: '每日限量发放，先到先得', reduce: 15, least: 59, getLimit: 1, quantity: 200, issued: 200, objectUseFor: '全场通用' },
  { cardType: 'discount', title: '全场 9.5 折券', description: '满 100 元享 9.5 折', discount: 5, least: 100, getLimit: 1, quantity: 3000, issued: 1020, objectUseFor: '全场通用' },
  { cardType: 'discount', title: '美妆个护 8.8 折券', description: '美妆个护品类满 200 元享 8.8 折', discount: 12, least: 200, getLimit: 1, quantity: 1500, issued: 480, objectUseFor: '美妆个护可用', category: '美妆个护' },
  { cardType: 'discount', title: '数码 9 折券', description: '手机数码品类满 2000 元享 9 折', discount: 10, least: 2000, getLimit: 1, quantity: 800, issued: 355, objectUseFor: '手机数码可用', category: '手机数码' },
  { cardType: 'gift', title: '满 299 赠定制帆布袋', description: '订单满 299 元赠 mallfront 定制帆布袋一个', gift: 'mallfront 定制帆布袋 ×1', least: 299, getLimit: 1, quantity: 1000, issued: 310, objectUseFor: '全场通用' },
  { cardType: 'gift', title: '生鲜满 199 赠土鸡蛋', description: '食品生鲜满 199 元赠散养土鸡蛋 10 枚', gift: '散养土鸡蛋 10 枚', least: 199, getLimit: 1, quantity: 600, issued: 120, objectUseFor: '食品生鲜可用', category: '食品生鲜' },
]
