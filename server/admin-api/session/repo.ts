import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'

/** The operator signing in, with their role's name and areas. */
export async function findOperator(db: Kysely<Database>, username: string) {
  return db
    .selectFrom('operators')
    .leftJoin('operator_roles', 'operator_roles.id', 'operators.role_id')
    .selectAll('operators')
    .select(['operator_roles.name as role_name', 'operator_roles.areas'])
    .where('username', '=', username)
    .executeTakeFirst()
}

export async function recordLogin(db: Kysely<Database>, operatorId: number, at: number): Promise<void> {
  await db.updateTable('operators').set({ last_login_at: at }).where('id', '=', operatorId).execute()
}
