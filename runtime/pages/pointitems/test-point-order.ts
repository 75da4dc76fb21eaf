import type { PointOrder } from '../../api/pointitems.ts'

/** A points order as order_new answers it when placed, for tests: not paid yet. */
export const placedPointOrder: Pick<
  PointOrder,
  'order_id' | 'order_type' | 'status' | 'total_fee' | 'point_use' | 'pay_type' | 'expires_at' | 'created_at'
> = {
  order_id: '2026112500001',
  order_type: 'point',
  status: 'NOTPAY',
  total_fee: 0,
  point_use: 0,
  pay_type: null,
  expires_at: 1900000000,
  created_at: 1800000000,
}

/** A points order's money besides the points: none, for tests (an order or a checkout preview). */
export const noCashFees = {
  item_fee: 0,
  freight_fee: 0,
  discount_fee: 0,
  coupon_fee: 0,
  member_discount: 0,
  point_fee: 0,
}
