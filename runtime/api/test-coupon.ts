import type { Coupon } from '../../schemas/api/coupon.ts'

/** A receivable coupon as user/newGetCardList answers it, for tests: ¥10 off ¥100, valid all of November 2026 (China time). */
export function coupon(overrides: Partial<Coupon> = {}): Coupon {
  return {
    card_id: 1,
    distributor_id: 0,
    card_type: 'cash',
    title: '满100减10',
    description: '',
    notice: '',
    reduce_cost: 1000,
    discount: 0,
    least_cost: 10000,
    gift: '',
    object_use_for: '',
    use_scope: 'all',
    icon_url_list: [],
    custom_url: '',
    date_type: 'fixed',
    fixed_term: 0,
    get_limit: 1,
    user_get_num: 0,
    quantity: 100,
    get_num: 0,
    begin_date: 1_793_462_400,
    end_date: 1_796_054_399,
    getted: 0,
    ...overrides,
  }
}
