import type { Kysely } from 'kysely'
import type { Database } from '../db/types.ts'

/** The operator a session belongs to, with their role's name and areas and the session's expiry, or undefined. */
export function findOperatorSession(db: Kysely<Database>, sessionId: string, operatorId: number) {
  return db
    .selectFrom('auth_tokens')
    .innerJoin('operators', 'operators.id', 'auth_tokens.subject_id')
    .leftJoin('operator_roles', 'operator_roles.id', 'operators.role_id')
    .select([
      'operator_roles.name as role_name',
      'operator_roles.areas',
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
