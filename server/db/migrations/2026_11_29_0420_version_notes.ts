import type { Kysely } from 'kysely'

/**
 * 历史版本: each published version names who published it and carries the publisher's optional
 * 备注. The operator's name is kept as it was at publish time (as the audit log keeps it), so the
 * list reads the same after an operator is renamed or removed; versions published before this
 * have no operator and an empty note.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('page_template_versions').addColumn('operator_id', 'integer').execute()
  await db.schema
    .alterTable('page_template_versions')
    .addColumn('operator_name', 'text', (c) => c.notNull().defaultTo(''))
    .execute()
  await db.schema
    .alterTable('page_template_versions')
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['note', 'operator_name', 'operator_id'])
    await db.schema.alterTable('page_template_versions').dropColumn(column).execute()
}
