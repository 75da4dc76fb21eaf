import { sql, type Kysely } from 'kysely'
import { createIndex } from './kit.ts'

/**
 * The designer saves a page's draft naming the revision it was based on; a save from a stale
 * revision is refused instead of overwriting another operator's work, so every draft carries a
 * revision counter. Product page paths become unique per company, so two operators creating the
 * same /product/ path at once cannot both succeed (NULL paths of the other pages stay distinct).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('page_templates')
    .addColumn('draft_revision', 'integer', (c) => c.notNull().defaultTo(1).check(sql`draft_revision >= 1`))
    .execute()
  await createIndex(db, 'page_templates_path_unique', 'page_templates', ['company_id', 'page_path'], true)
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('page_templates_path_unique').execute()
  await db.schema.alterTable('page_templates').dropColumn('draft_revision').execute()
}
