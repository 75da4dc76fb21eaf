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

/** The member's effective grade: a bought grade that has lapsed counts as the default grade. */
export async function loadViewer(db: Kysely<Database>, memberId: number, now: number): Promise<Viewer | null> {
  const member = await db.selectFrom('members').select(['id', 'grade_id', 'grade_expires_at', 'is_staff']).where('id', '=', memberId).executeTakeFirst()
  if (!member) return null
  const lapsed = member.grade_expires_at !== null && member.grade_expires_at <= now
  const grade = await db
    .selectFrom('vip_grades')
    .select(['id', 'discount', 'grade_rank'])
    .$call((q) => (lapsed ? q.where('is_default', '=', 1) : q.where('id', '=', member.grade_id)))
    .executeTakeFirst()
  return {
    memberId: member.id,
    gradeId: grade?.id ?? member.grade_id,
    discount: grade?.discount ?? 0,
    gradeRank: grade?.grade_rank ?? 0,
    isStaff: member.is_staff === 1,
  }
}
