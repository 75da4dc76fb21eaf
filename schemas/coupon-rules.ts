import type { CouponSaveBody } from './api/admin/coupons.ts'
import type { FieldErrors } from './api/field-errors.ts'
import { CHINA_UTC_OFFSET_SECONDS, DAY_SECONDS } from './time.ts'

/**
 * The coupon form's rules, one definition for the server (which refuses with 400 COUPON_INVALID
 * and these messages in `fields`) and the console (which shows them under each field before
 * sending). Pure functions on the save body (amounts in cents, discount as percent off); what
 * needs the database (goods and categories of the company, copies already claimed) the server
 * checks on top, with the same paths.
 */

export const COUPON_LIMITS = {
  titleMax: 30,
  descriptionMax: 200,
  noticeMax: 500,
  giftMax: 50,
  objectUseForMax: 50,
  /** ¥999,999.99 in cents. */
  amountMax: 99_999_999,
  quantityMax: 10_000_000,
  getLimitMax: 100,
  fixedTermMax: 365,
  scopeIdsMax: 200,
} as const

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** Unix seconds of 00:00 China time on a 'YYYY-MM-DD' day; null for anything else. */
export function chinaDateSeconds(day: string): number | null {
  const match = DATE.exec(day.trim())
  if (!match) return null
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const utc = Date.UTC(year, month - 1, date)
  const check = new Date(utc)
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) return null
  return utc / 1000 - CHINA_UTC_OFFSET_SECONDS
}

/** The China day 'YYYY-MM-DD' holding `seconds`. */
export const chinaDate = (seconds: number): string =>
  new Date((seconds + CHINA_UTC_OFFSET_SECONDS) * 1000).toISOString().slice(0, 10)

/** The coupon's window in Unix seconds: from the first day's 00:00 to the last day's 23:59:59 (China time). */
export function couponWindow(body: Pick<CouponSaveBody, 'begin_date' | 'end_date'>) {
  const begin = chinaDateSeconds(body.begin_date)
  const end = chinaDateSeconds(body.end_date)
  return begin === null || end === null ? null : { begin_time: begin, end_time: end + DAY_SECONDS - 1 }
}

/** 8.8 (折, as typed) → 12 (percent off); null when it is not 0.1–9.9 with at most one decimal. */
export function zheToDiscount(text: string): number | null {
  const match = /^\s*(\d)(?:\.(\d))?\s*$/.exec(text)
  if (!match) return null
  const tenths = Number(match[1]) * 10 + Number(match[2] ?? '0')
  return tenths >= 1 && tenths <= 99 ? 100 - tenths : null
}

/** 12 (percent off) → '8.8' (折). */
export const discountToZhe = (discount: number): string => String((100 - discount) / 10)

/** Parses yuan typed in a form ('12', '12.5', '12.50') into cents; null when it is not such an amount. */
export function yuanToCents(text: string): number | null {
  const match = /^\s*(\d{1,9})(?:\.(\d{0,2}))?\s*$/.exec(text)
  if (!match) return null
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}

/** Cents as the yuan a form shows ('12.50', '12' for whole yuan). */
export const centsToYuan = (cents: number): string =>
  cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2)

const isWhole = (value: number | undefined, min: number, max: number): value is number =>
  value !== undefined && Number.isInteger(value) && value >= min && value <= max

export interface CouponRuleContext {
  /** Today (China 'YYYY-MM-DD'): the end date may not be before it. Left out when the dates are unchanged. */
  today?: string
  /** Copies members already received: the quantity may not go below it. */
  claimed?: number
}

function textErrors(body: CouponSaveBody, errors: FieldErrors): void {
  const title = body.title.trim()
  if (!title) errors.title = '请输入优惠券标题'
  else if ([...title].length > COUPON_LIMITS.titleMax) errors.title = `标题不能超过${COUPON_LIMITS.titleMax}个字`
  if ([...(body.description ?? '').trim()].length > COUPON_LIMITS.descriptionMax)
    errors.description = `使用说明不能超过${COUPON_LIMITS.descriptionMax}个字`
  if ([...(body.notice ?? '').trim()].length > COUPON_LIMITS.noticeMax)
    errors.notice = `使用须知不能超过${COUPON_LIMITS.noticeMax}个字`
  if ([...(body.object_use_for ?? '').trim()].length > COUPON_LIMITS.objectUseForMax)
    errors.object_use_for = `适用说明不能超过${COUPON_LIMITS.objectUseForMax}个字`
}

