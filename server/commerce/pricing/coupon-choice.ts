import { fail } from '../../lib/errors.ts'
import { couponFee } from './coupon-fee.ts'
import type { QuoteInput, UsableCoupon } from './quote-types.ts'

/**
 * Which of the member's coupons an order can use, and the one it uses. A coupon is measured on
 * the lines its scope covers, after promotions; the best is the largest saving, ties going to the
 * one that expires first.
 */

const sum = (values: readonly number[]) => values.reduce((acc, v) => acc + v, 0)

export function usableCoupons(input: QuoteInput, amounts: number[]): UsableCoupon[] {
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

export function chooseCoupon(input: QuoteInput, usable: UsableCoupon[]): UsableCoupon | null {
  const choice = input.coupon
  if (choice.kind === 'none') return null
  if (choice.kind === 'best') return usable.find((c) => c.coupon_fee > 0) ?? null
  if (input.order_type === 'normal_seckill') throw fail('COUPON_NOT_ALLOWED')
  if (input.order_type === 'point') throw fail('POINT_ORDER_NO_COUPON')
  const chosen = usable.find((c) => c.id === choice.id)
  if (!chosen) throw fail('COUPON_NOT_APPLICABLE')
  return chosen
}
