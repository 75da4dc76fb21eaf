import type { Kysely } from 'kysely'
import { createIndex, dropTables, schemaKit } from './kit.ts'

/**
 * Photos shoppers and merchants upload (after-sales evidence, 评价晒单, merchant licences): one
 * row per stored file with its owner, so a form can only attach photos its sender uploaded.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const k = schemaKit(db)
  await k
    .table('photo_uploads')
    .addColumn('company_id', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('owner_kind', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'integer', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('img_type', 'text', (c) => c.notNull())
    .addColumn('img_size', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
  await createIndex(db, 'photo_uploads_owner', 'photo_uploads', ['owner_kind', 'owner_id', 'url'])
  await createIndex(db, 'photo_uploads_owner_time', 'photo_uploads', ['owner_kind', 'owner_id', 'created_at'])
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, ['photo_uploads'])
}