function valueErrors(body: CouponSaveBody, errors: FieldErrors): void {
  if (!isWhole(body.least_cost, 0, COUPON_LIMITS.amountMax))
    errors.least_cost = '使用门槛须为0到999999.99元，最多两位小数'
  if (body.card_type === 'cash') {
    if (!isWhole(body.reduce_cost, 1, COUPON_LIMITS.amountMax))
      errors.reduce_cost = '减免金额须为0.01到999999.99元，最多两位小数'
    else if (!errors.least_cost && body.least_cost > 0 && body.reduce_cost >= body.least_cost)
      errors.reduce_cost = '减免金额须小于使用门槛'
  } else if (body.card_type === 'discount') {
    if (!isWhole(body.discount, 1, 99)) errors.discount = '折扣须为0.1到9.9折，最多一位小数'
  } else if (body.card_type === 'gift') {
    const gift = (body.gift ?? '').trim()
    if (!gift) errors.gift = '请输入兑换内容'
    else if ([...gift].length > COUPON_LIMITS.giftMax) errors.gift = `兑换内容不能超过${COUPON_LIMITS.giftMax}个字`
  } else errors.card_type = '请选择优惠券类型'
}

function dateErrors(body: CouponSaveBody, context: CouponRuleContext, errors: FieldErrors): void {
  const begin = chinaDateSeconds(body.begin_date)
  const end = chinaDateSeconds(body.end_date)
  if (begin === null) errors.begin_date = '请选择开始日期'
  if (end === null) errors.end_date = '请选择结束日期'
  else if (begin !== null && end < begin) errors.end_date = '结束日期不能早于开始日期'
  else if (context.today && body.end_date.trim() < context.today) errors.end_date = '结束日期不能早于今天'
  if (body.date_type === 'relative' && !isWhole(body.fixed_term, 1, COUPON_LIMITS.fixedTermMax))
    errors.fixed_term = `领取后有效天数须为1到${COUPON_LIMITS.fixedTermMax}的整数`
}

function countErrors(body: CouponSaveBody, context: CouponRuleContext, errors: FieldErrors): void {
  if (!isWhole(body.quantity, 1, COUPON_LIMITS.quantityMax))
    errors.quantity = `发放总量须为1到${COUPON_LIMITS.quantityMax}的整数`
  else if (context.claimed !== undefined && body.quantity < context.claimed)
    errors.quantity = `发放总量不能少于已领取的${context.claimed}张`
  if (!isWhole(body.get_limit, 1, COUPON_LIMITS.getLimitMax))
    errors.get_limit = `每人限领须为1到${COUPON_LIMITS.getLimitMax}的整数`
  else if (!errors.quantity && body.get_limit > body.quantity) errors.get_limit = '每人限领不能多于发放总量'
}

function scopeErrors(body: CouponSaveBody, errors: FieldErrors): void {
  if (body.use_scope === 'all') return
  const ids = body.use_scope_ids ?? []
  const what = body.use_scope === 'goods' ? '商品' : '分类'
  if (ids.length === 0) errors.use_scope_ids = `请选择适用${what}`
  else if (ids.length > COUPON_LIMITS.scopeIdsMax)
    errors.use_scope_ids = `适用${what}最多${COUPON_LIMITS.scopeIdsMax}个`
}

/** Every field's message for a coupon save body; empty when it may be saved. */
export function couponErrors(body: CouponSaveBody, context: CouponRuleContext = {}): FieldErrors {
  const errors: FieldErrors = {}
  textErrors(body, errors)
  valueErrors(body, errors)
  dateErrors(body, context, errors)
  countErrors(body, context, errors)
  scopeErrors(body, errors)
  return errors
}
