import type { Kysely } from 'kysely'
import { dropTables, schemaKit } from './kit.ts'

/**
 * `combined_modules` was made for saved designer panels that were never built; nothing reads or
 * writes it. Dropped so the schema shows only what the shop uses.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await dropTables(db, ['combined_modules'])
}

export async function down(db: Kysely<any>): Promise<void> {
  const k = schemaKit(db)
  await db.schema
    .createTable('combined_modules')
    .$call(k.id)
    .$call(k.int('company_id', 1))
    .$call(k.textRequired('name'))
    .$call(k.text('image'))
    .$call(k.textRequired('params'))
    .$call(k.timestamps)
    .execute()
}
