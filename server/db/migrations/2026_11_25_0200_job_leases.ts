import type { Kysely } from 'kysely'
import { dropTables } from './kit.ts'

/**
 * Background jobs (unpaid-order expiry, refund retries) run in every instance's timer, but each
 * period only the instance holding the job's lease does the work: one row per job, claimed by a
 * conditional update (see server/lib/job-lease.ts).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('job_leases')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, ['job_leases'])
}
