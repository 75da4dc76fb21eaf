import type { Kysely } from 'kysely'
import { dropTables, schemaKit } from './kit.ts'

/** Favourite goods and shops, and footprints. */
export async function up(db: Kysely<any>): Promise<void> {
  const k = schemaKit(db)

  await db.schema
    .createTable('collect_items')
    .$call(k.id)
    .$call(k.ref('member_id', 'members.id', 'cascade'))
    .$call(k.ref('goods_id', 'goods.id', 'cascade'))
    .$call(k.count('distributor_id'))
    .$call(k.createdAt())
    .addUniqueConstraint('collect_items_unique', ['member_id', 'goods_id', 'distributor_id'])
    .execute()

  await db.schema
    .createTable('collect_shops')
    .$call(k.id)
    .$call(k.ref('member_id', 'members.id', 'cascade'))
    .$call(k.ref('distributor_id', 'distributors.id', 'cascade'))
    .$call(k.createdAt())
    .addUniqueConstraint('collect_shops_unique', ['member_id', 'distributor_id'])
    .execute()

  await db.schema
    .createTable('browse_history')
    .$call(k.id)
    .$call(k.ref('member_id', 'members.id', 'cascade'))
    .$call(k.ref('goods_id', 'goods.id', 'cascade'))
    .$call(k.timeRequired('viewed_at'))
    .addUniqueConstraint('browse_history_unique', ['member_id', 'goods_id'])
    .execute()
  await db.schema
    .createIndex('browse_history_member_idx')
    .on('browse_history')
    .columns(['member_id', 'viewed_at'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, ['browse_history', 'collect_shops', 'collect_items'])
}
