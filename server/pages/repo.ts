import type { Kysely } from 'kysely'
import type { Database } from '../db/types.ts'

/** A company's setting (settings table) as stored: JSON text, or undefined when unset. */
export async function findSetting(db: Kysely<Database>, companyId: number, name: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('company_id', '=', companyId)
    .where('name', '=', name)
    .executeTakeFirst()
  return row?.value
}
