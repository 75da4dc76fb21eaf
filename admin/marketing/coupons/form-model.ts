import type { CouponDetail, CouponSaveBody } from '../../../schemas/api/admin/coupons.ts'
import { chinaDate, centsToYuan, discountToZhe, yuanToCents, zheToDiscount } from '../../../schemas/coupon-rules.ts'

/** The coupon form as typed: amounts in yuan and 折, counts as text; `scope` the picked goods or categories. */
export interface CouponFormState {
  card_type: CouponSaveBody['card_type']
  title: string
  description: string
  notice: string
  reduce_cost: string
  discount: string
  gift: string
  object_use_for: string
  least_cost: string
  date_type: CouponSaveBody['date_type']
  begin_date: string
  end_date: string
  fixed_term: string
  quantity: string
  get_limit: string
  use_scope: CouponSaveBody['use_scope']
  scope: { id: number; name: string }[]
}

const DAY = 86_400

/** A new coupon: a cash coupon valid from today for 30 days, one per member. */
export function blankCouponForm(at = Math.floor(Date.now() / 1000)): CouponFormState {
  return {
    card_type: 'cash',
    title: '',
    description: '',
    notice: '',
    reduce_cost: '',
    discount: '',
    gift: '',
    object_use_for: '',
    least_cost: '0',
    date_type: 'fixed',
    begin_date: chinaDate(at),
    end_date: chinaDate(at + 30 * DAY),
    fixed_term: '30',
    quantity: '',
    get_limit: '1',
    use_scope: 'all',
    scope: [],
  }
}

export function formOfCoupon(coupon: CouponDetail): CouponFormState {
  return {
    card_type: coupon.card_type,
    title: coupon.title,
    description: coupon.description,
    notice: coupon.notice,
    reduce_cost: coupon.card_type === 'cash' ? centsToYuan(coupon.reduce_cost) : '',
    discount: coupon.card_type === 'discount' ? discountToZhe(coupon.discount) : '',
    gift: coupon.gift,
    object_use_for: coupon.object_use_for,
    least_cost: centsToYuan(coupon.least_cost),
    date_type: coupon.date_type,
    begin_date: coupon.begin_date,
    end_date: coupon.end_date,
    fixed_term: coupon.date_type === 'relative' ? String(coupon.fixed_term) : '30',
    quantity: String(coupon.quantity),
    get_limit: String(coupon.get_limit),
    use_scope: coupon.use_scope,
    scope: coupon.scope_items,
  }
}

/** Text that is not a whole number becomes -1, which the rules refuse with the field's message. */
const whole = (text: string) => (/^\s*\d{1,9}\s*$/.test(text) ? Number(text.trim()) : -1)
const cents = (text: string) => yuanToCents(text) ?? -1

/** The save body of the form (what the rules check and the server receives). */
export function bodyOfForm(form: CouponFormState): CouponSaveBody {
  return {
    card_type: form.card_type,
    title: form.title.trim(),
    description: form.description.trim(),
    notice: form.notice.trim(),
    ...(form.card_type === 'cash' && { reduce_cost: cents(form.reduce_cost) }),
    ...(form.card_type === 'discount' && { discount: zheToDiscount(form.discount) ?? -1 }),
    ...(form.card_type === 'gift' && { gift: form.gift.trim() }),
    object_use_for: form.object_use_for.trim(),
    least_cost: form.least_cost.trim() === '' ? 0 : cents(form.least_cost),
    date_type: form.date_type,
    begin_date: form.begin_date,
    end_date: form.end_date,
    ...(form.date_type === 'relative' && { fixed_term: whole(form.fixed_term) }),
    quantity: whole(form.quantity),
    get_limit: whole(form.get_limit),
    use_scope: form.use_scope,
    use_scope_ids: form.use_scope === 'all' ? [] : form.scope.map((item) => item.id),
  }
}
