import type { Kysely } from 'kysely'
import type { Database } from '../db/types.ts'

/** The operator a designer session belongs to, with the session's expiry, or undefined. */
export function findOperatorSession(db: Kysely<Database>, sessionId: string, operatorId: number) {
  return db
    .selectFrom('auth_tokens')
    .innerJoin('operators', 'operators.id', 'auth_tokens.subject_id')
    .select([
      'operators.id',
      'operators.username',
      'operators.name',
      'operators.company_id',
      'operators.status',
      'auth_tokens.expires_at',
    ])
    .where('auth_tokens.id', '=', sessionId)
    .where('operators.id', '=', operatorId)
    .executeTakeFirst()
}
