import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'

/** The queries of a draft's undo history (draft_histories, one row per template). */

export interface HistoryRow {
  revision: number
  past: string
  future: string
  /** Unix seconds (PostgreSQL's bigint may read back as a string). */
  ended_at: number | null
  ended_by: string
}

export async function findHistory(db: Kysely<Database>, templateId: number): Promise<HistoryRow | undefined> {
  const row = await db
    .selectFrom('draft_histories')
    .select(['revision', 'past', 'future', 'ended_at', 'ended_by'])
    .where('template_id', '=', templateId)
    .executeTakeFirst()
  return row && { ...row, ended_at: row.ended_at === null ? null : Number(row.ended_at) }
}

/** Writes the template's history (the row is made on the first save with history). */
export async function writeHistory(db: Kysely<Database>, templateId: number, row: HistoryRow): Promise<void> {
  await db
    .insertInto('draft_histories')
    .values({ template_id: templateId, ...row })
    .onConflict((conflict) => conflict.column('template_id').doUpdateSet(row))
    .execute()
}
