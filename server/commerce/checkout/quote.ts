import { fail } from '../../lib/errors.ts'
import { applyPromotions, type AppliedPromotion, type PromotionRule } from '../cart/promotions.ts'
import { couponFee } from '../coupon/fee.ts'
import { freightFee } from '../freight/fee.ts'
import { maxDeductiblePoints, pointsToCents } from '../point/rule.ts'
import { allocate } from './allocate.ts'

/**
 * Pricing of one checkout, computed in one place for the preview and for the order: integer
 * cents throughout, every order-level amount spread over the lines so the parts add up exactly.
 *
 * Per line, in this order: the unit price (member, staff or seckill price) → promotions →
 * coupon → points. Freight comes last, measured on what the goods cost after promotions and
 * coupon. total_fee = Σ line total_fee + freight_fee, never negative.
 */

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

const sum = (values: readonly number[]) => values.reduce((acc, v) => acc + v, 0)

/** Spreads `total` over the lines marked by `mask`, weighted by what each can still lose. */
function spread(total: number, remaining: readonly number[], mask?: readonly boolean[]): number[] {
  const weights = remaining.map((r, i) => (mask && !mask[i] ? 0 : r))
  return allocate(total, weights)
}

function usableCoupons(input: QuoteInput, amounts: number[]): UsableCoupon[] {
  if (input.order_type !== 'normal') return []
  const usable: UsableCoupon[] = []
  for (const held of input.coupons) {
    const base = sum(amounts.filter((_, i) => held.covers[i]))
    if (base <= 0 || base < held.least_cost) continue
    const fee = couponFee(held, base)
    if (held.card_type !== 'gift' && fee <= 0) continue
    usable.push({
      id: held.id,
      card_id: held.card_id,
      card_type: held.card_type,
      title: held.title,
      reduce_cost: held.reduce_cost,
      discount: held.discount,
      least_cost: held.least_cost,
      gift: held.gift,
      begin_date: held.begin_date,
      end_date: held.end_date,
      coupon_fee: fee,
    })
  }
  return usable.sort((a, b) => b.coupon_fee - a.coupon_fee || a.end_date - b.end_date || a.id - b.id)
}

function chooseCoupon(input: QuoteInput, usable: UsableCoupon[]): UsableCoupon | null {
  const choice = input.coupon
  if (choice.kind === 'none') return null
  if (choice.kind === 'best') return usable.find((c) => c.coupon_fee > 0) ?? null
  if (input.order_type === 'normal_seckill') throw fail('COUPON_NOT_ALLOWED')
  if (input.order_type === 'point') throw fail('POINT_ORDER_NO_COUPON')
  const chosen = usable.find((c) => c.id === choice.id)
  if (!chosen) throw fail('COUPON_NOT_APPLICABLE')
  return chosen
}

