/** Marketing: promotions, seckill activities and tickets, coupons and members' coupons. */
import type { Generated } from 'kysely'
import type { Timestamp, JsonText } from './common.ts'

/**
 * full_reduction rule: { "tiers": [{ "full": cents, "minus": cents }] } (满减)
 * discount rule:       { "discount": percentOff } (折扣, 20 means 8折)
 * gift rule:           { "full": cents, "gifts": [{ "sku_id": n, "num": n }] } (满赠)
 */
export type PromotionType = 'full_reduction' | 'discount' | 'gift'
export type ActivityStatus = 'active' | 'disabled'

export interface PromotionsTable {
  id: Generated<number>
  distributor_id: Generated<number>
  promotion_type: PromotionType
  /** Short badge, e.g. 满减, 折扣, 满赠. */
  promotion_tag: string
  /** Shown text, e.g. 满199减30. */
  marketing_name: string
  description: Generated<string>
  rule: JsonText
  /** 'all' applies to every goods; 'goods' only to promotion_goods. */
  use_bound: Generated<'all' | 'goods'>
  starts_at: Timestamp
  ends_at: Timestamp
  status: Generated<ActivityStatus>
  created_at: Generated<Timestamp>
}

export interface PromotionGoodsTable {
  promotion_id: number
  goods_id: number
}

export interface SeckillActivitiesTable {
  id: Generated<number>
  activity_name: string
  description: Generated<string>
  starts_at: Timestamp
  ends_at: Timestamp
  status: Generated<ActivityStatus>
  created_at: Generated<Timestamp>
}

/** One SKU in a seckill with its own price and stock (CHECK stock >= 0). */
export interface SeckillItemsTable {
  id: Generated<number>
  seckill_id: number
  goods_id: number
  sku_id: number
  act_price: number
  stock: number
  sales: Generated<number>
  limit_per_member: Generated<number>
}

export type SeckillTicketStatus = 'issued' | 'used' | 'expired'

/** A member's right to check out a seckill SKU; issuing one reserves stock. */
export interface SeckillTicketsTable {
  /** Random ticket string handed to the client. */
  id: string
  seckill_id: number
  seckill_item_id: number
  member_id: number
  sku_id: number
  num: number
  status: Generated<SeckillTicketStatus>
  order_id: string | null
  expires_at: Timestamp
  created_at: Generated<Timestamp>
}

export type CardType = 'cash' | 'discount' | 'gift'
export type CouponDateType = 'fixed' | 'relative'
export type CouponScope = 'all' | 'goods' | 'category'

/** Coupon definitions ("cards"); get_num counts issued copies and can never pass quantity (CHECK). */
export interface CouponsTable {
  id: Generated<number>
  distributor_id: Generated<number>
  /** The company whose console manages it (a shop's coupons: its shop's company). */
  company_id: Generated<number>
  card_type: CardType
  title: string
  description: Generated<string>
  notice: Generated<string>
  /** cash: cents off. */
  reduce_cost: Generated<number>
  /** discount: percent off (20 means 8折). */
  discount: Generated<number>
  /** Minimum order amount in cents; 0 means no threshold. */
  least_cost: Generated<number>
  /** gift: what the coupon is exchanged for. */
  gift: Generated<string>
  /** Copies one member may hold. */
  get_limit: Generated<number>
  quantity: number
  get_num: Generated<number>
  /** Who may use it, e.g. 全场通用. */
  object_use_for: Generated<string>
  use_scope: Generated<CouponScope>
  /** JSON array of goods or category ids when use_scope is not 'all'. */
  use_scope_ids: Generated<JsonText>
  icon_url: Generated<string>
  custom_url: Generated<string>
  date_type: Generated<CouponDateType>
  /** fixed: validity window. relative: the window in which it can be received. */
  begin_time: Timestamp
  end_time: Timestamp
  /** relative: days of validity after receiving. */
  fixed_term: Generated<number>
  status: Generated<ActivityStatus>
  created_at: Generated<Timestamp>
}

export type MemberCouponStatus = 'unused' | 'used' | 'expired'

export interface MemberCouponsTable {
  id: Generated<number>
  member_id: number
  card_id: number
  code: string
  status: Generated<MemberCouponStatus>
  order_id: string | null
  begin_time: Timestamp
  end_time: Timestamp
  received_at: Generated<Timestamp>
  used_at: Timestamp | null
}

/** The tables of this area, as they appear in `Database`. */
export interface MarketingTables {
  promotions: PromotionsTable
  promotion_goods: PromotionGoodsTable
  seckill_activities: SeckillActivitiesTable
  seckill_items: SeckillItemsTable
  seckill_tickets: SeckillTicketsTable
  coupons: CouponsTable
  member_coupons: MemberCouponsTable
}
