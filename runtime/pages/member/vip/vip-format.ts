import type { CurrentVipGrade, VipGrade } from '../../../api/member.ts'
import { formatDate } from '../../../lib/date.ts'
import { formatFold } from '../../../../schemas/money.ts'

/** A grade's discount per spec 9 (5 → 9.5折); no discount reads 无折扣. */
export function gradeDiscountText(discount: number): string {
  return discount > 0 ? formatFold(discount) : '无折扣'
}

/** How long a bought grade lasts: 365 days read as 1年. */
export function durationText(days: number): string {
  if (days > 0 && days % 365 === 0) return `${days / 365}年`
  if (days > 0 && days % 30 === 0) return `${days / 30}个月`
  return `${days}天`
}

export function expiryText(expiresAt: number | null): string {
  return expiresAt === null ? '长期有效' : `有效期至 ${formatDate(expiresAt)}`
}

export type GradeAction =
  | { kind: 'buy'; label: '立即开通' }
  | { kind: 'current'; label: '当前等级' }
  | { kind: 'none'; label: string }

/**
 * What a grade's button offers: 立即开通 when the server lets the member buy it, 当前等级 for the
 * one held; the default grade is free and a lower grade is already covered.
 */
export function gradeAction(grade: VipGrade, current: CurrentVipGrade | null): GradeAction {
  if (current && current.grade_id === grade.grade_id) return { kind: 'current', label: '当前等级' }
  if (grade.can_buy === 1) return { kind: 'buy', label: '立即开通' }
  if (grade.is_default === 1) return { kind: 'none', label: '注册即享' }
  return { kind: 'none', label: '已享更高等级' }
}
