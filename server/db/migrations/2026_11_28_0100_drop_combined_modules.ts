import type { Kysely } from 'kysely'
import { dropTables } from './kit.ts'
import { createCombinedModules } from './2026_11_23_0006_content.ts'

/**
 * `combined_modules` was made for saved designer panels that were never built; nothing reads or
 * writes it. Dropped so the schema shows only what the shop uses.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await dropTables(db, ['combined_modules'])
}

export async function down(db: Kysely<any>): Promise<void> {
  await createCombinedModules(db)
}
