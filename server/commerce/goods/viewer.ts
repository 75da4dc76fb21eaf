import type { FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import { AUDIENCE_HEADER, audienceOfHeader } from './audience.ts'
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

/** What prices goods for a viewer: their grade and staff flag, not who they are. */
export type PriceViewer = Omit<Viewer, 'memberId'>

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

/**
 * Whom goods are priced for in a request that passed optionalAuth('member'): the signed-in
 * member, else the audience a page render asked for (goods/audience.ts), else nobody (a guest).
 */
export function priceViewerOf(db: Kysely<Database>, request: FastifyRequest, now: number): Promise<PriceViewer | null> {
  if (request.principal) return loadViewer(db, request.principal.id, now)
  return Promise.resolve(audienceOfHeader(request.headers[AUDIENCE_HEADER]))
}
