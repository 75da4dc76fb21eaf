import type { Kysely } from 'kysely'
import type { Database } from '../../../db/types.ts'

/**
 * The member with their effective grade, in one statement: a bought grade that has lapsed counts
 * as the default grade.
 */
export function findViewerRow(db: Kysely<Database>, memberId: number, now: number) {
  return db
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
}
