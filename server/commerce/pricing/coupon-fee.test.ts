import { describe, expect, it } from 'vitest'
import { couponFee } from './coupon-fee.ts'

describe('couponFee', () => {
  const cash = { card_type: 'cash' as const, reduce_cost: 1000, discount: 0, least_cost: 10000 }
  const discount = { card_type: 'discount' as const, reduce_cost: 0, discount: 15, least_cost: 0 }

  it('takes reduce_cost off once least_cost is reached', () => {
    expect(couponFee(cash, 10000)).toBe(1000)
    expect(couponFee(cash, 9999)).toBe(0)
  })

  it('never takes more than the amount', () => {
    expect(couponFee({ ...cash, least_cost: 0 }, 600)).toBe(600)
  })

  it('takes the percent of a discount coupon, rounded down to whole cents', () => {
    expect(couponFee(discount, 999)).toBe(149)
  })

  it('takes nothing for gift coupons or an empty amount', () => {
    expect(couponFee({ ...cash, card_type: 'gift' }, 20000)).toBe(0)
    expect(couponFee({ ...cash, least_cost: 0 }, 0)).toBe(0)
  })
})
