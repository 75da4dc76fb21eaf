import type { Selectable } from 'kysely'
import type { VipGradesTable } from '../../db/types.ts'

export type Grade = Selectable<VipGradesTable>

/** 折 shown for a percent-off discount: 5 → 9.5, 0 → 10 (no discount). */
export function discountFold(discount: number): number {
  return (100 - discount) / 10
}

export interface GradeRights {
  /** Percent off the sale price. */
  discount: number
  discount_fold: number
  /** Factor on points earned per yuan. */
  point_multiplier: number
  free_shipping: boolean
}

/**
 * A grade's rights, derived from its row because grades carry no separate rights columns: the
 * discount is the grade's own; grades other than the default one are paid memberships, and paid
 * members also get free shipping (包邮) and double points. The default grade gets neither.
 */
export function gradeRights(grade: Pick<Grade, 'discount' | 'is_default'> | undefined): GradeRights {
  const discount = grade?.discount ?? 0
  const paid = grade !== undefined && grade.is_default === 0
  return { discount, discount_fold: discountFold(discount), point_multiplier: paid ? 2 : 1, free_shipping: paid }
}

/** The grade every member falls back to: the one flagged default, else the lowest rank. */
export function defaultGrade(grades: Grade[]): Grade | undefined {
  return grades.find((grade) => grade.is_default === 1) ?? [...grades].sort((a, b) => a.grade_rank - b.grade_rank)[0]
}

/**
 * The grade a member holds at `at`: a bought grade lapses to the default grade once
 * grade_expires_at has passed (nothing rewrites the member row for it).
 */
export function effectiveGrade(
  grades: Grade[],
  member: { grade_id: number; grade_expires_at: number | null },
  at: number,
): { grade: Grade | undefined; expiresAt: number | null } {
  const lapsed = member.grade_expires_at !== null && member.grade_expires_at <= at
  const held = lapsed ? undefined : grades.find((grade) => grade.id === member.grade_id)
  if (held && held.is_default === 0) return { grade: held, expiresAt: member.grade_expires_at }
  return { grade: held ?? defaultGrade(grades), expiresAt: null }
}
