import type { AppliedPromotion, PromotionRule } from './promotions.ts'

/** The shapes a quote takes in and gives back (see quote.ts for how it is computed). */

export type QuoteOrderType = 'normal' | 'normal_seckill' | 'point'
/** Why a line's unit price differs from the sale price. */
export type PriceKind = 'sale' | 'member' | 'staff' | 'seckill' | 'point'

export interface QuoteLine {
  /** The cart line it came from; null for lines named directly (seckill ticket, points goods). */
  cart_id: number | null
  goods_id: number
  sku_id: number
  distributor_id: number
  title: string
  pic: string
  spec_desc: string
  bn: string
  market_price: number
  /** The SKU's sale price. */
  sale_price: number
  /** What one unit costs this member before order-level discounts. */
  unit_price: number
  price_kind: PriceKind
  /** Points per unit (points-mall goods). */
  point_price: number
  num: number
  store: number
  selected_promotion: number | null
}

/** A gift handed out with the order at no cost. */
export interface GiftLine {
  /** null for a coupon's gift, which is not a SKU of the catalogue. */
  goods_id: number | null
  sku_id: number | null
  distributor_id: number
  title: string
  pic: string
  spec_desc: string
  bn: string
  num: number
  /** 'promotion' (满赠) or 'coupon' (兑换券). */
  source: 'promotion' | 'coupon'
}

/** A SKU a gift promotion can hand out, as the catalogue has it now. */
export interface GiftSku {
  goods_id: number
  sku_id: number
  distributor_id: number
  title: string
  pic: string
  spec_desc: string
  bn: string
  store: number
}

/** One of the member's unused coupon copies, with the lines its scope covers. */
export interface HeldCoupon {
  /** member_coupons.id */
  id: number
  card_id: number
  card_type: 'cash' | 'discount' | 'gift'
  title: string
  reduce_cost: number
  discount: number
  least_cost: number
  gift: string
  begin_date: number
  end_date: number
  /** covers[i]: the coupon's scope includes lines[i]. */
  covers: boolean[]
}

/** 'best': the largest saving (what the preview starts with); 'none': the shopper declined. */
export type CouponChoice = { kind: 'best' } | { kind: 'none' } | { kind: 'id'; id: number }

export interface QuoteInput {
  order_type: QuoteOrderType
  lines: QuoteLine[]
  promotions: PromotionRule[]
  giftSkus: GiftSku[]
  coupons: HeldCoupon[]
  coupon: CouponChoice
  /** The member's point balance and the points they ask to use (clamped to what the rule allows). */
  points: { balance: number; requested: number }
  region: { provinceCode?: string; province?: string } | null
  freeShipping: boolean
}

export interface QuotedLine extends QuoteLine {
  /** unit_price × num: what order_items.item_fee stores. */
  item_fee: number
  /** sale_price × num. */
  sale_fee: number
  /** What the member or staff price saves on this line. */
  member_discount: number
  /** What the seckill price saves on this line. */
  activity_discount: number
  promotion_fee: number
  coupon_fee: number
  point_fee: number
  /** promotion_fee + coupon_fee + point_fee: the order-level discounts this line carries. */
  discount_fee: number
  /** item_fee − discount_fee: what this line is paid in cash. */
  total_fee: number
  /** Points this line costs (points-mall goods). */
  point_total: number
}

export interface UsableCoupon extends Omit<HeldCoupon, 'covers'> {
  /** Cents it would take off this order (0 for a gift coupon, which adds a gift instead). */
  coupon_fee: number
}

export interface Quote {
  order_type: QuoteOrderType
  lines: QuotedLine[]
  gifts: GiftLine[]
  promotions: AppliedPromotion[]
  /** Σ sale_price × num. */
  item_fee: number
  member_discount: number
  /** Seckill savings plus promotions. */
  discount_fee: number
  promotion_fee: number
  coupon_fee: number
  coupon: UsableCoupon | null
  coupon_list: UsableCoupon[]
  /** Cash value of the points used. */
  point_fee: number
  /** Points used: the deduction, or the price of points-mall goods. */
  point_use: number
  /** Most points this order can deduct (0 for seckill-free rules and points-mall orders). */
  max_point: number
  freight_fee: number
  total_fee: number
}
