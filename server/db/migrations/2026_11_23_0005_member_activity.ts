import type { Kysely } from 'kysely'
import { createIndex, dropTables, schemaKit } from './kit.ts'

/** Favourite goods and shops, and footprints. */
export async function up(db: Kysely<any>): Promise<void> {
  const k = schemaKit(db)

  await k
    .table('collect_items')
    .$call(k.ref('member_id', 'members.id', 'cascade'))
    .$call(k.ref('goods_id', 'goods.id', 'cascade'))
    .$call(k.count('distributor_id'))
    .$call(k.createdAt())
    .addUniqueConstraint('collect_items_unique', ['member_id', 'goods_id', 'distributor_id'])
    .execute()

  await k
    .table('collect_shops')
    .$call(k.ref('member_id', 'members.id', 'cascade'))
    .$call(k.ref('distributor_id', 'distributors.id', 'cascade'))
    .$call(k.createdAt())
    .addUniqueConstraint('collect_shops_unique', ['member_id', 'distributor_id'])
    .execute()

  await k
    .table('browse_history')
    .$call(k.ref('member_id', 'members.id', 'cascade'))
    .$call(k.ref('goods_id', 'goods.id', 'cascade'))
    .$call(k.timeRequired('viewed_at'))
    .addUniqueConstraint('browse_history_unique', ['member_id', 'goods_id'])
    .execute()
  await createIndex(db, 'browse_history_member_idx', 'browse_history', ['member_id', 'viewed_at'])
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, ['browse_history', 'collect_shops', 'collect_items'])
}
