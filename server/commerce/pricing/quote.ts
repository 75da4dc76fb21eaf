import { allocate } from './allocate.ts'
import { chooseCoupon, usableCoupons } from './coupon-choice.ts'
import { freightFee } from './freight.ts'
import { maxDeductiblePoints, pointsToCents } from './points.ts'
import { applyPromotions, type AppliedPromotion } from './promotions.ts'
import type { GiftLine, Quote, QuoteInput, QuotedLine } from './quote-types.ts'

/**
 * Pricing of one checkout, computed in one place for the preview and for the order: integer
 * cents throughout, every order-level amount spread over the lines so the parts add up exactly.
 *
 * Per line, in this order: the unit price (member, staff or seckill price) → promotions →
 * coupon → points. Freight comes last, measured on what the goods cost after promotions and
 * coupon. total_fee = Σ line total_fee + freight_fee, never negative.
 */

const sum = (values: readonly number[]) => values.reduce((acc, v) => acc + v, 0)

/** Spreads `total` over the lines marked by `mask`, weighted by what each can still lose. */
function spread(total: number, remaining: readonly number[], mask?: readonly boolean[]): number[] {
  const weights = remaining.map((r, i) => (mask && !mask[i] ? 0 : r))
  return allocate(total, weights)
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
