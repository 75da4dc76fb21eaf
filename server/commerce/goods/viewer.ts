import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'

/** Who is looking at goods: decides member price, staff price and the VIP guide. */
export interface Viewer {
  memberId: number
  gradeId: number
  /** Percent off of the viewer's grade. */
  discount: number
  gradeRank: number
  isStaff: boolean
}

/**
 * The member with their effective grade, in one statement: a bought grade that has lapsed counts
 * as the default grade.
 */
export async function loadViewer(db: Kysely<Database>, memberId: number, now: number): Promise<Viewer | null> {
  const row = await db
    .selectFrom('members')
    .leftJoin('vip_grades', (join) =>
      join.on((eb) => {
        const lapsed = eb.and([
          eb('members.grade_expires_at', 'is not', null),
          eb('members.grade_expires_at', '<=', now),
        ])
        return eb.or([
          eb.and([lapsed, eb('vip_grades.is_default', '=', 1)]),
          eb.and([eb.not(lapsed), eb('vip_grades.id', '=', eb.ref('members.grade_id'))]),
        ])
      }),
    )
    .select([
      'members.id',
      'members.grade_id',
      'members.is_staff',
      'vip_grades.id as effective_grade_id',
      'vip_grades.discount',
      'vip_grades.grade_rank',
    ])
    .where('members.id', '=', memberId)
    .executeTakeFirst()
  if (!row) return null
  return {
    memberId: row.id,
    gradeId: row.effective_grade_id ?? row.grade_id,
    discount: row.discount ?? 0,
    gradeRank: row.grade_rank ?? 0,
    isStaff: row.is_staff === 1,
  }
}
