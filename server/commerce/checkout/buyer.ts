import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import { preparedQuery } from '../../db/prepared.ts'
import type { Viewer } from '../goods/viewer.ts'
import { gradeRights, type GradeRights } from '../vip/rights.ts'

/** The member placing an order, read in one query: who they are to prices, what their grade gives, their points. */
export interface Buyer {
  viewer: Viewer
  rights: GradeRights
  /** Point balance. */
  balance: number
}

// The member's own grade and the default grade (what a lapsed bought grade falls back to), and the balance.
const buyerQuery = preparedQuery((db, memberId: number) =>
  db
    .selectFrom('members as m')
    .leftJoin('vip_grades as g', (join) => join.on((eb) => eb.or([eb('g.id', '=', eb.ref('m.grade_id')), eb('g.is_default', '=', 1)])))
    .leftJoin('member_points as p', 'p.member_id', 'm.id')
    .select(['m.id', 'm.grade_id', 'm.grade_expires_at', 'm.is_staff', 'g.id as held_grade_id', 'g.discount', 'g.grade_rank', 'g.is_default', 'p.balance'])
    .where('m.id', '=', memberId)
    .orderBy('g.id'),
)

/**
 * The buyer as goods/viewer.ts sees a viewer (a bought grade that has lapsed counts as the
 * default grade) with that grade's rights and the point balance; undefined when the member is gone.
 */
export async function findBuyer(db: Kysely<Database>, memberId: number, now: number): Promise<Buyer | undefined> {
  const { rows } = await buyerQuery(db, memberId)
  const member = rows[0]
  if (!member) return undefined
  const lapsed = member.grade_expires_at !== null && member.grade_expires_at <= now
  const grade = rows.find((row) => (lapsed ? row.is_default === 1 : row.held_grade_id === member.grade_id))
  const held = grade && grade.held_grade_id !== null ? { id: grade.held_grade_id, discount: grade.discount!, grade_rank: grade.grade_rank!, is_default: grade.is_default! } : undefined
  return {
    viewer: {
      memberId: member.id,
      gradeId: held?.id ?? member.grade_id,
      discount: held?.discount ?? 0,
      gradeRank: held?.grade_rank ?? 0,
      isStaff: member.is_staff === 1,
    },
    rights: gradeRights(held),
    balance: member.balance ?? 0,
  }
}
