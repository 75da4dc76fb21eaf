import type { Coupon } from '../../api/coupons.ts'
import { formatDate } from '../../lib/date.ts'
import { formatFold } from '../../../schemas/money.ts'

/** Whole yuan without trailing zeros: 1000 cents is '10', 1050 is '10.5'. */
function yuan(cents: number): string {
  return String(Number((cents / 100).toFixed(2)))
}

export const CLAIM_LABELS = { 0: '立即领取', 1: '已领取', 2: '已抢光' } as const

export const TYPE_LABELS: Record<Coupon['card_type'], string> = { cash: '满减券', discount: '折扣券', gift: '赠品券' }

const SCOPE_TEXTS = { all: '全场通用', goods: '指定商品可用', category: '指定分类可用' } as const

/** The face value: '¥10' off, '8折', or 赠品券. */
export function couponAmount(coupon: Pick<Coupon, 'card_type' | 'reduce_cost' | 'discount'>): string {
  if (coupon.card_type === 'discount') return formatFold(coupon.discount)
  if (coupon.card_type === 'gift') return '赠品券'
  return `¥${yuan(coupon.reduce_cost)}`
}

export function couponCondition(coupon: Pick<Coupon, 'least_cost'>): string {
  return coupon.least_cost > 0 ? `满${yuan(coupon.least_cost)}元可用` : '无门槛'
}

export function couponScope(coupon: Pick<Coupon, 'use_scope'>): string {
  return SCOPE_TEXTS[coupon.use_scope ?? 'all']
}

/** A fixed window shows its dates; a relative one counts days from receipt, within its receiving window. */
export function couponValidity(coupon: Pick<Coupon, 'date_type' | 'fixed_term' | 'begin_date' | 'end_date'>): string {
  if (coupon.date_type === 'relative' && coupon.fixed_term) return `领取后${coupon.fixed_term}天内有效`
  return `${formatDate(coupon.begin_date)} 至 ${formatDate(coupon.end_date)}`
}

export function claimLabel(getted: number): string {
  return CLAIM_LABELS[getted as keyof typeof CLAIM_LABELS] ?? CLAIM_LABELS[0]
}
