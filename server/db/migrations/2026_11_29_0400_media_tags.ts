import type { Kysely } from 'kysely'

/**
 * 图片库: each image may carry one tag (标签, '' for none) the library filters by; the index
 * serves the company's tag list and the filter.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('uploads')
    .addColumn('tag', 'text', (c) => c.notNull().defaultTo(''))
    .execute()
  await db.schema.createIndex('uploads_company_tag').on('uploads').columns(['company_id', 'tag']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('uploads_company_tag').execute()
  await db.schema.alterTable('uploads').dropColumn('tag').execute()
}
