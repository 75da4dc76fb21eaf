import { sql, type Insertable, type Kysely, type Transaction } from 'kysely'
import { dialectOf } from '../../db/dialect.ts'
import type { Database, EmailCodePurpose, SmsCodesTable, SmsPurpose } from '../../db/types.ts'

/**
 * Where a channel keeps its one-time codes: texts in sms_codes by mobile, mails in email_codes by
 * address. Both tables have the same columns apart from the one naming the recipient.
 */
export type CodeTable = { name: 'sms_codes'; recipient: 'mobile' } | { name: 'email_codes'; recipient: 'email' }

export type CodePurpose = SmsPurpose | EmailCodePurpose

/**
 * Serialises the code writes of one recipient (`key`) until the transaction ends, so its limits
 * are checked and a new code written as one step. SQLite runs one write transaction at a time;
 * PostgreSQL needs a lock per recipient for that.
 */
export async function lockRecipient(trx: Transaction<Database>, key: string): Promise<void> {
  if (!dialectOf(trx).advisoryLocks) return
  await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx)
}

const recipientIs = (table: CodeTable, recipient: string) => sql<boolean>`${sql.ref(table.recipient)} = ${recipient}`

/** Codes sent to a recipient since a time, whatever their purpose, and when the newest was sent. */
export async function sentSince(
  db: Kysely<Database>,
  table: CodeTable,
  recipient: string,
  since: number,
): Promise<{ count: number; last: number | null }> {
  const row = await db
    .selectFrom(table.name)
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.max('created_at').as('last')])
    .where(recipientIs(table, recipient))
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow()
  return { count: Number(row.count), last: row.last === null ? null : Number(row.last) }
}

export async function insertCode(
  db: Kysely<Database>,
  table: CodeTable,
  row: { recipient: string; purpose: CodePurpose; code: string; expiresAt: number; now: number },
): Promise<number> {
  // The recipient column differs by table; the other columns are the same in both.
  const values = {
    [table.recipient]: row.recipient,
    purpose: row.purpose,
    code: row.code,
    expires_at: row.expiresAt,
    used_at: null,
    created_at: row.now,
  }
  const inserted = await db
    .insertInto(table.name)
    .values(values as Insertable<SmsCodesTable>)
    .returning('id')
    .executeTakeFirstOrThrow()
  return inserted.id
}

export async function deleteCode(db: Kysely<Database>, table: CodeTable, id: number) {
  await db.deleteFrom(table.name).where('id', '=', id).execute()
}

/** A newer code replaces the older ones of the same recipient and purpose. */
export async function retireCodesBefore(
  db: Kysely<Database>,
  table: CodeTable,
  recipient: string,
  purpose: CodePurpose,
  id: number,
  now: number,
) {
  await db
    .updateTable(table.name)
    .set({ used_at: now })
    .where(recipientIs(table, recipient))
    .where('purpose', '=', purpose)
    .where('id', '<', id)
    .where('used_at', 'is', null)
    .execute()
}

/** Codes are only kept long enough to count the daily limit. */
export async function deleteCodesBefore(db: Kysely<Database>, table: CodeTable, time: number) {
  await db.deleteFrom(table.name).where('created_at', '<', time).execute()
}

export function findLiveCode(
  db: Kysely<Database>,
  table: CodeTable,
  recipient: string,
  purpose: CodePurpose,
  now: number,
) {
  return db
    .selectFrom(table.name)
    .select(['id', 'code', 'attempts'])
    .where(recipientIs(table, recipient))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst()
}

/** Counts a wrong guess; returns the new count (undefined when the code was used meanwhile). */
export async function addAttempt(db: Kysely<Database>, table: CodeTable, id: number): Promise<number | undefined> {
  const row = await db
    .updateTable(table.name)
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .returning('attempts')
    .executeTakeFirst()
  return row?.attempts
}

/** True when this call used the code; false when another request used it first. */
export async function useCode(db: Kysely<Database>, table: CodeTable, id: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable(table.name)
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}
