import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'

export async function insertCaptcha(
  db: Kysely<Database>,
  row: { id: string; answer: string; expiresAt: number; now: number },
) {
  await db
    .insertInto('captchas')
    .values({ id: row.id, answer: row.answer, expires_at: row.expiresAt, used_at: null, created_at: row.now })
    .execute()
}

/**
 * Marks a live captcha used and returns its stored answer digest, in one conditional update so
 * two requests can never both use it. Undefined when unknown, used or expired.
 */
export async function takeCaptcha(db: Kysely<Database>, id: string, now: number): Promise<string | undefined> {
  const row = await db
    .updateTable('captchas')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('answer')
    .executeTakeFirst()
  return row?.answer
}

export async function deleteCaptchasBefore(db: Kysely<Database>, time: number) {
  await db.deleteFrom('captchas').where('expires_at', '<', time).execute()
}
