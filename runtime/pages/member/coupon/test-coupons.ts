import type { HeldCoupon } from '../../../api/member.ts'

/** A held coupon as user/getUserCardList answers it. */
export function heldCoupon(overrides: Partial<HeldCoupon> = {}): HeldCoupon {
  return {
    id: 2,
    card_id: 2,
    distributor_id: 0,
    card_type: 'cash',
    title: '满199减20',
    description: '全场商品满 199 元可用',
    notice: '',
    reduce_cost: 2000,
    discount: 0,
    least_cost: 19900,
    gift: '',
    object_use_for: '全场通用',
    use_scope: 'all',
    icon_url_list: [],
    custom_url: '/items',
    date_type: 'fixed',
    fixed_term: 0,
    code: 'MFDEMO000002',
    status: 'unused',
    order_id: null,
    // 2026-11-22 00:00 and 2027-02-21 00:00 China time.
    begin_date: 1795276800,
    end_date: 1803139200,
    received_at: 1795276800,
    used_at: null,
    ...overrides,
  }
}
