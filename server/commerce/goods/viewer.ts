import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import { findViewerRow } from './repo/viewer.ts'

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
  const row = await findViewerRow(db, memberId, now)
  if (!row) return null
  return {
    memberId: row.id,
    gradeId: row.effective_grade_id ?? row.grade_id,
    discount: row.discount ?? 0,
    gradeRank: row.grade_rank ?? 0,
    isStaff: row.is_staff === 1,
  }
}
