import type { FieldErrors } from './api/field-errors.ts'

/**
 * The rules of a member grade (会员等级) and of an operator's points adjustment, one definition
 * for the server (which refuses with 400 MEMBER_GRADE_INVALID / MEMBER_POINTS_INVALID and these
 * messages in `fields`) and the console (which shows them under each field before sending).
 * Pure functions on the request bodies (amounts in cents); plain code the browser may import.
 * What needs the database (a name another grade has) the server checks on top, on `name`.
 */

export const GRADE_LIMITS = {
  nameMax: 20,
  /** Percent off the sale price: 5 means 9.5折; a grade never makes goods free. */
  discountMax: 99,
  /** ¥99,999.99 in cents. */
  priceMax: 9_999_999,
  validDaysMin: 1,
  validDaysMax: 3650,
  guideTitleMax: 40,
  descriptionMax: 200,
} as const

export const POINT_ADJUST_LIMITS = {
  /** One adjustment moves at most this many points either way. */
  amountMax: 1_000_000,
  reasonMax: 50,
} as const

/** A grade as the console saves it. */
export interface GradeInput {
  name: string
  /** Percent off (0..99). */
  discount: number
  /** Price of buying the grade in cents; 0 when it cannot be bought. */
  price: number
  /** How long a bought grade lasts. */
  valid_days: number
  /** Banner text on item pages (“开通黄金会员，本单预计可省…”). */
  guide_title: string
  description: string
  /** '' or #RRGGBB. */
  background_color: string
}

export type GradeField = keyof GradeInput

const COLOR = /^(|#[0-9a-fA-F]{6})$/

const isWhole = (value: number) => Number.isSafeInteger(value)

/** 9.5折 for 5 (percent off), as the shop shows it; 无折扣 for 0. */
export function discountLabel(discount: number): string {
  if (discount <= 0) return '无折扣'
  const fold = (100 - discount) / 10
  return `${Number.isInteger(fold) ? fold : fold.toFixed(1).replace(/0$/, '')}折`
}

/**
 * Every field's refusal of a grade; `isDefault` for the grade new members start in, which cannot
 * be bought (its price stays 0).
 */
export function gradeErrors(input: GradeInput, isDefault: boolean): FieldErrors<GradeField> {
  const errors: FieldErrors<GradeField> = {}
  const name = input.name.trim()
  if (!name) errors.name = '请输入等级名称'
  else if (name.length > GRADE_LIMITS.nameMax) errors.name = `等级名称不能超过${GRADE_LIMITS.nameMax}个字`
  if (!isWhole(input.discount) || input.discount < 0 || input.discount > GRADE_LIMITS.discountMax)
    errors.discount = `会员折扣须为0到${GRADE_LIMITS.discountMax}之间的整数（5表示9.5折）`
  if (!isWhole(input.price) || input.price < 0) errors.price = '请输入正确的价格，最多两位小数'
  else if (input.price > GRADE_LIMITS.priceMax) errors.price = '价格不能超过99999.99元'
  else if (isDefault && input.price > 0) errors.price = '默认等级是新会员的等级，不能设置购买价格'
  if (
    !isWhole(input.valid_days) ||
    input.valid_days < GRADE_LIMITS.validDaysMin ||
    input.valid_days > GRADE_LIMITS.validDaysMax
  )
    errors.valid_days = `有效天数须为${GRADE_LIMITS.validDaysMin}到${GRADE_LIMITS.validDaysMax}之间的整数`
  if (input.guide_title.trim().length > GRADE_LIMITS.guideTitleMax)
    errors.guide_title = `引导文案不能超过${GRADE_LIMITS.guideTitleMax}个字`
  if (input.description.trim().length > GRADE_LIMITS.descriptionMax)
    errors.description = `等级说明不能超过${GRADE_LIMITS.descriptionMax}个字`
  if (!COLOR.test(input.background_color.trim())) errors.background_color = '背景色须为 #RRGGBB 格式，如 #C9A063'
  return errors
}

/** A points adjustment as the console sends it: a signed amount (+ adds, − deducts) and its reason. */
export interface PointAdjustInput {
  amount: number
  reason: string
}

/** Every field's refusal of a points adjustment (the balance is the server's to check). */
export function pointAdjustErrors(input: PointAdjustInput): FieldErrors<keyof PointAdjustInput> {
  const errors: FieldErrors<keyof PointAdjustInput> = {}
  const size = Math.abs(input.amount)
  if (!isWhole(input.amount) || size < 1 || size > POINT_ADJUST_LIMITS.amountMax)
    errors.amount = `调整数量须为1到${POINT_ADJUST_LIMITS.amountMax}之间的整数`
  const reason = input.reason.trim()
  if (!reason) errors.reason = '请填写调整原因'
  else if (reason.length > POINT_ADJUST_LIMITS.reasonMax)
    errors.reason = `调整原因不能超过${POINT_ADJUST_LIMITS.reasonMax}个字`
  return errors
}
