import type { Kysely } from 'kysely'
import { createIndex, dropTables, schemaKit } from './kit.ts'

/**
 * The designer's undo history kept with each draft, so undo works in any browser and for the
 * next operator: the steps (`past`, `future`, JSON lists of the designer's commands) lead to the
 * draft at `revision`. When a draft is saved without them (`ended_at`, `ended_by`), the history
 * ends there and the designer says so. One row per template; it goes with its template.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const k = schemaKit(db)
  await k
    .table('draft_histories')
    .$call(k.ref('template_id', 'page_templates.id', 'cascade'))
    .$call(k.intRequired('revision'))
    .$call(k.json('past', '[]'))
    .$call(k.json('future', '[]'))
    .$call(k.timeNullable('ended_at'))
    .$call(k.text('ended_by'))
    .execute()
  await createIndex(db, 'draft_histories_template', 'draft_histories', ['template_id'], true)
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, ['draft_histories'])
}
