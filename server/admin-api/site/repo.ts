import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'

/** The company's settings rows of these names, as stored (JSON text). */
export async function readSettings(db: Kysely<Database>, companyId: number, names: readonly string[]) {
  const rows = await db
    .selectFrom('settings')
    .select(['name', 'value'])
    .where('company_id', '=', companyId)
    .where('name', 'in', names)
    .execute()
  return new Map(rows.map((row) => [row.name, row.value]))
}

/** Inserts or replaces one settings row. */
export async function writeSetting(db: Kysely<Database>, companyId: number, name: string, value: string, at: number) {
  await db
    .insertInto('settings')
    .values({ company_id: companyId, name, value, updated_at: at })
    .onConflict((conflict) => conflict.columns(['company_id', 'name']).doUpdateSet({ value, updated_at: at }))
    .execute()
}
