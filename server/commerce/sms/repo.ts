import type { Kysely } from 'kysely'
import type { Database, SmsPurpose } from '../../db/types.ts'

/** Codes sent to a mobile since a time, whatever their purpose, and when the newest was sent. */
export async function sentSince(db: Kysely<Database>, mobile: string, since: number): Promise<{ count: number; last: number | null }> {
  const row = await db
    .selectFrom('sms_codes')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.max('created_at').as('last')])
    .where('mobile', '=', mobile)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow()
  return { count: Number(row.count), last: row.last === null ? null : Number(row.last) }
}

export async function insertCode(
  db: Kysely<Database>,
  row: { mobile: string; purpose: SmsPurpose; code: string; expiresAt: number; now: number },
): Promise<number> {
  const inserted = await db
    .insertInto('sms_codes')
    .values({ mobile: row.mobile, purpose: row.purpose, code: row.code, expires_at: row.expiresAt, used_at: null, created_at: row.now })
    .returning('id')
    .executeTakeFirstOrThrow()
  return inserted.id
}

export async function deleteCode(db: Kysely<Database>, id: number) {
  await db.deleteFrom('sms_codes').where('id', '=', id).execute()
}

/** A newer code replaces the older ones of the same mobile and purpose. */
export async function retireCodesBefore(db: Kysely<Database>, mobile: string, purpose: SmsPurpose, id: number, now: number) {
  await db
    .updateTable('sms_codes')
    .set({ used_at: now })
    .where('mobile', '=', mobile)
    .where('purpose', '=', purpose)
    .where('id', '<', id)
    .where('used_at', 'is', null)
    .execute()
}

/** Codes are only kept long enough to count the daily limit. */
export async function deleteCodesBefore(db: Kysely<Database>, time: number) {
  await db.deleteFrom('sms_codes').where('created_at', '<', time).execute()
}

export function findLiveCode(db: Kysely<Database>, mobile: string, purpose: SmsPurpose, now: number) {
  return db
    .selectFrom('sms_codes')
    .select(['id', 'code', 'attempts'])
    .where('mobile', '=', mobile)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst()
}

/** Counts a wrong guess; returns the new count (undefined when the code was used meanwhile). */
export async function addAttempt(db: Kysely<Database>, id: number): Promise<number | undefined> {
  const row = await db
    .updateTable('sms_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .returning('attempts')
    .executeTakeFirst()
  return row?.attempts
}

/** True when this call used the code; false when another request used it first. */
export async function useCode(db: Kysely<Database>, id: number, now: number): Promise<boolean> {
  const result = await db.updateTable('sms_codes').set({ used_at: now }).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}
