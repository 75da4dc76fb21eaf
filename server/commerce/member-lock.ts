import { PostgresAdapter, type Transaction } from 'kysely'
import type { Database } from '../db/types.ts'

/**
 * Serialises one member's writes inside a transaction, so per-member limits (20 addresses, 500
 * favourites) and "exactly one default address" hold under concurrent requests. PostgreSQL needs
 * a row lock on the member; SQLite already runs one write transaction at a time.
 */
export async function lockMember(trx: Transaction<Database>, memberId: number): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return
  await trx.selectFrom('members').select('id').where('id', '=', memberId).forUpdate().execute()
}
