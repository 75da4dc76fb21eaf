import { sql, type Kysely } from 'kysely'

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
  await db.schema
    .createIndex('page_templates_path_unique')
    .on('page_templates')
    .columns(['company_id', 'page_path'])
    .unique()
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('page_templates_path_unique').execute()
  await db.schema.alterTable('page_templates').dropColumn('draft_revision').execute()
}
