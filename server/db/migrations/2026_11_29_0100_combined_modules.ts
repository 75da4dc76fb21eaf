import type { Kysely } from 'kysely'
import { createIndex, dropTables, schemaKit } from './kit.ts'

/**
 * 组合模块 (spec 2.9, 7.2): a free panel saved from the designer with its children, a name and a
 * preview image, so operators can drop it on any page. `params` is the panel widget as JSON text.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const k = schemaKit(db)
  await k
    .table('combined_modules')
    .$call(k.int('company_id', 1))
    .$call(k.textRequired('name'))
    .$call(k.textRequired('image'))
    .$call(k.textRequired('params'))
    .$call(k.timestamps)
    .execute()
  await createIndex(db, 'combined_modules_company', 'combined_modules', ['company_id', 'id'])
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, ['combined_modules'])
}