/** The quote of a checkout; throws only for a coupon chosen that this order cannot use. */
export function buildQuote(input: QuoteInput): Quote {
  const lines = input.lines
  const isPoint = input.order_type === 'point'
  const itemFees = lines.map((l) => l.unit_price * l.num)

  const promoted =
    input.order_type === 'normal'
      ? applyPromotions(
          lines.map((l, i) => ({
            goods_id: l.goods_id,
            sku_id: l.sku_id,
            num: l.num,
            amount: itemFees[i]!,
            selected_promotion: l.selected_promotion,
          })),
          input.promotions,
        )
      : { discounts: lines.map(() => 0), gifts: [], applied: [] as AppliedPromotion[] }
  const promotionFees = promoted.discounts
  const afterPromotion = itemFees.map((fee, i) => fee - promotionFees[i]!)

  const couponList = usableCoupons(input, afterPromotion)
  const coupon = chooseCoupon(input, couponList)
  const couponMask = coupon ? input.coupons.find((c) => c.id === coupon.id)!.covers : undefined
  const couponFees =
    coupon && coupon.coupon_fee > 0 ? spread(coupon.coupon_fee, afterPromotion, couponMask) : lines.map(() => 0)
  const afterCoupon = afterPromotion.map((amount, i) => amount - couponFees[i]!)
  const goodsAmount = sum(afterCoupon)

  // Points pay part of the goods (never freight), within the rule's cap and the member's balance.
  const maxPoint = isPoint ? 0 : maxDeductiblePoints(goodsAmount, input.points.balance)
  const pointUseDeducted = Math.min(Math.max(0, input.points.requested), maxPoint)
  const pointFee = Math.min(pointsToCents(pointUseDeducted), goodsAmount)
  const pointFees = spread(pointFee, afterCoupon)

  // Every field spelled out: spreading the line and adding ten more makes V8 build the object
  // slowly, and every checkout and order builds these.
  const quoted: QuotedLine[] = lines.map((line, i) => {
    const saving = (line.sale_price - line.unit_price) * line.num
    const discount = promotionFees[i]! + couponFees[i]! + pointFees[i]!
    return {
      cart_id: line.cart_id,
      goods_id: line.goods_id,
      sku_id: line.sku_id,
      distributor_id: line.distributor_id,
      title: line.title,
      pic: line.pic,
      spec_desc: line.spec_desc,
      bn: line.bn,
      market_price: line.market_price,
      sale_price: line.sale_price,
      unit_price: line.unit_price,
      price_kind: line.price_kind,
      point_price: line.point_price,
      num: line.num,
      store: line.store,
      selected_promotion: line.selected_promotion,
      item_fee: itemFees[i]!,
      sale_fee: line.sale_price * line.num,
      member_discount: line.price_kind === 'member' || line.price_kind === 'staff' ? saving : 0,
      activity_discount: line.price_kind === 'seckill' ? saving : 0,
      promotion_fee: promotionFees[i]!,
      coupon_fee: couponFees[i]!,
      point_fee: pointFees[i]!,
      discount_fee: discount,
      total_fee: itemFees[i]! - discount,
      point_total: isPoint ? line.point_price * line.num : 0,
    }
  })

  const giftSkus = new Map(input.giftSkus.map((sku) => [sku.sku_id, sku]))
  const gifts: GiftLine[] = promoted.gifts.flatMap((gift) => {
    const sku = giftSkus.get(gift.sku_id)
    // Gifts are handed out while their stock lasts.
    if (!sku || sku.store < gift.num) return []
    return [{ ...sku, num: gift.num, source: 'promotion' as const }]
  })
  if (coupon?.card_type === 'gift') {
    gifts.push({
      goods_id: null,
      sku_id: null,
      distributor_id: lines[0]?.distributor_id ?? 0,
      title: coupon.gift || coupon.title,
      pic: '',
      spec_desc: '',
      bn: '',
      num: 1,
      source: 'coupon',
    })
  }

  const freight =
    isPoint || lines.length === 0
      ? 0
      : freightFee({ region: input.region, goodsAmount, freeShipping: input.freeShipping })
  const memberDiscount = sum(quoted.map((l) => l.member_discount))
  const activityDiscount = sum(quoted.map((l) => l.activity_discount))
  const promotionFee = sum(promotionFees)
  return {
    order_type: input.order_type,
    lines: quoted,
    gifts,
    promotions: promoted.applied,
    item_fee: sum(quoted.map((l) => l.sale_fee)),
    member_discount: memberDiscount,
    discount_fee: activityDiscount + promotionFee,
    promotion_fee: promotionFee,
    coupon_fee: sum(couponFees),
    coupon,
    coupon_list: couponList,
    point_fee: pointFee,
    point_use: isPoint ? sum(quoted.map((l) => l.point_total)) : pointUseDeducted,
    max_point: maxPoint,
    freight_fee: freight,
    total_fee: sum(quoted.map((l) => l.total_fee)) + freight,
  }
}
