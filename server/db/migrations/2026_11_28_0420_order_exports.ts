import type { Kysely } from 'kysely'
import { createIndex, dropTables, schemaKit } from './kit.ts'

/**
 * The console's order exports: one row per export with its filters and progress (done of total),
 * so whichever instance answers the progress question reads the same numbers.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const k = schemaKit(db)
  await k
    .table('order_exports')
    .$call(k.intRequired('company_id', 'operator_id'))
    .$call(k.json('filters', '{}'))
    .$call(k.oneOf('status', ['running', 'done', 'failed'], 'running'))
    .$call(k.count('total'))
    .$call(k.count('done'))
    .$call(k.text('file_name'))
    .$call(k.timestamps)
    .execute()
  await createIndex(db, 'order_exports_company_created', 'order_exports', ['company_id', 'created_at'])
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, ['order_exports'])
}
