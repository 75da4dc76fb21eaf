import type { Kysely } from 'kysely'
import { createIndex } from './kit.ts'

/**
 * The goods list in its default order (`sort` then sales, highest first, then id) read from an
 * index: without it every list page sorted all the goods on sale to keep twenty.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await createIndex(db, 'goods_listing_order_idx', 'goods', [
    'item_type',
    'approve_status',
    'sort desc',
    'sales desc',
    'id',
  ])
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('goods_listing_order_idx').ifExists().execute()
}
