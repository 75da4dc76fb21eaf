import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'

/**
 * Members of a company whose email is this address, ignoring letter case (two at most: more
 * than one already makes the address ambiguous).
 */
export function findMembersByEmail(db: Kysely<Database>, companyId: number, email: string) {
  return db
    .selectFrom('members')
    .selectAll()
    .where('company_id', '=', companyId)
    .where(sql<boolean>`lower(email) = lower(${email})`)
    .orderBy('id')
    .limit(2)
    .execute()
}

/**
 * Sets a new password hash only while the old one is still in place; false when another request
 * changed it first.
 */
export async function replacePasswordHash(
  db: Kysely<Database>,
  memberId: number,
  oldHash: string,
  newHash: string,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('members')
    .set({ password_hash: newHash, updated_at: now })
    .where('id', '=', memberId)
    .where('password_hash', '=', oldHash)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}
