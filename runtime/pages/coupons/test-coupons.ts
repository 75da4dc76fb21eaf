import type { Coupon } from '../../api/coupons.ts'
import { coupon } from '../../api/test-coupon.ts'

/** The coupon centre's coupons for this folder's tests: one to take, one taken, one sold out. */
export const centreCoupons: Coupon[] = [
  coupon({ card_id: 1, card_type: 'cash', title: '满100减10', reduce_cost: 1000, least_cost: 10000, getted: 0 }),
  coupon({
    card_id: 2,
    card_type: 'discount',
    title: '全场8折',
    reduce_cost: 0,
    least_cost: 0,
    discount: 20,
    getted: 1,
  }),
  coupon({ card_id: 3, card_type: 'gift', title: '赠品保温杯', reduce_cost: 0, least_cost: 0, getted: 2 }),
]
