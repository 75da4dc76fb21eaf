import type { Kysely } from 'kysely'
import type { Database } from '../db/types.ts'

/** The server's own tables: the content counter, job leases, and the health probe's read. */

/** The `content_version` counter the database's triggers move (0 before the first change). */
export async function readContentVersion(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('content_version').select('version').where('id', '=', 1).executeTakeFirst()
  return Number(row?.version ?? 0)
}

/** Extends job `name`'s lease to `expiresAt` if it has lapsed at `now` or is `holder`'s already. */
export async function renewLease(
  db: Kysely<Database>,
  name: string,
  holder: string,
  now: number,
  expiresAt: number,
): Promise<boolean> {
  const updated = await db
    .updateTable('job_leases')
    .set({ holder, expires_at: expiresAt })
    .where('name', '=', name)
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('holder', '=', holder)]))
    .executeTakeFirst()
  return Number(updated.numUpdatedRows) > 0
}

/** Makes job `name`'s lease row for `holder`, unless another claim made it first. */
export async function insertLease(
  db: Kysely<Database>,
  name: string,
  holder: string,
  expiresAt: number,
): Promise<boolean> {
  const inserted = await db
    .insertInto('job_leases')
    .values({ name, holder, expires_at: expiresAt })
    .onConflict((oc) => oc.column('name').doNothing())
    .executeTakeFirst()
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0
}

/** One small read that fails when the database cannot answer (GET /healthz). */
export async function probeDatabase(db: Kysely<Database>): Promise<void> {
  await db.selectFrom('regions').select('id').limit(1).execute()
}
